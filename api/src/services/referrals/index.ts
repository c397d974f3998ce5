// The referrals domain's front door: what other domains may use (functions and types, never its models).
export { attachReferralsOnSignup } from './send-referral';
export { registerReferrals } from './register-referrals';
export { referralsOfClient } from './referrals-of-client';
export { referralsReceivedBetween } from './referrals-received';
export { listReferralsToPsychologist } from './list-psychologist-referrals';
export type { ReferralsToPsychologist } from './referrals.types';
