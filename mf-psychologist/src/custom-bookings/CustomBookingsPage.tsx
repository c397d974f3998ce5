import { Link } from '@harbour/router';
import { useDialogs, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useCancelCustomBookingMutation, useGetCustomBookingsQuery } from '@harbour/sdk/practice';
import { Button, Container, Loading, LoadError } from '@harbour/ui';
import { dollars, fullName, when } from '../sessions/practice-format';
import { List } from '../sessions/SessionsPage';
import { SessionsNav } from '../sessions/SessionsNav';
import { CONFIRM } from '../confirm-actions';

/** /psychologists/account/custom-bookings: the times offered to patients, their answers, and withdrawing an open offer. */
export function CustomBookingsPage() {
  const offers = useGetCustomBookingsQuery();
  const [cancel] = useCancelCustomBookingMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();

  const withdraw = async (id: string, patient: string) => {
    if (!(await dialogs.confirm(`The times offered to ${patient} are withdrawn; they can no longer accept one.`, CONFIRM.withdrawOffer))) return;
    try {
      await cancel({ customBookingId: id }).unwrap();
      toasts.show({ type: 'success', message: 'Offer withdrawn.' });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessageOf(error) });
    }
  };

  return (
    <Container>
      <h1>Custom bookings</h1>
      <SessionsNav />
      <p>
        <Link to="/psychologists/account/custom-bookings/book">Offer times to a patient</Link>
      </p>
      {offers.error && <LoadError what="your custom bookings" message={errorMessageOf(offers.error)} onRetry={() => void offers.refetch()} />}
      {offers.isLoading && <Loading label="Loading your custom bookings" />}
      {offers.data?.customBookings.length === 0 && <p>You have not offered any times yet.</p>}
      {offers.data && (
        <List aria-label="Offers">
          {offers.data.customBookings.map((o) => (
            <li key={o.customBookingId}>
              <span>
                {fullName(o.patient)}: {o.times.map(when).join('; ')} · {o.durationMinutes} min · {dollars(o.priceCents)}
              </span>
              <span>
                <strong>{o.status}</strong>
                {o.sessionId && (
                  <>
                    {' '}
                    · <Link to={`/psychologists/account/sessions/${encodeURIComponent(o.sessionId)}`}>the session</Link>
                  </>
                )}
                {o.status === 'Offered' && (
                  <Button type="button" variant="secondary" onClick={() => void withdraw(o.customBookingId, fullName(o.patient))}>
                    Withdraw
                  </Button>
                )}
              </span>
            </li>
          ))}
        </List>
      )}
    </Container>
  );
}
