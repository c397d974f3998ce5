import { Schema, model } from 'mongoose';
import type { SignupFieldValues } from '../profiles/signup-fields';
import type { VerificationCodeState } from '../../../security/one-time-codes/verification-code';
import type { TermsConsent } from './terms-consent';

export type RegistrationUserType = 'client' | 'psychologist' | 'gp';

/** What the person entered, kept until the email is verified (then removed). */
export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  phone?: string;
  postcode?: string;
  countryId?: string;
  referrerId?: string;
  signupFields?: SignupFieldValues;
  providerNumber?: string;
  practiceName?: string;
  /** The agreement to the terms given with the sign-up; kept with the account on verification. */
  termsConsent?: TermsConsent;
}

/**
 * A sign-up waiting for its email code. The password is hashed on arrival and only a hash of the
 * code is kept. After verification the details and password hash are dropped; unverified
 * sign-ups are purged after a week (no TTL indexes on FerretDB, so the service does it).
 */
export interface RegistrationRecord extends VerificationCodeState {
  _id: string;
  userType: RegistrationUserType;
  email: string;
  passwordHash?: string;
  details?: RegistrationDetails;
  createdAt: Date;
  verifiedAt?: Date;
  /**
   * The address already had an account when the sign-up started: the answer looked the same (so
   * the form does not tell who has an account), but the owner was sent a notice, never a code.
   */
  accountExists?: boolean;
  /** The account created on verification. */
  userId?: string;
}

const registrationSchema = new Schema<RegistrationRecord>(
  {
    _id: { type: String, required: true },
    userType: { type: String, required: true, enum: ['client', 'psychologist', 'gp'] },
    email: { type: String, required: true },
    passwordHash: { type: String },
    details: { type: Schema.Types.Mixed },
    codeHash: { type: String },
    codeExpiresAt: { type: Date },
    wrongCodes: { type: Number, required: true, default: 0 },
    codeSentAt: { type: Date },
    createdAt: { type: Date, required: true },
    verifiedAt: { type: Date },
    accountExists: { type: Boolean },
    userId: { type: String },
  },
  { collection: 'registrations', versionKey: false },
);
registrationSchema.index({ createdAt: 1 });

export const RegistrationModel = model<RegistrationRecord>('Registration', registrationSchema);
