import { Schema, model } from 'mongoose';
import { listedPricesOf } from '../../directory';
import type { PractitionerType } from '../../funding';

/**
 * A psychologist's fees and billing facts (`_id` = their user id). A psychologist without a record
 * charges what their directory listing shows (fees, bulk-billing among the funding it accepts, their
 * type), so the price a client is quoted is the one the directory advertised; without either, the
 * default fees below.
 */
export interface PracticePricesRecord {
  _id: string;
  practitionerType: PractitionerType;
  /** Fee per session length in minutes, e.g. { "50": 22000 }. */
  feesCents: Record<string, number>;
  /** On the bulk-billed list: accepts the Medicare rebate as the full fee. */
  bulkBills: boolean;
  /** Added to sessions starting outside 08:00–18:00 on weekdays, or at weekends (their zone). */
  afterHoursSurchargeCents: number;
  updatedAt: Date;
}

const practicePricesSchema = new Schema<PracticePricesRecord>(
  {
    _id: { type: String, required: true },
    practitionerType: { type: String, required: true },
    feesCents: { type: Schema.Types.Mixed, required: true },
    bulkBills: { type: Boolean, required: true },
    afterHoursSurchargeCents: { type: Number, required: true, default: 0 },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'practice_prices', versionKey: false },
);

export const PracticePricesModel = model<PracticePricesRecord>('PracticePrices', practicePricesSchema);

export const DEFAULT_FEES_CENTS: Record<string, number> = { '20': 11000, '50': 22000, '80': 33000 };

export async function practicePricesOf(psychologistId: string): Promise<Omit<PracticePricesRecord, 'updatedAt'>> {
  const record = await PracticePricesModel.findById(psychologistId).lean();
  if (record) return record;
  const listing = await listedPricesOf(psychologistId);
  const listedFees = Object.fromEntries((listing?.fees ?? []).map((fee) => [String(fee.durationMinutes), fee.feeCents]));
  return {
    _id: psychologistId,
    practitionerType: listing?.psychologistType === 'Clinical psychologist' ? 'ClinicalPsychologist' : 'Psychologist',
    feesCents: Object.keys(listedFees).length ? listedFees : DEFAULT_FEES_CENTS,
    bulkBills: listing?.fundingAccepted.includes('BulkBilled') ?? false,
    afterHoursSurchargeCents: 0,
  };
}

/** The fee for a length: the exact one, else pro rata from the 50-minute fee. */
export function feeFor(prices: Pick<PracticePricesRecord, 'feesCents'>, durationMinutes: number): number {
  const exact = prices.feesCents[String(durationMinutes)];
  if (typeof exact === 'number') return exact;
  const standard = prices.feesCents['50'] ?? DEFAULT_FEES_CENTS['50'];
  return Math.round((standard * durationMinutes) / 50);
}
