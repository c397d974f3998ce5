/**
 * How many referral requests wait for this GP's answer. The referrals API is being built
 * separately (api/src/services/referrals/); until it exists this returns undefined and the home
 * page shows no count. TODO(issue 17, item 4): read the count from the referrals SDK module.
 */
export function usePendingReferralRequestCount(): number | undefined {
  return undefined;
}
