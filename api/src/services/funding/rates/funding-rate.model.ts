import { Schema, model } from 'mongoose';
import type { FundingRate } from './funding-rates.data';

/** The dated rates table (`funding-rates.data.ts` seeds it; an administrator may add rows). */
/** `addedBy`/`addedAt`: set on rows an administrator added (seeded rows have neither). */
export type FundingRateRecord = FundingRate & { _id: string; addedBy?: string; addedAt?: Date };

const fundingRateSchema = new Schema<FundingRateRecord>(
  {
    _id: { type: String, required: true },
    rateId: { type: String, required: true },
    scheme: { type: String, required: true },
    practitionerType: { type: String },
    item: { type: String, required: true },
    minMinutes: { type: Number, required: true },
    maxMinutes: { type: Number },
    effectiveFrom: { type: String, required: true },
    feeCents: { type: Number },
    rebateCents: { type: Number },
    perHour: { type: Boolean },
    addedBy: { type: String },
    addedAt: { type: Date },
  },
  { collection: 'funding_rates', versionKey: false },
);

export const FundingRateModel = model<FundingRateRecord>('FundingRate', fundingRateSchema);
