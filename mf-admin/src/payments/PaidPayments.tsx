import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPaidPaymentsQuery, type PaidPaymentRow } from '@harbour/sdk/payments';
import { Button, Form, LoadError, Loading, TextField } from '@harbour/ui';
import { fundingRouteWords, money, statusWords, whenWords } from './payment-words';
import { Pager } from './Pager';
import { RefundForm } from './RefundForm';
import { ScrollingTable } from './ScrollingTable';
import { CELL } from './table-styles';

const refundsWords = (row: PaidPaymentRow) =>
  row.refunds.length === 0 ? 'None' : row.refunds.map((r) => `${statusWords(r.status)} ${money(r.amountCents)} on ${whenWords(r.requestedAt)} (${r.reason})`).join('; ');

/** Paid sessions, the latest payment first, each with its refunds and a refund form; or one session found by id. */
export function PaidPayments() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [sessionId, setSessionId] = useState<string>();
  const [refunding, setRefunding] = useState<string>();
  const list = useGetPaidPaymentsQuery({ page, ...(sessionId && { sessionId }) });
  const selected = list.data?.payments.find((p) => p.sessionId === refunding);

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSessionId(typed.trim() || undefined);
  };

  let content;
  if (list.error) content = <LoadError what="the paid sessions" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label="Loading the paid sessions" />;
  else if (list.data.total === 0) content = <p>{sessionId ? `No paid session has the id ${sessionId}.` : 'No session has been paid yet.'}</p>;
  else
    content = (
      <>
        <ScrollingTable label="Paid sessions table" headings={['Client', 'Session', 'Funding route', 'Paid', 'Refunds', 'Left', 'Action']}>
          {list.data.payments.map((row) => (
            <tr key={row.sessionId} data-session-id={row.sessionId}>
              <td style={CELL}>{row.clientEmail}</td>
              <td style={CELL}>{whenWords(row.sessionStartDate)}</td>
              <td style={CELL}>{fundingRouteWords(row.fundingRoute)}</td>
              <td style={CELL}>
                {money(row.paidCents)} on {whenWords(row.paidAt)}
              </td>
              <td style={CELL}>{refundsWords(row)}</td>
              <td style={CELL}>{money(row.leftCents)}</td>
              <td style={CELL}>
                {row.leftCents === 0 ? (
                  'Fully refunded'
                ) : (
                  <Button variant="secondary" onClick={() => setRefunding(row.sessionId)} aria-label={`Refund ${row.clientEmail}, session of ${whenWords(row.sessionStartDate)}`}>
                    Refund…
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ScrollingTable>
        <Pager label="Paid sessions pages" page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
      </>
    );

  return (
    <>
      <Form noValidate aria-label="Find a paid session" onSubmit={onFind}>
        <TextField label="Session id" name="sessionId" hint="Leave empty to list every paid session." value={typed} onChange={setTyped} spellCheck={false} />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </Form>
      {content}
      {selected && <RefundForm key={selected.sessionId} row={selected} onClose={() => setRefunding(undefined)} />}
    </>
  );
}
