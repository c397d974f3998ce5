import { onAccountClosing, onPartialAccountCompleted } from '../accounts';
import { lastReferralSentAt } from './closing-gp';
import { attachReferralsOnSignup } from './send-referral';

// Module-level, so registering twice keeps one.
const attachWaitingReferrals = (partialAccountId: string, userId: string) => attachReferralsOnSignup(partialAccountId, userId);

/** What referrals follows in accounts, registered at start-up: a GP's invitee who signed up; a closed GP's last referral. */
export function registerReferrals(): void {
  onPartialAccountCompleted(attachWaitingReferrals);
  onAccountClosing('referrals', { lastServiceGivenAt: lastReferralSentAt });
}
