export interface MedicareReferralRequest {
  /** The referring GP's name. */
  referrerName: string;
  /** The GP's Medicare provider number (optional). */
  referrerProviderNumber?: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  /** 'YYYY-MM-DD'; default 12 months after issuedOn. */
  validUntil?: string;
}

export interface MedicareReferral {
  medicareReferralId: string;
  referrerName: string;
  referrerProviderNumber?: string;
  issuedOn: string;
  validUntil: string;
}
