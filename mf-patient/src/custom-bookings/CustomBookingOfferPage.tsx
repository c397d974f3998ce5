import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@harbour/router';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useAcceptCustomBookingMutation, useGetCustomBookingQuery, useRejectCustomBookingMutation } from '@harbour/sdk/practice';
import { Button, Container, FormAlert, formatCents, formatInstant, LoadError, Loading } from '@harbour/ui';

const when = (at: string) => formatInstant(at, 'weekdayTime');

/** /account/custom-bookings/{id}: the client accepts one of the times their psychologist offered (it is booked), or declines. */
export function CustomBookingOfferPage() {
  const { id = '' } = useParams();
  const offer = useGetCustomBookingQuery({ customBookingId: id });
  const [accept, accepting] = useAcceptCustomBookingMutation();
  const [reject, rejecting] = useRejectCustomBookingMutation();
  const toasts = useToasts();
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  if (offer.error) {
    return (
      <Container>
        <h1>Session offer</h1>
        <LoadError what="this offer" message={errorMessageOf(offer.error)} onRetry={() => void offer.refetch()} />
      </Container>
    );
  }
  if (!offer.data) return <Loading label="Loading the offer" />;
  const o = offer.data;
  const psychologist = [o.psychologist.firstName, o.psychologist.lastName].filter(Boolean).join(' ') || 'Your psychologist';
  const future = o.times.filter((t) => new Date(t).getTime() > Date.now());

  const onAccept = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem('Choose one of the times.');
    setProblem(undefined);
    try {
      await accept({ customBookingId: o.customBookingId, acceptCustomBookingRequest: { sessionStartDate: choice } }).unwrap();
      toasts.show({ type: 'success', message: 'Session booked.' });
    } catch (error) {
      setProblem(errorMessageOf(error));
      void offer.refetch();
    }
  };
  const onReject = async () => {
    try {
      await reject({ customBookingId: o.customBookingId }).unwrap();
      toasts.show({ type: 'success', message: 'Offer declined. Your psychologist has been told.' });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Session offer from {psychologist}</h1>
      <p>
        {o.durationMinutes}-minute session, {formatCents(o.priceCents)}
        {o.priceCents > 0 && ', charged after the session'}.
      </p>
      {o.message && <blockquote>{o.message}</blockquote>}
      {o.status === 'Accepted' && (
        <p role="status">
          You accepted this offer. <Link to="/account">See your sessions</Link>
        </p>
      )}
      {o.status === 'Rejected' && <p role="status">You declined this offer.</p>}
      {o.status === 'Cancelled' && <p role="status">Your psychologist withdrew this offer.</p>}
      {o.status === 'Offered' && future.length === 0 && <p>All the offered times have passed.</p>}
      {o.status === 'Offered' && future.length > 0 && (
        <form onSubmit={onAccept} noValidate>
          <fieldset>
            <legend>Choose a time</legend>
            {future.map((t) => (
              <label key={t} style={{ display: 'block' }}>
                <input type="radio" name="time" value={t} checked={choice === t} onChange={() => setChoice(t)} /> {when(t)}
              </label>
            ))}
          </fieldset>
          <FormAlert message={problem} />
          <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', marginTop: '1rem' }}>
            <Button type="submit" disabled={accepting.isLoading}>
              Accept and book
            </Button>
            <Button type="button" variant="secondary" onClick={() => void onReject()} disabled={rejecting.isLoading}>
              Decline
            </Button>
          </div>
        </form>
      )}
    </Container>
  );
}
