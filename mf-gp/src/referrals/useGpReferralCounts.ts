import { useGetGpReferralsQuery } from '@harbour/sdk/referrals';

/** Counts for the GP's home: requests waiting for an answer, and referrals sent (undefined while loading). */
export function useGpReferralCounts() {
  const list = useGetGpReferralsQuery({});
  const items = list.data?.items;
  return {
    pendingRequests: items?.filter((i) => i.needsAction).length,
    referralsSent: items?.filter((i) => i.kind === 'Referral').length,
    isError: !!list.error,
  };
}
