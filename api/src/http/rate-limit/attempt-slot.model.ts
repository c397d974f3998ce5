import { Schema, model } from 'mongoose';

/**
 * One attempt that a limit allowed, keyed so it can be inserted once: `<scope>|<key>|<window>|<n>`
 * for the fixed-window limiters, `<scope>|<key>|<n>` for the per-account failure series. The
 * primary key is the only thing FerretDB 1.24 decides atomically (stack-notes: `$inc` and
 * conditional updates are read-then-write), so whoever inserts a slot first owns it.
 */
export interface AttemptSlotRecord {
  _id: string;
  /** `<scope>|<key>`, plus `|<window>` for windowed limits: what a slot's number counts within. */
  bucket: string;
  n: number;
  takenAt: Date;
  /** Set by the one request that owns the slot, once its password check failed. */
  failedAt?: Date;
  /** After this the slot no longer counts and the sweeper may delete it (FerretDB has no TTL). */
  expiresAt: Date;
}

const attemptSlotSchema = new Schema<AttemptSlotRecord>(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true },
    n: { type: Number, required: true },
    takenAt: { type: Date, required: true },
    failedAt: { type: Date },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'attempt_slots', versionKey: false },
);
attemptSlotSchema.index({ bucket: 1 });
attemptSlotSchema.index({ expiresAt: 1 });

export const AttemptSlotModel = model<AttemptSlotRecord>('AttemptSlot', attemptSlotSchema);
