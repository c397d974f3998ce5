import { errorMessageOf } from '@harbour/sdk';
import { useGetSessionReceiptQuery } from '@harbour/sdk/payments';
import { formatCents, formatDateInZone, LoadError, Loading } from '@harbour/ui';
import { Card, Facts, Muted } from '../layout/ui';

/** A settled session's receipt, with what the client needs to claim a Medicare rebate. */
export function Receipt({ sessionId, zone }: { sessionId: string; zone: string }) {
  const receipt = useGetSessionReceiptQuery({ sessionId });
  return (
    <Card aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Receipt</h2>
      {receipt.error ? (
        <LoadError what="the receipt" message={errorMessageOf(receipt.error)} onRetry={() => void receipt.refetch()} />
      ) : !receipt.data ? (
        <Loading label="Loading the receipt" />
      ) : (
        <>
          <Facts>
            <dt>Receipt number</dt>
            <dd>{receipt.data.receiptNumber}</dd>
            <dt>Session date</dt>
            <dd>{formatDateInZone(receipt.data.sessionStartDate, zone)}</dd>
            <dt>Psychologist</dt>
            <dd>{receipt.data.psychologistName}</dd>
            <dt>Provider number</dt>
            <dd>{receipt.data.providerNumber ?? 'Not on file'}</dd>
            {receipt.data.itemNumber && (
              <>
                <dt>Medicare item number</dt>
                <dd>{receipt.data.itemNumber}</dd>
              </>
            )}
            <dt>Fee</dt>
            <dd>{formatCents(receipt.data.feeCents)}</dd>
            <dt>Medicare rebate</dt>
            <dd>{formatCents(receipt.data.rebateCents)}</dd>
            {receipt.data.funderPaysCents > 0 && (
              <>
                <dt>Paid by your funder</dt>
                <dd>{formatCents(receipt.data.funderPaysCents)}</dd>
              </>
            )}
            <dt>You paid</dt>
            <dd>{formatCents(receipt.data.amountPaidCents)}</dd>
            <dt>Paid on</dt>
            <dd>{receipt.data.paidAt ? formatDateInZone(receipt.data.paidAt, zone) : 'Nothing to pay'}</dd>
            {receipt.data.refunds?.map((refund, i) => (
              <RefundLine key={i} amountCents={refund.amountCents} refundedAt={refund.refundedAt} zone={zone} />
            ))}
            {receipt.data.refundedCents > 0 && (
              <>
                <dt>You paid after refunds</dt>
                <dd>{formatCents(receipt.data.amountPaidCents - receipt.data.refundedCents)}</dd>
              </>
            )}
            {receipt.data.cardLast4 && (
              <>
                <dt>Card</dt>
                <dd>
                  {receipt.data.cardBrand} ending {receipt.data.cardLast4}
                </dd>
              </>
            )}
          </Facts>
          {receipt.data.isMedicareClaimable && receipt.data.amountPaidCents > 0 && (
            <Muted>Claim your rebate from Medicare (the Medicare app or a service centre) with the provider number, item number and amount above.</Muted>
          )}
        </>
      )}
    </Card>
  );
}

/** A refund to the client's card (the operator console makes them). */
function RefundLine({ amountCents, refundedAt, zone }: { amountCents: number; refundedAt: string; zone: string }) {
  return (
    <>
      <dt>Refunded on {formatDateInZone(refundedAt, zone)}</dt>
      <dd>{formatCents(amountCents)}</dd>
    </>
  );
}
