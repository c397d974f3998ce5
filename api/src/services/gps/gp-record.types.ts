/** A GP's practice address (Australian). */
export interface GpAddress {
  line1: string;
  suburb: string;
  /** NSW, VIC, QLD, SA, WA, TAS, ACT or NT. */
  state: string;
  /** @pattern ^[0-9]{4}$ */
  postcode: string;
}

/** A GP in the GP directory (spec §7 GP calls). */
export interface GeneralPractitioner {
  gpId: string;
  providerNumber: string;
  firstName: string;
  lastName: string;
  practiceName: string;
  address: GpAddress;
  phone?: string;
  fax?: string;
  secureEmail?: string;
  /** Whether this GP has a Harbour account (referrals and letters reach them in their area). */
  usesHarbour: boolean;
}

/** POST /gps: add a GP (a client's own GP, or a GP a psychologist writes to). */
export interface CreateGpRequest {
  providerNumber: string;
  /** @minLength 1 @maxLength 60 */
  firstName: string;
  /** @minLength 1 @maxLength 60 */
  lastName: string;
  /** @minLength 1 @maxLength 120 */
  practiceName: string;
  address: GpAddress;
  /** @maxLength 20 */
  phone?: string;
  /** @maxLength 20 */
  fax?: string;
  /** @maxLength 254 */
  secureEmail?: string;
}

/** PUT /gps/{id}: the same details; the provider number may be corrected too. */
export type UpdateGpRequest = CreateGpRequest;

export interface GpSearchResults {
  gps: GeneralPractitioner[];
}
