import type { EntitlementStatus } from '../entitlements/medicare-tracker';

export interface MedicareCardRequest {
  /** The 10 digits on the card (spaces allowed), e.g. 2123 45670 1. */
  cardNumber: string;
  /** The individual reference number (IRN) beside the person's name: 1–9. */
  referenceNumber: string;
  /** The card's expiry month, YYYY-MM. */
  expiry: string;
}

export interface MedicareCard {
  cardNumber: string;
  referenceNumber: string;
  expiry: string;
}

export interface OtherFundingRequest {
  /** NDIS participant number (9 digits starting 43), with how the plan is managed. */
  ndis?: {
    participantNumber: string;
    management: 'plan' | 'self' | 'agency';
    planManagerName?: string;
    planManagerEmail?: string;
  };
  /** DVA file number and card colour; the GP's DVA referral date (it covers 12 sessions or one year from then). */
  dva?: { fileNumber: string; cardType: 'Gold' | 'White' | 'Orange'; referralIssuedOn?: string };
  /** Workers' compensation claim number and insurer; the sessions the insurer approved on the claim. */
  workersComp?: { claimNumber: string; insurer: string; approvedSessions?: number };
  /** An employer or partner programme (EEP) and the member number it gave. */
  partnerProgramme?: { programmeName: string; memberNumber?: string };
}

export interface PatientFunding extends OtherFundingRequest {
  medicareCard?: MedicareCard;
}

export interface MentalHealthCarePlanRequest {
  /** Give it to correct an existing referral; leave it out to add a new one (e.g. a 7th-session referral). */
  medicareReferralId?: string;
  /** The referring GP's name. */
  referringGpName: string;
  /** The GP's Medicare provider number, e.g. 4024742F (checked). */
  referrerProviderNumber: string;
  referrerPracticeName?: string;
  /** The date on the referral, YYYY-MM-DD. */
  issuedOn: string;
  /** Sessions the GP approved: 1–6 (a first course is up to 6; a new referral after review up to 4). */
  sessionsApproved: number;
  /** YYYY-MM-DD; defaults to 12 months after issuedOn. */
  validUntil?: string;
}

export interface MentalHealthCarePlan {
  medicareReferralId: string;
  referringGpName: string;
  referrerProviderNumber?: string;
  referrerPracticeName?: string;
  issuedOn: string;
  validUntil: string;
  sessionsApproved: number;
}

export interface MentalHealthCarePlanState {
  /** The referral current today (Australian date), if any. */
  current?: MentalHealthCarePlan;
  /** Every referral on file, newest first. */
  referrals: MentalHealthCarePlan[];
}

export interface Entitlements {
  calendarYear: number;
  sessionsPerYear: number;
  usedThisYear: number;
  remainingThisYear: number;
  onReferral?: {
    medicareReferralId: string;
    sessionsApproved: number;
    used: number;
    remaining: number;
  };
  status: EntitlementStatus;
  message: string;
}
