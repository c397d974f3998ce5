import type { PriceQuote } from '@harbour/sdk/payments';
import { formatCents } from '@harbour/ui';
import { BookingPanel as Panel } from './BookingPanel';
import { fundingLabel } from './funding-routes';
import { chargeSentence } from './price-words';


export const REFERRAL_ASSUMED_NOTE = 'The Medicare rebate counts on a current GP referral (a mental health treatment plan): you give its details on the next step.';

/** The price under the chosen funding: fee, what Medicare or a funder pays, the discount, and what the client pays after the session. */
export function QuotePanel({ quote, heading = 'Your price', referralAssumed = false, note }: { quote: PriceQuote; heading?: string; referralAssumed?: boolean; note?: string }) {
  return (
    <Panel aria-label={heading} aria-live="polite">
      <h2 style={{ marginTop: 0 }}>{heading}</h2>
      <p>{fundingLabel(quote.fundingRoute)}</p>
      {!quote.eligible && quote.reason && <p role="status">{quote.reason}</p>}
      <dl>
        <dt>Session fee</dt>
        <dd>{formatCents(quote.feeCents)}</dd>
        {quote.rebateCents > 0 && (
          <>
            <dt>Medicare rebate{quote.item ? ` (item ${quote.item})` : ''}</dt>
            <dd>−{formatCents(quote.rebateCents)}</dd>
          </>
        )}
        {quote.funderPaysCents > 0 && (
          <>
            <dt>Paid by your funder</dt>
            <dd>−{formatCents(quote.funderPaysCents)}</dd>
          </>
        )}
        {quote.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatCents(quote.discountCents)}</dd>
          </>
        )}
        <dt className="total">Out-of-pocket</dt>
        <dd className="total">{formatCents(quote.outOfPocketCents)}</dd>
      </dl>
      {quote.rebateCents > 0 && referralAssumed && <p role="note">{REFERRAL_ASSUMED_NOTE}</p>}
      {quote.medicare && !referralAssumed && (
        <p>
          Medicare session {quote.medicare.sessionNumberThisYear} of {quote.medicare.sessionsPerYear} this year, {quote.medicare.sessionNumberOnReferral} of{' '}
          {quote.medicare.sessionsPerReferral} on your referral.
        </p>
      )}
      {quote.warnings.map((warning) => (
        <p key={warning} role="note">
          {warning}
        </p>
      ))}
      {note && <p role="note">{note}</p>}
      <p>{chargeSentence(quote)}</p>
    </Panel>
  );
}
