import { Schema, model } from 'mongoose';

/** A GP's reply to a psychologist's letter, as sent (stored and emailed to the psychologist). */
export interface GpLetterReplyRecord {
  _id: string;
  letterId: string;
  gpId: string;
  psychologistId: string;
  message: string;
  sentAt: Date;
}

const replySchema = new Schema<GpLetterReplyRecord>(
  {
    _id: { type: String, required: true },
    letterId: { type: String, required: true },
    gpId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    message: { type: String, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'gp_letter_replies', versionKey: false },
);
replySchema.index({ psychologistId: 1 });
export const GpLetterReplyModel = model<GpLetterReplyRecord>('GpLetterReply', replySchema);
