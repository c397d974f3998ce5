import { Schema, model } from 'mongoose';

/**
 * One attempt to charge a session (`_id` = `${sessionId}#${attempt}`). Inserting it is the
 * decision that this attempt happens; its Stripe idempotency key is `charge:${sessionId}:${attempt}`,
 * so an attempt resumed after a crash never charges twice.
 */
export type SessionPaymentStatus = 'Processing' | 'Succeeded' | 'Failed' | 'RequiresAction';

export interface SessionPaymentRecord {
  _id: string;
  sessionId: string;
  patientId: string;
  attempt: number;
  purpose: 'session' | 'late-cancellation';
  amountCents: number;
  status: SessionPaymentStatus;
  cardId?: string;
  stripePaymentIntentId?: string;
  clientSecret?: string;
  failureMessage?: string;
  createdAt: Date;
  updatedAt: Date;
}

const sessionPaymentSchema = new Schema<SessionPaymentRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    attempt: { type: Number, required: true },
    purpose: { type: String, required: true },
    amountCents: { type: Number, required: true },
    status: { type: String, required: true },
    cardId: { type: String },
    stripePaymentIntentId: { type: String },
    clientSecret: { type: String },
    failureMessage: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'session_payments', versionKey: false },
);
sessionPaymentSchema.index({ sessionId: 1 });
sessionPaymentSchema.index({ patientId: 1 });
sessionPaymentSchema.index({ stripePaymentIntentId: 1 });

export const SessionPaymentModel = model<SessionPaymentRecord>('SessionPayment', sessionPaymentSchema);
