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

export interface NextOfKin {
  name: string;
  /** From GET /users/next-of-kins (Parent, Partner, …). */
  nextOfKinId: number;
  phone: string;
}

export interface PatientProfile extends ProfileBase {
  userType: 'client';
  /** The partner (referrer GUID) the client signed up through. */
  referrerId?: string;
  signupFields?: SignupFieldValues;
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  nextOfKin?: NextOfKin;
  /** From GET /users/atsis-options. */
  atsisOptionId?: number;
  /** From GET /users/languages. */
  languageId?: number;
  /** IANA id from GET /users/timezones: the zone the client's times are shown in. */
  timezoneId?: string;
}

export interface PsychologistProfile extends ProfileBase {
  userType: 'psychologist';
  providerNumber?: string;
}

/** A practice the GP also works at, with the provider number Medicare gave them there. */
export interface PracticeLocation {
  /** At most 200 characters. */
  practiceName: string;
  /** 8 characters with its check character, e.g. 2547612J. */
  providerNumber: string;
}

export interface GpProfile extends ProfileBase {
  userType: 'gp';
  /** The provider number at the GP's main practice location. */
  providerNumber: string;
  practiceName?: string;
  /** The GP's other practice locations, each with its own provider number. */
  otherLocations: PracticeLocation[];
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
  /**
   * The Medicare provider number for this practice location (it changes when the GP moves
   * practice: the 7th character names the location, the 8th is its check character). Omit to keep.
   */
  providerNumber?: string;
  /**
   * The GP's other practice locations (each provider number once across all locations). Omit to
   * keep them; an empty list removes them.
   * @maxItems 10
   */
  otherLocations?: PracticeLocation[];
}

/**
 * The client's own details (PUT replaces them: optional fields left out are removed). Clients are
 * at least 12; under 18 a next of kin is required (spec §9 age constants, see client-age.ts).
 */
export interface UpdatePatientProfileRequest extends UpdateProfileRequest {
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  nextOfKin?: NextOfKin;
  atsisOptionId?: number;
  languageId?: number;
  timezoneId?: string;
}

export interface NotificationPreferences {
  /** Reminder emails before a session. */
  sessionReminders: boolean;
  /** An email when a practitioner messages while the client is away. */
  messageNotifications: boolean;
  /** News and articles. */
  newsAndUpdates: boolean;
}

/** Settings page: where times are shown and which emails the client wants. */
export interface PatientPreferences {
  timezoneId?: string;
  notificationPreferences: NotificationPreferences;
}

export interface UpdatePatientPreferencesRequest {
  /** IANA id from GET /users/timezones; omit to keep the current one. */
  timezoneId?: string;
  notificationPreferences?: NotificationPreferences;
}

/** Closing the account: what was done and what is kept (clinical records, 7 years). */
export interface CloseAccountRequest {
  /** The client typed their email to confirm. */
  confirmEmail: string;
  /** Why they leave (optional, at most 1000 characters). */
  reason?: string;
}

export interface AccountClosure {
  closedAt: Date;
  /** Clinical records (sessions, case notes, DASS-21 results, referrals) are kept until this date. */
  clinicalRecordsRetainedUntil: string;
  /** Who may still see those records. */
  retainedRecordsVisibleTo: string;
}
