import { Schema, model } from 'mongoose';
import { forgetAvailabilityAnswers } from './availability-answer-cache';

/**
 * Who holds a psychologist's time. FerretDB 1.24 has no transactions and its conditional updates
 * are read-then-write (stack-notes), so "one booking per time" is decided by inserting one lock
 * document per fixed 5-minute block the session (plus buffer) covers: `_id` is
 * `${psychologistId}|${blockStart ISO}` and `_id` is always unique. The first insert of a block
 * wins; a loser deletes the blocks it did insert. A price reservation's hold is the same lock with
 * an `expiresAt`; an expired hold counts as free (the slot engine and the next insert both treat
 * it so) and is swept by a job.
 */
export const SLOT_BLOCK_MINUTES = 5;

export interface SlotLockRecord {
  _id: string;
  psychologistId: string;
  blockStart: Date;
  /** 'session' locks last until the session is cancelled; 'reservation' locks expire. */
  holderKind: 'session' | 'reservation';
  holderId: string;
  /** Only for reservation holds. */
  expiresAt?: Date;
  createdAt: Date;
}

const slotLockSchema = new Schema<SlotLockRecord>(
  {
    _id: { type: String, required: true },
    psychologistId: { type: String, required: true },
    blockStart: { type: Date, required: true },
    holderKind: { type: String, required: true },
    holderId: { type: String, required: true },
    expiresAt: { type: Date },
    createdAt: { type: Date, required: true },
  },
  { collection: 'slot_locks', versionKey: false },
);
slotLockSchema.index({ psychologistId: 1 });
slotLockSchema.index({ holderId: 1 });
// Any change to busy time makes the availability answers cached in this process stale.
slotLockSchema.post('insertMany', () => forgetAvailabilityAnswers());
slotLockSchema.post('save', () => forgetAvailabilityAnswers());
slotLockSchema.post(['deleteOne', 'deleteMany', 'updateOne', 'updateMany', 'findOneAndDelete', 'findOneAndUpdate'], { document: false, query: true }, () => forgetAvailabilityAnswers());

export const SlotLockModel = model<SlotLockRecord>('SlotLock', slotLockSchema);

export function slotLockId(psychologistId: string, blockStart: Date): string {
  return `${psychologistId}|${blockStart.toISOString()}`;
}
