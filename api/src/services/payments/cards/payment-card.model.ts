import { Schema, model } from 'mongoose';

/**
 * A client's saved card: our record of truth (Stripe holds the card itself; we never see its
 * number). `_id` is our id; the Stripe payment method id stays on the server.
 */
export interface PaymentCardRecord {
  _id: string;
  patientId: string;
  stripePaymentMethodId: string;
  stripeSetupIntentId?: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** The name the client gave the card. */
  name?: string;
  createdAt: Date;
  deletedAt?: Date;
}

const paymentCardSchema = new Schema<PaymentCardRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    stripePaymentMethodId: { type: String, required: true },
    stripeSetupIntentId: { type: String },
    brand: { type: String, required: true },
    last4: { type: String, required: true },
    expiryMonth: { type: Number, required: true },
    expiryYear: { type: Number, required: true },
    name: { type: String },
    createdAt: { type: Date, required: true },
    deletedAt: { type: Date },
  },
  { collection: 'payment_cards', versionKey: false },
);
paymentCardSchema.index({ patientId: 1 });

export const PaymentCardModel = model<PaymentCardRecord>('PaymentCard', paymentCardSchema);

/**
 * A client's payment settings and Stripe customer (`_id` = patient id). The first insert decides
 * which Stripe customer is theirs when two cards are added at once.
 */
export interface PatientPaymentSettingsRecord {
  _id: string;
  stripeCustomerId: string;
  primaryPaymentMethodId?: string;
  createdAt: Date;
}

const patientPaymentSettingsSchema = new Schema<PatientPaymentSettingsRecord>(
  {
    _id: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
    primaryPaymentMethodId: { type: String },
    createdAt: { type: Date, required: true },
  },
  { collection: 'patient_payment_settings', versionKey: false },
);

export const PatientPaymentSettingsModel = model<PatientPaymentSettingsRecord>('PatientPaymentSettings', patientPaymentSettingsSchema);

/** Usable for a charge on that date: not deleted, not expired by the end of its expiry month. */
export function cardUsableOn(card: Pick<PaymentCardRecord, 'expiryMonth' | 'expiryYear' | 'deletedAt'>, date: Date): boolean {
  if (card.deletedAt) return false;
  const endOfExpiryMonth = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  return date.getTime() < endOfExpiryMonth;
}
