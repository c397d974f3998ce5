import { Schema, model } from 'mongoose';

/** A discount code (`_id` = the code, upper case). Seeded or made by an administrator. */
export interface DiscountCodeRecord {
  _id: string;
  percentOff?: number;
  amountOffCents?: number;
  /** 'once': one use in all; 'once-per-client': one use per client. */
  usage: 'once' | 'once-per-client';
  validUntil?: Date;
  /** Uses in all (each takes one numbered place, `discount_code_places`); absent: no limit beyond `usage`. */
  limit?: number;
  /** An administrator stopped it: no new quote or booking takes it; past uses stay. */
  disabled?: boolean;
  /** Set on codes an administrator made. */
  createdBy?: string;
  createdAt?: Date;
}

const discountCodeSchema = new Schema<DiscountCodeRecord>(
  {
    _id: { type: String, required: true },
    percentOff: { type: Number },
    amountOffCents: { type: Number },
    usage: { type: String, required: true },
    validUntil: { type: Date },
    limit: { type: Number },
    disabled: { type: Boolean },
    createdBy: { type: String },
    createdAt: { type: Date },
  },
  { collection: 'discount_codes', versionKey: false },
);
export const DiscountCodeModel = model<DiscountCodeRecord>('DiscountCode', discountCodeSchema);

/**
 * A use of a code. Its `_id` is the code (single-use) or code|client (once per client): the
 * unique `_id` decides who gets a single-use code when two book at once.
 */
export interface DiscountRedemptionRecord {
  _id: string;
  code: string;
  patientId: string;
  sessionId: string;
  createdAt: Date;
}

const discountRedemptionSchema = new Schema<DiscountRedemptionRecord>(
  {
    _id: { type: String, required: true },
    code: { type: String, required: true },
    patientId: { type: String, required: true },
    sessionId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'discount_redemptions', versionKey: false },
);
discountRedemptionSchema.index({ sessionId: 1 });
export const DiscountRedemptionModel = model<DiscountRedemptionRecord>('DiscountRedemption', discountRedemptionSchema);

/**
 * One of a limited code's numbered places (`_id` = `CODE#n`, n from 1 to the limit): a use takes
 * a free place by inserting it, so the unique `_id` keeps the uses within the limit even when
 * many book at once (an update-and-count would not: FerretDB updates are not atomic).
 */
export interface DiscountPlaceRecord {
  _id: string;
  code: string;
  sessionId: string;
  createdAt: Date;
}

const discountPlaceSchema = new Schema<DiscountPlaceRecord>(
  {
    _id: { type: String, required: true },
    code: { type: String, required: true },
    sessionId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'discount_code_places', versionKey: false },
);
discountPlaceSchema.index({ code: 1 });
export const DiscountPlaceModel = model<DiscountPlaceRecord>('DiscountPlace', discountPlaceSchema);

export const placeId = (code: string, n: number) => `${code}#${n}`;

export const redemptionId = (code: DiscountCodeRecord, patientId: string) => (code.usage === 'once' ? code._id : `${code._id}|${patientId}`);

/** Demo codes for local use and tests. */
export const seededDiscountCodes: DiscountCodeRecord[] = [
  { _id: 'WELCOME10', percentOff: 10, usage: 'once-per-client' },
  { _id: 'HARBOUR-ONCE', amountOffCents: 5000, usage: 'once' },
];
