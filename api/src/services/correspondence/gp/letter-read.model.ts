import { Schema, model } from 'mongoose';

/**
 * When a GP first opened a letter addressed to them. One record per letter (`_id` is the
 * letter id), so marking read twice is decided by the insert and keeps the first time.
 */
export interface GpLetterReadRecord {
  _id: string;
  gpId: string;
  readAt: Date;
}

const readSchema = new Schema<GpLetterReadRecord>(
  {
    _id: { type: String, required: true },
    gpId: { type: String, required: true },
    readAt: { type: Date, required: true },
  },
  { collection: 'gp_letter_reads', versionKey: false },
);
export const GpLetterReadModel = model<GpLetterReadRecord>('GpLetterRead', readSchema);
