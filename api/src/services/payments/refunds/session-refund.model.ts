import { Schema, model } from 'mongoose';

/**
 * One refund of a session's payment (`_id` = `${sessionId}#${sequence}`), full or partial. Two
 * inserts decide everything: the unique `requestId` (the console's key for one refund form) makes
 * a request refund once however often it is sent, and the `_id` numbers a session's refunds, so two
 * different requests reading the same "what is left" cannot both refund it (one takes the number).
 */
export type SessionRefundStatus = 'Processing' | 'Succeeded' | 'Failed';

export interface SessionRefundRecord {
  _id: string;
  /** The console's idempotency key for this refund; also Stripe's Idempotency-Key. */
  requestId: string;
  sessionId: string;
  patientId: string;
  sequence: number;
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
    requestId: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    sequence: { type: Number, required: true },
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
sessionRefundSchema.index({ requestId: 1 }, { unique: true });
sessionRefundSchema.index({ sessionId: 1 });

export const SessionRefundModel = model<SessionRefundRecord>('SessionRefund', sessionRefundSchema);
