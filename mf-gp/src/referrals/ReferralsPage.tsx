import { Link, useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useGetGpReferralsQuery, type GpReferralItem, type ReferralStatus } from '@harbour/sdk/referrals';
import { Container, formatInstant, LoadError, Loading, rgb, rgba } from '@harbour/ui';
import { ChoiceField } from '../forms/fields';

export const STATUS_TEXT: Record<ReferralStatus, string> = {
  Sent: 'Sent',
  PatientInvited: 'Patient invited',
  Booked: 'Booked',
  InTreatment: 'In treatment',
  ReportReceived: 'Report received',
  ReviewRequested: 'Review requested',
  ReviewAnswered: 'Review answered',
};

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => rgba(theme.colours.body, 0.35)};
    border-radius: 8px;
    display: grid;
    gap: 0.25rem;
    overflow-wrap: anywhere;
  }
  li[data-needs-action='true'] {
    border-left: 4px solid ${({ theme }) => rgb(theme.colours.primary)};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const dateOf = (iso: string) => formatInstant(iso, 'shortDate', 'Australia/Sydney');

function Item({ item }: { item: GpReferralItem }) {
  const headingId = `item-${item.itemId}`;
  return (
    <li data-needs-action={item.needsAction} aria-labelledby={headingId} data-testid="referral-item">
      <h3 id={headingId}>
        {item.kind === 'Referral' ? 'Referral' : 'Referral request'}: {item.patientName}
      </h3>
      <p>
        <strong>{STATUS_TEXT[item.status]}</strong> · {dateOf(item.date)}
        {item.urgency && ` · ${item.urgency}`}
      </p>
      {item.kind === 'Referral' && (
        <p>
          {item.psychologistName ? `${item.matchedByHarbour ? 'Matched by Harbour: ' : 'To '}${item.psychologistName}` : 'Harbour matches a psychologist'} · {item.sessionsUsed ?? 0} of {item.sessionsApproved} sessions used
        </p>
      )}
      {item.kind === 'ReviewRequest' && (
        <>
          <p>From {item.psychologistName}</p>
          {item.needsAction && <Link to={`/gp/account/provide-referral?request=${encodeURIComponent(item.itemId)}`}>Provide a referral for {item.patientName}</Link>}
        </>
      )}
    </li>
  );
}

/** /gp/account/referrals: everything this GP sent or was asked for, what needs action first. */
export function ReferralsPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as ReferralStatus | '';
  const kind = (params.get('kind') ?? '') as GpReferralItem['kind'] | '';
  const list = useGetGpReferralsQuery({ ...(status && { status }), ...(kind && { kind }) });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const items = list.data?.items ?? [];
  const needsAction = items.filter((i) => i.needsAction);

  return (
    <Container>
      <h1>Referrals</h1>
      <p>
        <Link to="/gp/account/send-referral">Send a referral</Link> · <Link to="/gp/account/provide-referral">Provide a referral</Link>
      </p>
      <Filters role="group" aria-label="Filter referrals">
        <ChoiceField label="Status" name="status" value={status} onChange={(v) => setFilter('status', v)} options={[{ value: '', label: 'Any status' }, ...Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label }))]} />
        <ChoiceField label="Kind" name="kind" value={kind} onChange={(v) => setFilter('kind', v)} options={[{ value: '', label: 'Referrals and requests' }, { value: 'Referral', label: 'Referrals you sent' }, { value: 'ReviewRequest', label: 'Requests from psychologists' }]} />
      </Filters>
      {list.error ? (
        <LoadError what="your referrals" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading label="Loading your referrals" />
      ) : items.length === 0 ? (
        <p>{status || kind ? 'No referrals match these filters.' : 'No referrals yet. Referrals you send and requests from psychologists appear here.'}</p>
      ) : (
        <>
          {needsAction.length > 0 && <p role="status">{needsAction.length === 1 ? '1 request needs your answer.' : `${needsAction.length} requests need your answer.`}</p>}
          <List aria-label="Referrals and requests">
            {items.map((item) => (
              <Item key={item.itemId} item={item} />
            ))}
          </List>
        </>
      )}
    </Container>
  );
}
