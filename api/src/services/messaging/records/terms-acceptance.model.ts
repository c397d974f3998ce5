import { Schema, model } from 'mongoose';

/** The messaging terms a client accepts before their first message; bump when the text changes. */
export const MESSAGING_TERMS_VERSION = '2026-11';

/** A client accepted the messaging terms (insert-once: `_id` is `<userId>|<version>`). */
export interface TermsAcceptanceRecord {
  _id: string;
  userId: string;
  termsVersion: string;
  acceptedAt: Date;
}

const termsAcceptanceSchema = new Schema<TermsAcceptanceRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    termsVersion: { type: String, required: true },
    acceptedAt: { type: Date, required: true },
  },
  { collection: 'messaging_terms_acceptances', versionKey: false },
);

export const TermsAcceptanceModel = model<TermsAcceptanceRecord>('MessagingTermsAcceptance', termsAcceptanceSchema);
