import type { PriceQuote, ReservationCancellationPolicy } from '@harbour/sdk/booking';
import { Button } from '@harbour/ui';
import { QuotePanel } from '@harbour/booking-kit';
import { CancellationPolicyText } from './CancellationPolicyText';
import { freeCancellationHasPassed, lateBookingSentence } from './late-booking';

/** The last part: the price, the psychologist's cancellation terms as they apply to this time, consent, a message, then book. */
export function ConfirmPart({
  quote,
  needsCard,
  policy,
  timeZone,
  accepted,
  onAccepted,
  message,
  onMessage,
  booking,
  onBook,
  now = Date.now(),
}: {
  quote?: PriceQuote;
  needsCard: boolean;
  policy: ReservationCancellationPolicy;
  timeZone: string;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  message: string;
  onMessage: (message: string) => void;
  booking: boolean;
  onBook: () => void;
  now?: number;
}) {
  return (
    <>
      {quote && <QuotePanel quote={quote} heading="Your price" />}
      {!needsCard && <p>Nothing to pay for this session, so no card is needed.</p>}
      <h3 id="policy-heading">Cancellation policy</h3>
      {/* Booked inside the late-cancellation window: no "free until" promise that has already passed. */}
      {freeCancellationHasPassed(policy, now) ? (
        <p data-testid="cancellation-policy">{lateBookingSentence({ ...policy, freeCancellationUntil: String(policy.freeCancellationUntil) })}</p>
      ) : (
        <CancellationPolicyText policy={policy} timeZone={timeZone} />
      )}
      <label className="radio">
        <input type="checkbox" checked={accepted} onChange={(event) => onAccepted(event.target.checked)} />I accept the cancellation policy
      </label>
      <h3 id="message-heading">Message to your psychologist</h3>
      <label className="field">
        Anything you would like them to know before the session (optional)
        <textarea rows={4} maxLength={2000} value={message} onChange={(event) => onMessage(event.target.value)} />
      </label>
      <Button fullWidth loading={booking} onClick={onBook} style={{ marginTop: '1rem' }}>
        Book session
      </Button>
    </>
  );
}
