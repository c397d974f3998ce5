import { Schema, model } from 'mongoose';

/** An administrator's email reply to an enquiry, kept with it (the email itself is in the outbox). */
export interface EnquiryReplyRecord {
  _id: string;
  enquiryId: string;
  actorId: string;
  text: string;
  outboxMessageId: string;
  at: Date;
}

const replySchema = new Schema<EnquiryReplyRecord>(
  {
    _id: { type: String, required: true },
    enquiryId: { type: String, required: true },
    actorId: { type: String, required: true },
    text: { type: String, required: true },
    outboxMessageId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'enquiry_replies', versionKey: false },
);
replySchema.index({ enquiryId: 1 });

export const EnquiryReplyModel = model<EnquiryReplyRecord>('EnquiryReply', replySchema);
