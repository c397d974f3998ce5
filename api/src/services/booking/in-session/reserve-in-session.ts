import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import type { FundingDetails, FundingRouteName } from '../../payments';
import { changeReservation, reserveFor } from '../reservations/price-reservations';
import type { PriceReservation } from '../reservations/price-reservation.types';
import { toPriceReservation } from '../reservations/to-price-reservation';
import { currentSessionWith, inSessionReservation } from './in-session-access';
import type { InSessionPriceReservationRequest, InSessionPriceReservationUpdate } from './in-session.types';

/**
 * POST /sessions/in-session/price-reservation: the psychologist prices and holds the next session
 * with the client they are with, with themself. Length, therapy type, zone and funding default to
 * the current session's (the client's funding route), so the quote is what the client will pay.
 * The hold uses the same slot locks as the checkout: a time someone else holds is a 409.
 */
export async function createInSessionReservation(user: AuthenticatedUser, body: InSessionPriceReservationRequest, now = new Date()): Promise<PriceReservation> {
  const current = await currentSessionWith(user, body.patientId, now);
  const record = await reserveFor(
    current.patientId,
    {
      psychologistId: user.sub,
      sessionStartDate: body.sessionStartDate,
      timezoneId: body.timezoneId ?? current.timezoneId,
      sessionDurationTypeId: body.sessionDurationTypeId ?? Number(current.sessionDurationTypeId),
      therapyTypeId: body.therapyTypeId ?? Number(current.therapyTypeId),
      fundingRoute: body.fundingRoute ?? (current.sessionType as FundingRouteName),
      funding: body.funding ?? ((current.funding ?? {}) as FundingDetails),
      ...(body.discountCode && { discountCode: body.discountCode }),
    },
    now,
    user.sub,
  );
  return toPriceReservation(record);
}

/** PUT /sessions/in-session/price-reservation/{id}: another time, code or funding; the hold is renewed. */
export async function updateInSessionReservation(user: AuthenticatedUser, reservationId: string, body: InSessionPriceReservationUpdate, now = new Date()): Promise<PriceReservation> {
  const reservation = await inSessionReservation(user, reservationId, now);
  if (reservation.patientId !== body.patientId) throw notFound(`No price reservation '${reservationId}'.`);
  const { patientId: _patientId, ...change } = body;
  return changeReservation(reservation, change, now);
}
