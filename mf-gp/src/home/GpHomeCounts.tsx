import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetReceivedCorrespondenceQuery } from '@harbour/sdk/correspondence';
import { LoadError } from '@harbour/ui';
import { useGpReferralCounts } from '../referrals/useGpReferralCounts';

const letters = (n: number) => (n === 1 ? '1 unread letter' : `${n} unread letters`);

/** The GP home's counts: unread letters from psychologists, and referral requests waiting for an answer. */
export function GpHomeCounts() {
  const correspondence = useGetReceivedCorrespondenceQuery();
  const { pendingRequests } = useGpReferralCounts();
  const unread = correspondence.data?.letters.filter((l) => !l.readAt).length;

  return (
    <>
      <section aria-labelledby="gp-letters-heading">
        <h2 id="gp-letters-heading">Letters from psychologists</h2>
        {correspondence.error ? (
          <LoadError what="your letters" message={errorMessageOf(correspondence.error)} onRetry={() => void correspondence.refetch()} />
        ) : (
          <p>{unread === undefined ? 'Counting your letters…' : `You have ${letters(unread)}.`}</p>
        )}
        <p>
          <Link to="/gp/account/correspondence">Read your correspondence</Link>
        </p>
      </section>
      <section aria-labelledby="gp-referrals-heading">
        <h2 id="gp-referrals-heading">Referrals and care plans</h2>
        <p>Send referrals and mental health care plans to Harbour psychologists, and answer their referral requests.</p>
        {/* Its line is there while counting, so the link below does not move when the count arrives. */}
        <p>
          {pendingRequests === undefined
            ? 'Counting referral requests…'
            : pendingRequests === 1
              ? '1 referral request waits for you.'
              : `${pendingRequests} referral requests wait for you.`}
        </p>
        <p>
          <Link to="/gp/account/referrals">See your referrals</Link>
        </p>
      </section>
    </>
  );
}
