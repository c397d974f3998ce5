import { useState } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetOutstandingPaymentsQuery, useRetryPaymentForClientMutation, type OutstandingPaymentRow } from '@harbour/sdk/payments';
import { Button, LoadError, Loading } from '@harbour/ui';
import { fundingRouteWords, money, statusWords, whenWords } from './payment-words';
import { Pager } from './Pager';
import { ScrollingTable } from './ScrollingTable';
import { CELL } from './table-styles';

const OUTCOME: Record<string, string> = {
  paid: 'The card was charged: the session is paid.',
  failed: 'The card was declined again. The client has been emailed.',
  'requires-action': 'The client’s bank asks them to confirm the payment. They have been emailed.',
};

/** Failed and outstanding payments, the latest failure first, with a retry on the client's saved card. */
export function OutstandingPayments() {
  const [page, setPage] = useState(1);
  const list = useGetOutstandingPaymentsQuery({ page });
  const [retry, { isLoading: retrying }] = useRetryPaymentForClientMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();

  const onRetry = async (row: OutstandingPaymentRow) => {
    const sure = await dialogs.confirm(`Charge ${money(row.amountCents)} to the saved card of ${row.clientEmail} for the session of ${whenWords(row.sessionStartDate)}?`, {
      title: 'Retry the payment',
      confirmLabel: 'Charge the card',
      cancelLabel: 'Not now',
    });
    if (!sure) return;
    try {
      const result = await retry({ sessionId: row.sessionId }).unwrap();
      toasts.show({ type: result.outcome === 'paid' ? 'success' : 'error', message: OUTCOME[result.outcome] ?? `The payment is ${result.paymentStatus}.` });
    } catch (error) {
      toasts.show({ type: 'error', message: `The payment was not retried. ${errorMessageOf(error)}` });
    }
  };

  if (list.error) return <LoadError what="the outstanding payments" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the outstanding payments" />;
  if (list.data.total === 0) return <p>No payment is outstanding: every charge went through.</p>;
  return (
    <>
      <p>
        {list.data.total === 1 ? 'One session is' : `${list.data.total} sessions are`} not paid after a declined charge. The client cannot book again until it is paid.
      </p>
      <ScrollingTable label="Outstanding payments table" headings={['Client', 'Session', 'Amount', 'Funding route', 'Status', 'Since', 'Action']}>
        {list.data.payments.map((row) => (
          <tr key={row.sessionId}>
            <td style={CELL}>{row.clientEmail}</td>
            <td style={CELL}>{whenWords(row.sessionStartDate)}</td>
            <td style={CELL}>{money(row.amountCents)}</td>
            <td style={CELL}>{fundingRouteWords(row.fundingRoute)}</td>
            <td style={CELL}>
              {statusWords(row.status)}
              {row.failureMessage && <>: {row.failureMessage}</>}
            </td>
            <td style={CELL}>{whenWords(row.since)}</td>
            <td style={CELL}>
              <Button variant="secondary" disabled={retrying} onClick={() => void onRetry(row)} aria-label={`Retry the payment of ${row.clientEmail} for the session of ${whenWords(row.sessionStartDate)}`}>
                Retry on the client’s behalf
              </Button>
            </td>
          </tr>
        ))}
      </ScrollingTable>
      <Pager label="Outstanding payments pages" page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
    </>
  );
}
