import { Schema, model } from 'mongoose';

/** A Stripe webhook event we handled (`_id` = the event id): Stripe delivers twice, we act once. */
export interface StripeEventRecord {
  _id: string;
  type: string;
  receivedAt: Date;
}

const stripeEventSchema = new Schema<StripeEventRecord>(
  { _id: { type: String, required: true }, type: { type: String, required: true }, receivedAt: { type: Date, required: true } },
  { collection: 'stripe_events', versionKey: false },
);

export const StripeEventModel = model<StripeEventRecord>('StripeEvent', stripeEventSchema);
