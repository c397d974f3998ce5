import { useState } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeInvoicesQuery } from '@harbour/sdk/practice';
import { Container, Loading, LoadError } from '@harbour/ui';
import { Card } from '../layout/practiceStyles';
import { day, dollars } from '../sessions/practice-format';

/** /psychologists/account/invoices: one invoice per charged session and per late-cancellation fee, filtered by date and status, with totals. */
export function InvoicesPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<'' | 'Paid' | 'Unpaid'>('');
  const invoices = useGetPracticeInvoicesQuery({ ...(from && { from }), ...(to && { to }), ...(status && { status }) });
  const totals = invoices.data?.totals;

  return (
    <Container>
      <h1>Invoices</h1>
      <p>Every invoice is a tax invoice showing your ABN; none is issued until your ABN is set.</p>
      {invoices.data && invoices.data.awaitingAbn > 0 && (
        <Card as="p" role="status">
          {invoices.data.awaitingAbn === 1 ? '1 invoice is' : `${invoices.data.awaitingAbn} invoices are`} waiting for your ABN.{' '}
          <Link to="/psychologists/account/settings#invoice-settings-heading">Add your ABN in settings</Link> and {invoices.data.awaitingAbn === 1 ? 'it is' : 'they are'} issued
          straight away.
        </Card>
      )}
      <form onSubmit={(e) => e.preventDefault()} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }} aria-label="Filter invoices">
        <label>
          From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as '' | 'Paid' | 'Unpaid')}>
            <option value="">All</option>
            <option value="Paid">Paid</option>
            <option value="Unpaid">Unpaid</option>
          </select>
        </label>
      </form>
      {invoices.error && <LoadError what="your invoices" message={errorMessageOf(invoices.error)} onRetry={() => void invoices.refetch()} />}
      {invoices.isFetching && !invoices.data && <Loading label="Loading your invoices" />}
      {totals && (
        <p aria-live="polite">
          {totals.count} invoice{totals.count === 1 ? '' : 's'}: fees {dollars(totals.feeCents)}, Medicare rebates {dollars(totals.rebateCents)}, paid {dollars(totals.paidCents)}, outstanding{' '}
          {dollars(totals.outstandingCents)}.
        </p>
      )}
      {invoices.data?.invoices.length === 0 && <p>No invoices match.</p>}
      {invoices.data && invoices.data.invoices.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table>
            <caption>Invoices</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Service date</th>
                <th scope="col">Client</th>
                <th scope="col">For</th>
                <th scope="col">Fee</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.invoices.map((i) => (
                <tr key={i.invoiceId}>
                  <td>
                    <Link to={`/psychologists/account/invoices/${encodeURIComponent(i.invoiceId)}`}>{i.invoiceNumber}</Link>
                  </td>
                  <td>{day(i.serviceDate)}</td>
                  <td>{i.patientName}</td>
                  <td>{i.purpose === 'session' ? 'Session' : 'Late-cancellation fee'}</td>
                  <td>{dollars(i.feeCents)}</td>
                  <td>{i.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Container>
  );
}
