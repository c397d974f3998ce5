import { Schema, model } from 'mongoose';

/** `read`: the participant has read up to `seq`; `displayed`: they were notified up to `seq`. */
export type MarkKind = 'read' | 'displayed';

/**
 * How far a participant has read (or been notified). Insert-only: `_id` is
 * `<conversationId>|<participantId>|<kind>|<seq>`, and the participant's position is the highest
 * `seq` among their marks, so it can only move forward even when two tabs mark at once (an update
 * would be read-then-write on FerretDB and could move it back). Lower marks are deleted after a
 * higher one is in, which never removes the highest.
 */
export interface ParticipantMarkRecord {
  _id: string;
  conversationId: string;
  participantId: string;
  kind: MarkKind;
  seq: number;
  markedAt: Date;
}

const participantMarkSchema = new Schema<ParticipantMarkRecord>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    participantId: { type: String, required: true },
    kind: { type: String, required: true },
    seq: { type: Number, required: true },
    markedAt: { type: Date, required: true },
  },
  { collection: 'participant_marks', versionKey: false },
);
participantMarkSchema.index({ conversationId: 1 });

export const ParticipantMarkModel = model<ParticipantMarkRecord>('ParticipantMark', participantMarkSchema);
