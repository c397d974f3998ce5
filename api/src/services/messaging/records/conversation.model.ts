import { Schema, model } from 'mongoose';

export type ParticipantUserType = 'client' | 'psychologist';

export interface ParticipantRecord {
  participantId: string;
  participantUserId: string;
  participantUserType: ParticipantUserType;
  participantFirstName: string;
  participantLastName: string;
}

/**
 * A conversation between one client and one psychologist (spec §3 Conversation). Its participants
 * never change, so the document is written once and never updated: everything that changes (last
 * message, unread counts, block) is derived from records of its own (docs/messaging.md).
 */
export interface ConversationRecord {
  _id: string;
  /** `<clientUserId>|<psychologistUserId>`: the unique index that makes one conversation per pair. */
  pairKey: string;
  clientUserId: string;
  psychologistUserId: string;
  participants: ParticipantRecord[];
  createdAt: Date;
}

const participantSchema = new Schema<ParticipantRecord>(
  {
    participantId: { type: String, required: true },
    participantUserId: { type: String, required: true },
    participantUserType: { type: String, required: true },
    participantFirstName: { type: String, required: true },
    participantLastName: { type: String, required: true },
  },
  { _id: false },
);

const conversationSchema = new Schema<ConversationRecord>(
  {
    _id: { type: String, required: true },
    pairKey: { type: String, required: true },
    clientUserId: { type: String, required: true },
    psychologistUserId: { type: String, required: true },
    participants: { type: [participantSchema], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'conversations', versionKey: false },
);
conversationSchema.index({ pairKey: 1 }, { unique: true });
// A person's conversation list: equality on one top-level field (pushed down on FerretDB).
conversationSchema.index({ clientUserId: 1 });
conversationSchema.index({ psychologistUserId: 1 });

export const ConversationModel = model<ConversationRecord>('Conversation', conversationSchema);
