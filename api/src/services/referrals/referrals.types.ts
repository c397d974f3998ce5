/** How a referred patient's sessions are funded. */
export type ReferralFunding = 'Medicare' | 'BulkBilled' | 'Private' | 'DVA' | 'NDIS' | 'WorkersComp';
export type ReferralUrgency = 'Routine' | 'Soon' | 'Urgent';

export interface ReferredPatient {
  /** The patient's email: an existing client is found by it; otherwise they are invited to join. */
  email: string;
  firstName: string;
  lastName: string;
}

/** The GP's structured referral / mental health care plan. */
export interface CarePlanDetails {
  /** The date on the referral, YYYY-MM-DD (not in the future). */
  issuedOn: string;
  /** Sessions approved on this referral: 1–6 (a new care plan: 6). */
  sessionsApproved: number;
  /** Why the patient is referred (at most 2000 characters). */
  reason: string;
}

export interface SendReferralRequest {
  patient: ReferredPatient;
  carePlan: CarePlanDetails;
  funding: ReferralFunding;
  urgency: ReferralUrgency;
  /** A chosen psychologist; leave out to let Harbour match. */
  psychologistId?: string;
  /**
   * The patient's concerns (specialisation ids from GET /users/specialisations); without a chosen
   * psychologist Harbour matches one with them.
   * @maxItems 5
   */
  concernIds?: number[];
  /**
   * The practice location the referral is written from: one of the GP's provider numbers (GET
   * /users/profile/gp); leave out for the main location.
   */
  providerNumber?: string;
}

export type ReferralStatus = 'Sent' | 'PatientInvited' | 'Booked' | 'InTreatment' | 'ReportReceived' | 'ReviewRequested' | 'ReviewAnswered';

export interface GpReferralItem {
  /** The referral's id, or the review request's (a psychologist's letter) id. */
  itemId: string;
  kind: 'Referral' | 'ReviewRequest';
  status: ReferralStatus;
  /** True when the GP has something to do (an unanswered review request). */
  needsAction: boolean;
  patientName: string;
  psychologistName?: string;
  /** When the referral was sent or the request received. */
  date: string;
  sessionsApproved?: number;
  sessionsUsed?: number;
  urgency?: ReferralUrgency;
  funding?: ReferralFunding;
  /** A chosen psychologist, or Harbour matches. */
  letHarbourMatch?: boolean;
  /** True when Harbour chose the psychologist from the concerns. */
  matchedByHarbour?: boolean;
  /** A review request's subject and letter. */
  subject?: string;
  message?: string;
}

export interface GpReferralList {
  items: GpReferralItem[];
}

export interface SentReferral {
  referralId: string;
  status: ReferralStatus;
  /** Set when the patient was new: the invitation went to their email. */
  partialAccountId?: string;
  /** Set when the patient already had a Harbour account. */
  patientId?: string;
  medicareReferralId?: string;
}

export interface AnswerReviewRequest {
  /** The date on the new referral, YYYY-MM-DD (not in the future). */
  issuedOn: string;
  /** More sessions approved after the review: 1–4. */
  additionalSessions: number;
  /** A note to the psychologist (at most 2000 characters). */
  note?: string;
  /**
   * The practice location the referral is written from: one of the GP's provider numbers (GET
   * /users/profile/gp); leave out for the main location.
   */
  providerNumber?: string;
}

export interface AnsweredReview {
  requestId: string;
  medicareReferralId: string;
  /** Sessions approved on the patient's referral now (e.g. 6 + 4 = 10). */
  sessionsApproved: number;
}

/** A GP's referral to this psychologist, for their practice home (newest first). */
export interface ReferralToPsychologist {
  referralId: string;
  patientName: string;
  /** The client, once they have an account (a new patient joins through the GP's invitation). */
  patientId?: string;
  /** "Dr First Last", with the practice when the GP gave one. */
  gpName: string;
  practiceName?: string;
  /** The referral's date, YYYY-MM-DD. */
  issuedOn: string;
  sessionsApproved: number;
  urgency: ReferralUrgency;
  funding: ReferralFunding;
  /** True when Harbour chose this psychologist for the GP ("Let Harbour match"). */
  matchedByHarbour: boolean;
  /** UTC instant the referral was sent. */
  receivedAt: string;
}

export interface ReferralsToPsychologist {
  referrals: ReferralToPsychologist[];
}
