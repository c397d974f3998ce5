import { useState } from 'react';
import { Link, useParams } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeInvoiceQuery } from '@harbour/sdk/practice';
import { Button, Container, FormAlert, Loading, LoadError } from '@harbour/ui';
import { downloadWithToken } from '@harbour/area-runtime';
import { day, dollars } from '../sessions/practice-format';

/** "51 824 753 556", as the ATO prints an ABN. */
export const formatAbn = (abn: string) => abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** /psychologists/account/invoices/{invoiceId}: the tax invoice (it shows the ABN) and its PDF. */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useGetPracticeInvoiceQuery({ invoiceId });
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (invoice.error) {
    return (
      <Container>
        <h1>Invoice</h1>
        <LoadError what="this invoice" message={errorMessageOf(invoice.error)} onRetry={() => void invoice.refetch()} />
      </Container>
    );
  }
  if (!invoice.data) return <Loading label="Loading the invoice" />;
  const i = invoice.data;

  const download = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await downloadWithToken(`/practice/invoices/${encodeURIComponent(i.invoiceId)}/pdf`, `${i.invoiceNumber}.pdf`);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container>
      <p>
        <Link to="/psychologists/account/invoices">All invoices</Link>
      </p>
      <h1>
        {i.documentTitle} {i.invoiceNumber}
      </h1>
      <dl>
        <dt>Psychologist</dt>
        <dd>
          {i.psychologistName}
          {i.businessName && `, ${i.businessName}`}
        </dd>
        <dt>Medicare provider number</dt>
        <dd>{i.providerNumber ?? 'Not set'}</dd>
        {i.abn && (
          <>
            <dt>ABN</dt>
            <dd>{formatAbn(i.abn)}</dd>
          </>
        )}
        <dt>Client</dt>
        <dd>{i.patientName}</dd>
        <dt>Service date</dt>
        <dd>{day(i.serviceDate)}</dd>
        <dt>Service</dt>
        <dd>{i.purpose === 'session' ? `Psychology session by video (${i.sessionType})` : 'Late-cancellation fee'}</dd>
        {i.medicareItem && (
          <>
            <dt>Medicare item</dt>
            <dd>{i.medicareItem}</dd>
          </>
        )}
        <dt>Fee</dt>
        <dd>{dollars(i.feeCents)}</dd>
        {i.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>{dollars(i.discountCents)}</dd>
          </>
        )}
        <dt>Medicare rebate</dt>
        <dd>{dollars(i.rebateCents)}</dd>
        {i.funderPaysCents > 0 && (
          <>
            <dt>Paid by the funder</dt>
            <dd>{dollars(i.funderPaysCents)}</dd>
          </>
        )}
        <dt>Client pays</dt>
        <dd>{dollars(i.clientPaysCents)}</dd>
        <dt>GST</dt>
        <dd>{dollars(i.gstCents)}</dd>
        <dt>Status</dt>
        <dd>{i.status}</dd>
        {i.refundedCents > 0 && (
          <>
            <dt>Refunded to the client</dt>
            <dd>{dollars(i.refundedCents)}</dd>
          </>
        )}
      </dl>
      <p>{i.gstStatement}</p>
      <FormAlert message={problem} />
      <Button type="button" onClick={() => void download()} disabled={busy}>
        Download PDF
      </Button>
    </Container>
  );
}
