import { Schema, model } from 'mongoose';

/**
 * Who may remove an expired hold. Deleting a lock and inserting a new one are two writes, and a
 * stale reader could delete the lock a faster contender just inserted; so the right to remove one
 * particular expired lock (its `_id`, holder and creation time) is itself an insert-once key.
 */
export interface LockTakeoverRecord {
  _id: string;
  createdAt: Date;
}

const lockTakeoverSchema = new Schema<LockTakeoverRecord>(
  { _id: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'slot_lock_takeovers', versionKey: false },
);

export const LockTakeoverModel = model<LockTakeoverRecord>('SlotLockTakeover', lockTakeoverSchema);
