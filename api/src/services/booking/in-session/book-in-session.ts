import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { bookReservation } from '../sessions/book-session';
import type { SessionDetails } from '../../sessions';
import { inSessionReservation } from './in-session-access';
import type { InSessionBookRequest } from './in-session.types';

/**
 * POST /sessions/in-session/book: books the psychologist's in-session reservation for the client.
 * Every booking rule applies (bookable time, card valid on the day when something is owed, no
 * outstanding failed payment, policy accepted) and the slot locks decide, exactly as at checkout.
 */
export async function bookInSession(user: AuthenticatedUser, body: InSessionBookRequest, now = new Date()): Promise<SessionDetails> {
  const reservation = await inSessionReservation(user, body.reservationId, now);
  return bookReservation(reservation, { reservationId: body.reservationId, acceptCancellationPolicy: body.acceptCancellationPolicy, ...(body.paymentMethodId && { paymentMethodId: body.paymentMethodId }) }, now, [
    'Your next Harbour session is booked for {time}, as agreed in your session.',
    'You can reschedule or cancel from your sessions page.',
  ]);
}
