import { Schema, model } from 'mongoose';

/**
 * One-time reservations keyed by `_id`: a code's numbered tries, the one replacement of a code, the
 * one verification of a record. The primary key is the only guard FerretDB 1.24 keeps under
 * concurrency (its conditional updates and `$inc` are not atomic), so whoever inserts a key first
 * owns it; everyone else gets a duplicate-key error.
 */
export interface CodeReservationRecord {
  _id: string;
  /** The registration, partial account or password reset it belongs to. */
  ownerId: string;
  kind: 'try' | 'replace' | 'done';
  createdAt: Date;
}

const codeReservationSchema = new Schema<CodeReservationRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['try', 'replace', 'done'] },
    createdAt: { type: Date, required: true },
  },
  { collection: 'code_reservations', versionKey: false },
);
codeReservationSchema.index({ ownerId: 1 });

export const CodeReservationModel = model<CodeReservationRecord>('CodeReservation', codeReservationSchema);
