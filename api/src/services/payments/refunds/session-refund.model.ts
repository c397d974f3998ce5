import { Schema, model } from 'mongoose';

/**
 * One attempt to refund a session's payment (`_id` = `${sessionId}#${attempt}`). A session has one
 * logical refund: every attempt sends Stripe the same idempotency key and amount, so Stripe
 * refunds once however many attempts reach it; the insert decides which caller makes an attempt.
 */
export type SessionRefundStatus = 'Processing' | 'Succeeded' | 'Failed';

export interface SessionRefundRecord {
  _id: string;
  sessionId: string;
  patientId: string;
  attempt: number;
  amountCents: number;
  reason: string;
  requestedBy: string;
  status: SessionRefundStatus;
  stripePaymentIntentId: string;
  stripeRefundId?: string;
  failureMessage?: string;
  createdAt: Date;
  updatedAt: Date;
}

const sessionRefundSchema = new Schema<SessionRefundRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    attempt: { type: Number, required: true },
    amountCents: { type: Number, required: true },
    reason: { type: String, required: true },
    requestedBy: { type: String, required: true },
    status: { type: String, required: true },
    stripePaymentIntentId: { type: String, required: true },
    stripeRefundId: { type: String },
    failureMessage: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'session_refunds', versionKey: false },
);
sessionRefundSchema.index({ sessionId: 1 });

export const SessionRefundModel = model<SessionRefundRecord>('SessionRefund', sessionRefundSchema);
