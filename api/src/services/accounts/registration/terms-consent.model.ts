import { Schema, model } from 'mongoose';
import type { RegistrationUserType } from './registration.model';

/**
 * A person's agreement to the terms of use and the privacy policy: which version, when, and at
 * which step. One per account and version (`_id` = `<userId>|<version>`), never changed afterwards.
 */
export interface TermsConsentRecord {
  _id: string;
  userId: string;
  userType: RegistrationUserType;
  /** The terms version they were shown and agreed to (see terms-version.ts). */
  version: string;
  /** When they ticked the box and sent the sign-up form. */
  acceptedAt: Date;
  /** The sign-up the agreement was given in. */
  registrationId: string;
}

const termsConsentSchema = new Schema<TermsConsentRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    userType: { type: String, required: true, enum: ['client', 'psychologist', 'gp'] },
    version: { type: String, required: true },
    acceptedAt: { type: Date, required: true },
    registrationId: { type: String, required: true },
  },
  { collection: 'terms_consents', versionKey: false },
);
termsConsentSchema.index({ userId: 1 });

export const TermsConsentModel = model<TermsConsentRecord>('TermsConsent', termsConsentSchema);
