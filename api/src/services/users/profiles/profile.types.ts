import type { SignupFieldValues } from './signup-fields';

/**
 * The signed-in profile (spec §3): email, names, postcode, countryId (absent means Australia),
 * isApproved (from the account) plus phone and the user type.
 */
export interface ProfileBase {
  /** The account id, the token's `sub`. */
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-3 (see GET /users/countries); absent means Australia. */
  countryId?: string;
  isApproved: boolean;
}

export interface PatientProfile extends ProfileBase {
  userType: 'client';
  /** The partner (referrer GUID) the client signed up through. */
  referrerId?: string;
  signupFields?: SignupFieldValues;
}

export interface PsychologistProfile extends ProfileBase {
  userType: 'psychologist';
  providerNumber?: string;
}

export interface GpProfile extends ProfileBase {
  userType: 'gp';
  providerNumber: string;
  practiceName?: string;
}

/** What a person may change about themselves; email and approval are not theirs to edit here. */
export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
  /** Omit to remove. */
  phone?: string;
  /** 4 digits when the country is Australia. Omit to remove. */
  postcode?: string;
  /** From GET /users/countries; omit for Australia. */
  countryId?: string;
}

export interface UpdateGpProfileRequest extends UpdateProfileRequest {
  /** Omit to remove. */
  practiceName?: string;
}
