import { Schema, model } from 'mongoose';

/**
 * A psychologist has blocked the client in a conversation: while this record exists the client can
 * read but not send. `_id` is the conversation id, so blocking twice is one record; unblocking
 * deletes it.
 */
export interface ConversationBlockRecord {
  _id: string;
  blockedParticipantId: string;
  blockedByParticipantId: string;
  blockedAt: Date;
}

const conversationBlockSchema = new Schema<ConversationBlockRecord>(
  {
    _id: { type: String, required: true },
    blockedParticipantId: { type: String, required: true },
    blockedByParticipantId: { type: String, required: true },
    blockedAt: { type: Date, required: true },
  },
  { collection: 'conversation_blocks', versionKey: false },
);

export const ConversationBlockModel = model<ConversationBlockRecord>('ConversationBlock', conversationBlockSchema);
