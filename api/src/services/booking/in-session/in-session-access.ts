import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { forbidden, notFound } from '../../../http/problem';
import { PriceReservationModel, type PriceReservationRecord } from '../reservations/price-reservation.model';
import { joinWindowOf } from '../../sessions';
import { sessionsOfPatient } from '../../sessions';
import type { SessionRecord } from '../../sessions';

export const IN_SESSION_ONLY =
  'In-session booking is open only around a session with this client: from 15 minutes before it starts until 30 minutes after its booked end.';

/**
 * In-session booking (spec §7 `…/in-session/…`): the session's psychologist books the next session
 * for their client while they are together. Allowed only to a psychologist with a session with
 * this client whose join window is open now (15 minutes before the start until 30 minutes after
 * the booked end; an ended session still counts inside that window, so the end page can book;
 * a cancelled one does not). A psychologist who has never seen this client gets the 404 of an
 * unknown client; one who has, outside the window, 403.
 */
export async function currentSessionWith(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<SessionRecord> {
  if (user.userType !== 'psychologist') throw forbidden('Only the session\'s psychologist books in-session.');
  // Equality on patientId is pushed down to SQL; the psychologist is matched in that small set.
  const together = (await sessionsOfPatient(patientId)).filter((s) => s.psychologistId === user.sub);
  if (together.length === 0) throw notFound(`No client '${patientId}'.`);
  const open = together
    .filter((s) => s.sessionStatus !== 'Cancelled')
    .filter((s) => {
      const { opensAt, closesAt } = joinWindowOf(s);
      return opensAt.getTime() <= now.getTime() && now.getTime() < closesAt.getTime();
    })
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  if (open.length === 0) throw forbidden(IN_SESSION_ONLY);
  return open[0];
}

/** A reservation this psychologist made in-session for a client they are with now; else 404. */
export async function inSessionReservation(user: AuthenticatedUser, reservationId: string, now = new Date()): Promise<PriceReservationRecord> {
  const record = await PriceReservationModel.findById(reservationId).lean();
  if (!record || user.userType !== 'psychologist' || record.bookedByPsychologistId !== user.sub || record.psychologistId !== user.sub) {
    throw notFound(`No price reservation '${reservationId}'.`);
  }
  await currentSessionWith(user, record.patientId, now);
  return record;
}
