import type { ReferralStatus } from './referrals.types';

export interface ReferralFacts {
  /** The patient has no account yet: the invitation is out. */
  awaitingSignup: boolean;
  /** Sessions booked or held under the referral (not cancelled). */
  sessionsBooked: number;
  /** Of those, completed. */
  sessionsCompleted: number;
  /** A psychologist's letter (e.g. the report after 6 sessions) reached this GP about the patient since the referral. */
  reportReceived: boolean;
  /** A psychologist asked this GP for a review and the GP has not answered. */
  reviewOpen: boolean;
}

/**
 * Where a GP's referral stands, the most pressing first: an open review request needs the GP, then
 * a report to read, then treatment under way, booked, invited, and plain sent.
 */
export function referralStatus(f: ReferralFacts): ReferralStatus {
  if (f.reviewOpen) return 'ReviewRequested';
  if (f.reportReceived) return 'ReportReceived';
  if (f.sessionsCompleted > 0) return 'InTreatment';
  if (f.sessionsBooked > 0) return 'Booked';
  if (f.awaitingSignup) return 'PatientInvited';
  return 'Sent';
}
