import { errorMessageOf } from '@harbour/sdk';
import { useGetPaymentDisputesQuery } from '@harbour/sdk/payments';
import { LoadError, Loading } from '@harbour/ui';
import { money, whenWords } from './payment-words';
import { ScrollingTable } from './ScrollingTable';
import { CELL } from './table-styles';

/** Disputes (chargebacks) Stripe told us about, the latest first: answered in Stripe's dashboard. */
export function DisputesList() {
  const list = useGetPaymentDisputesQuery();
  if (list.error) return <LoadError what="the disputes" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the disputes" />;
  if (list.data.length === 0) return <p>No client’s bank has disputed a payment.</p>;
  return (
    <ScrollingTable label="Disputes table" headings={['Opened', 'Session', 'Amount', 'Reason', 'Status', 'Dispute']}>
      {list.data.map((d) => (
        <tr key={d.disputeId}>
          <td style={CELL}>{whenWords(d.openedAt)}</td>
          <td style={CELL}>{d.sessionId ?? 'Not one of ours'}</td>
          <td style={CELL}>{money(d.amountCents)}</td>
          <td style={CELL}>{d.reason.replace(/_/g, ' ')}</td>
          <td style={CELL}>{d.status.replace(/_/g, ' ')}</td>
          <td style={CELL}>{d.disputeId}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
