import { Schema, model } from 'mongoose';
import { forgetNewestPage } from '../newest-pages';

/** `Conversation` is an ordinary text message (spec §3); `RescheduleSession` carries a session. */
export type MessageType = 'Conversation' | 'RescheduleSession';

/** Messages per page and per bucket (spec §9: message pages of 100). */
export const PAGE_SIZE = 100;

/**
 * One message. `_id` is `<conversationId>:<seq>`: inserting it is what decides the message's place
 * in the conversation (two senders cannot both take a seq), so order is total and gap-free without
 * transactions. `bucket = floor(seq / 100)` is the page it belongs to: a page is one equality
 * query `{conversationId, bucket}` that FerretDB pushes down to SQL (docs/database.md).
 */
export interface MessageRecord {
  _id: string;
  messageId: string;
  conversationId: string;
  seq: number;
  bucket: number;
  messageText: string;
  sentByParticipantId: string;
  sentByUserId: string;
  /** The sender's own id for this message, so a retried send is not stored twice. */
  clientMessageId?: string;
  sentOn: Date;
  messageType: MessageType;
  eventId?: string;
  eventType?: string;
  eventStatus?: string;
  eventLink?: string;
  eventAssociatedSessionId?: string;
}

const messageSchema = new Schema<MessageRecord>(
  {
    _id: { type: String, required: true },
    messageId: { type: String, required: true },
    conversationId: { type: String, required: true },
    seq: { type: Number, required: true },
    bucket: { type: Number, required: true },
    messageText: { type: String, required: true },
    sentByParticipantId: { type: String, required: true },
    sentByUserId: { type: String, required: true },
    clientMessageId: { type: String },
    sentOn: { type: Date, required: true },
    messageType: { type: String, required: true },
    eventId: { type: String },
    eventType: { type: String },
    eventStatus: { type: String },
    eventLink: { type: String },
    eventAssociatedSessionId: { type: String },
  },
  { collection: 'messages', versionKey: false },
);
messageSchema.index({ conversationId: 1, bucket: 1 });
messageSchema.index({ messageId: 1 }, { unique: true });
// Every stored message makes its conversation's newest page stale, in every API process.
messageSchema.post('save', (doc: MessageRecord) => forgetNewestPage(doc.conversationId));
messageSchema.post('insertMany', (docs: MessageRecord[]) => new Set(docs.map((d) => d.conversationId)).forEach((id) => forgetNewestPage(id)));
// Messages are never changed or deleted; should that ever happen, nothing remembered is trusted.
messageSchema.post(['deleteOne', 'deleteMany', 'updateOne', 'updateMany', 'findOneAndDelete', 'findOneAndUpdate', 'replaceOne'], { document: false, query: true }, () => forgetNewestPage());

export const MessageModel = model<MessageRecord>('Message', messageSchema);

/**
 * Where the newest message probably is: a hint, never the truth. Written after each insert with a
 * plain `$set` (read-then-write on FerretDB, so it may lag or briefly go back); readers start
 * there and walk forward through full buckets, so a stale hint costs a query, never a message.
 */
export interface MessageHeadRecord {
  _id: string;
  seq: number;
}

const messageHeadSchema = new Schema<MessageHeadRecord>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'message_heads', versionKey: false },
);

export const MessageHeadModel = model<MessageHeadRecord>('MessageHead', messageHeadSchema);
