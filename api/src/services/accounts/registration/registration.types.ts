import type { SignupFieldValues } from '../profiles/signup-fields';

interface RegisterPersonRequest {
  email: string;
  /** At least 10 characters, a letter and a number or symbol, not a common password. */
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  /** 4 digits when the country is Australia. */
  postcode?: string;
  /**
   * The version of the terms of use and privacy policy the person was shown and agreed to (from
   * GET /users/register/terms). Without it, or with an older version, nothing is written.
   * @maxLength 32
   */
  acceptedTermsVersion: string;
}

export interface RegisterPatientRequest extends RegisterPersonRequest {
  /** From GET /users/countries; omit for Australia. */
  countryId?: string;
  /** The partner the client came through: GUID or partner code (e.g. 'hcf'). */
  referrerId?: string;
  /** The partner's extra sign-up fields (GET /users/referrers/{identifier} lists them). */
  signupFields?: SignupFieldValues;
}

export interface RegisterPsychologistRequest extends RegisterPersonRequest {
  /** Medicare provider number, e.g. 4024742F. */
  providerNumber?: string;
}

export interface RegisterGpRequest extends RegisterPersonRequest {
  /** Medicare provider number, e.g. 4024742F. */
  providerNumber: string;
  practiceName?: string;
}

export interface PatientRegistrationStarted {
  patientRegistrationId: string;
  email: string;
}

export interface PsychologistRegistrationStarted {
  psychologistRegistrationId: string;
  email: string;
}

export interface GpRegistrationStarted {
  gpRegistrationId: string;
  email: string;
}

/** The terms a person agrees to at sign-up. */
export interface SignupTerms {
  /** Send it back as `acceptedTermsVersion` when the person ticks the box. */
  version: string;
  /** The documents, as site paths, e.g. { title: 'Terms of use', path: '/terms' }. */
  documents: { title: string; path: string }[];
}

export interface VerifyRegistrationRequest {
  /** The 6-digit code from the email. */
  verificationCode: string;
}

export interface RegistrationVerified {
  /** The new account's id (the token's `sub` once signed in). */
  userId: string;
  /**
   * Clients only: a one-time sign-in grant (single use, valid 2 minutes). The portal opens
   * `/auth/popup/login?token=…` with it, and the identity authority signs the new client in
   * without asking for the password again.
   */
  signInToken?: string;
}
