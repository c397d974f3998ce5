import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListReferralsToMeQuery } from '@harbour/sdk/referrals';
import { LoadError } from '@harbour/ui';
import { Card, LoadingLine, Muted, Rows, dateOnly } from '../layout/practiceStyles';

/** The practice home's "New referrals": what GPs sent this psychologist in the last 30 days (GET /referrals/psychologist). */
export function NewReferrals() {
  const list = useListReferralsToMeQuery();
  const referrals = list.data?.referrals;
  return (
    <Card aria-labelledby="referrals-heading">
      <h2 id="referrals-heading">New referrals</h2>
      {list.isLoading && <LoadingLine>Loading new referrals…</LoadingLine>}
      {list.error && <LoadError what="new referrals" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />}
      {referrals && referrals.length === 0 && <p>No new referrals in the last 30 days.</p>}
      {referrals && referrals.length > 0 && (
        <Rows aria-label="New referrals">
          {referrals.map((r) => (
            <li key={r.referralId}>
              <span>
                {r.patientName} · from {r.gpName}
                {r.practiceName ? ` (${r.practiceName})` : ''} · {dateOnly(`${r.issuedOn}T12:00:00Z`)} · {r.sessionsApproved} sessions, {r.funding}
                {r.urgency === 'Urgent' ? ' · urgent' : ''}
                {r.matchedByHarbour ? ' · matched by Harbour' : ''}
              </span>
              {r.patientId ? <Link to={`/psychologists/account/patient/${encodeURIComponent(r.patientId)}`}>View {r.patientName}</Link> : <Muted>Invited to join Harbour</Muted>}
            </li>
          ))}
        </Rows>
      )}
      <Muted>
        <Link to="/psychologists/account/provide-referral">Record a referral received outside Harbour</Link>
      </Muted>
    </Card>
  );
}
