import { Schema, model } from 'mongoose';

/**
 * An email notice waiting to be sent if a message stays unread: at most one per
 * recipient and conversation at a time (`_id` is `<conversationId>|<participantId>`, inserted by
 * the first unread message; later ones find it there), checked when `dueAt` has passed.
 */
export interface UnreadNoticeRecord {
  _id: string;
  conversationId: string;
  participantId: string;
  userId: string;
  /** The message that started the wait: the notice goes only if it is still unread. */
  seq: number;
  dueAt: Date;
  createdAt: Date;
}

const unreadNoticeSchema = new Schema<UnreadNoticeRecord>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    participantId: { type: String, required: true },
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    dueAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'unread_notices', versionKey: false },
);

export const UnreadNoticeModel = model<UnreadNoticeRecord>('UnreadNotice', unreadNoticeSchema);
