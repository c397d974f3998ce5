import { onPartialAccountCompleted } from '../accounts';
import { attachReferralsOnSignup } from './send-referral';

// Module-level, so registering twice keeps one.
const attachWaitingReferrals = (partialAccountId: string, userId: string) => attachReferralsOnSignup(partialAccountId, userId);

/** What referrals follows in accounts, registered at start-up: a GP's invitee who signed up. */
export function registerReferrals(): void {
  onPartialAccountCompleted(attachWaitingReferrals);
}
