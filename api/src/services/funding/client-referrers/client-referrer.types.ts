import type { ReferrerTheme, SignupField } from '../../reference-data';

export interface ClientReferrer {
  clientReferrerId: string;
  patientId: string;
  /** The referrer's GUID. */
  referrerId: string;
  /** The partner code, e.g. 'hcf'. */
  referrerName: string;
  createdAt: Date;
  /** After this the link no longer counts (the partner's storage TTL). */
  expiresAt: Date;
}

export interface ClientReferrerList {
  clientReferrers: ClientReferrer[];
}

export interface AddClientReferrerRequest {
  /** The referrer's GUID or partner code (e.g. 'hcf'). */
  referrerId: string;
}

/** The client's current partner: what the shell needs to theme the site and show partner fields. */
export interface PatientReferrer {
  id: string;
  name: string;
  displayName: string;
  theme?: ReferrerTheme;
  signupFields: SignupField[];
  /** When this link stops counting. */
  expiresAt: Date;
}
