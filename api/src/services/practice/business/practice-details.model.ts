import { Schema, model } from 'mongoose';

/** A psychologist's business details printed on invoices (one per psychologist, `_id` = their user id). */
export interface PracticeDetailsRecord {
  _id: string;
  abn?: string;
  businessName?: string;
  updatedAt: Date;
}

const practiceDetailsSchema = new Schema<PracticeDetailsRecord>(
  {
    _id: { type: String, required: true },
    abn: { type: String },
    businessName: { type: String },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'practice_details', versionKey: false },
);

export const PracticeDetailsModel = model<PracticeDetailsRecord>('PracticeDetails', practiceDetailsSchema);
