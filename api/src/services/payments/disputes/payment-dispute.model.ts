import { Schema, model } from 'mongoose';

/** A dispute (chargeback) a client's bank opened, as Stripe's webhook told us (`_id` = Stripe's dispute id: recorded once). */
export interface PaymentDisputeRecord {
  _id: string;
  stripeChargeId: string;
  stripePaymentIntentId?: string;
  /** The session whose payment is disputed, when we know the PaymentIntent. */
  sessionId?: string;
  amountCents: number;
  reason: string;
  status: string;
  openedAt: Date;
  receivedAt: Date;
}

const paymentDisputeSchema = new Schema<PaymentDisputeRecord>(
  {
    _id: { type: String, required: true },
    stripeChargeId: { type: String, required: true },
    stripePaymentIntentId: { type: String },
    sessionId: { type: String },
    amountCents: { type: Number, required: true },
    reason: { type: String, required: true },
    status: { type: String, required: true },
    openedAt: { type: Date, required: true },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'payment_disputes', versionKey: false },
);
paymentDisputeSchema.index({ openedAt: -1 });

export const PaymentDisputeModel = model<PaymentDisputeRecord>('PaymentDispute', paymentDisputeSchema);
