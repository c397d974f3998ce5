import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { cancelRedemption, discountCodeOf, redeemDiscountCode } from '../../funding';
import { usableCardsOf } from '../../payments';
import { PriceReservationModel, type PriceReservationRecord } from '../reservations/price-reservation.model';
import { ownReservation } from '../reservations/price-reservations';
import type { FundedRoute } from '../../funding';
import { claimEntitlement, releaseEntitlement } from '../../funding';
import { entitlementFor, type Entitlement } from '../../funding';
import { loadEntitlementFacts } from '../../funding';
import type { FundingDetails } from '../../payments';
import { outstandingPayments } from '../../payments';
import { completeBookingGroup, requireOwnOpenGroup } from '../booking-groups/booking-groups';
import { createSession, removeSessionBookedBy, sessionOf } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { checkRequestedTime, noLongerAvailable } from './bookable-time';
import { BookingClaimModel } from './booking-claim.model';
import { blocksCovering } from './lock-blocks';
import { emailParticipants } from './session-emails';
import { scheduleSessionJobs } from './session-jobs';
import { termsFor } from './session-terms';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { acquireBlocks, convertHolds, releaseHolder, revertHolds } from './slot-locks';
import type { BookSessionRequest, SessionDetails } from '../../sessions';
import { namesFor, toSessionDetails } from '../../sessions';

/**
 * A funder's share the client was quoted must still be theirs: another booking (another tab) may
 * have used the referral's last rebated session or the funder's last session meanwhile.
 */
async function checkStillEntitled(reservation: PriceReservationRecord, now: Date): Promise<Entitlement | undefined> {
  const quote = reservation.quote;
  if (quote.rebateCents <= 0 && quote.funderPaysCents <= 0) return undefined;
  const funding = reservation.funding as FundingDetails;
  const entitlement = entitlementFor(await loadEntitlementFacts(reservation.patientId, now), {
    route: reservation.fundingRoute as FundedRoute,
    startsAt: reservation.startsAt,
    timeZone: reservation.timezoneId,
    workersCompClaimNumber: funding.workersCompClaimNumber,
    workersCompApprovedSessions: funding.workersCompApprovedSessions,
    dvaReferralIssuedOn: funding.dvaReferralIssuedOn,
  });
  if (!entitlement.eligible) throw priceChanged(entitlement.reason ?? 'its funding is no longer available.');
  return entitlement;
}

const priceChanged = (why: string) => conflict(`The price of this session has changed since you chose the time: ${why} Update the price to see what you would pay.`);

/** A reservation this close to its expiry is re-claimed instead of converted (others may take it over then). */
const CONVERSION_MARGIN_MS = 15_000;

/**
 * POST /sessions/book: turns the client's price reservation into a session. The time is decided
 * by the locks (converted from the hold, or claimed again if the hold ran out), before the session
 * is written; any failure after that deletes what this call wrote. Nothing is charged now: the
 * card is charged after the session (book now, pay later).
 */
export async function bookSession(user: AuthenticatedUser, body: BookSessionRequest, now = new Date()): Promise<SessionDetails> {
  return bookReservation(await ownReservation(user, body.reservationId), body, now);
}

/**
 * Books a reservation whose owner the caller has checked: the client's own, or (in-session) one
 * the session's psychologist made for the client. The same rules and locks either way.
 */
export async function bookReservation(reservation: PriceReservationRecord, body: BookSessionRequest, now = new Date(), emailLines?: string[]): Promise<SessionDetails> {
  const patientId = reservation.patientId;
  if (reservation.status === 'Booked') {
    const existing = await sessionOf(reservation.sessionId);
    if (existing) return toSessionDetails(existing, await namesFor([existing]));
  }
  if (reservation.status !== 'Held' && reservation.status !== 'Expired') throw conflict('This reservation was released: please choose a time again.');
  if (body.acceptCancellationPolicy !== true) throw invalidField('acceptCancellationPolicy', 'Please accept the cancellation policy to book.');
  if (body.bookingGroupId) await requireOwnOpenGroup(patientId, body.bookingGroupId);
  if ((await outstandingPayments(patientId)).length > 0) {
    throw conflict('A payment for an earlier session did not go through. Please retry it before booking another session.');
  }
  if (reservation.quote.outOfPocketCents > 0) {
    const usable = await usableCardsOf(patientId, reservation.endsAt);
    if (body.paymentMethodId ? !usable.some((c) => c._id === body.paymentMethodId) : usable.length === 0) {
      throw invalidField('paymentMethodId', 'Add a card that is valid on the day of the session: it is charged after the session.');
    }
  }
  // A live hold keeps its time bookable: the notice is counted from when the client held it.
  const heldSince = reservation.status === 'Held' && reservation.expiresAt > now ? reservation.createdAt : undefined;
  await checkRequestedTime({ psychologistId: reservation.psychologistId, startsAt: reservation.startsAt, durationMinutes: reservation.durationMinutes, now, ownHolderIds: [reservation._id, reservation.sessionId], heldSince });
  const entitlement = await checkStillEntitled(reservation, now);

  // One booking per reservation, even on a double click.
  try {
    await BookingClaimModel.create({ _id: reservation._id, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict('This reservation is already being booked.');
    throw err;
  }
  const sessionId = reservation.sessionId;
  const blocks = blocksCovering(reservation.startsAt, reservation.endsAt, reservation.bufferMinutes);
  let converted = false;
  let redemption: string | undefined;
  try {
    if (reservation.status === 'Held' && reservation.expiresAt.getTime() - now.getTime() > CONVERSION_MARGIN_MS) {
      converted = true;
      const count = await convertHolds(reservation._id, sessionId);
      if (count !== blocks.length) throw noLongerAvailable();
    } else {
      const held = await acquireBlocks(reservation.psychologistId, blocks, { kind: 'session', id: sessionId }, now);
      if (!held.ok) throw noLongerAvailable();
    }
    if (reservation.discountCode) {
      const code = await discountCodeOf(reservation.discountCode);
      if (code) {
        try {
          redemption = await redeemDiscountCode(code, patientId, sessionId, now);
        } catch (err) {
          if (isDuplicateKey(err)) throw invalidField('discountCode', 'This discount code has already been used.');
          throw err;
        }
      }
    }
    // The funder's place is decided by an insert: of bookings racing for the last one, one wins.
    if (entitlement?.counts && !(await claimEntitlement(patientId, sessionId, entitlement.counts, now))) {
      throw priceChanged('another booking has just used the last session your funding covers.');
    }
    const session: SessionRecord = {
      _id: sessionId,
      patientId,
      psychologistId: reservation.psychologistId,
      sessionParticipants: [
        { userId: patientId, userType: 'client', isLeadParticipant: true },
        { userId: reservation.psychologistId, userType: 'psychologist', isLeadParticipant: false },
      ],
      startsAt: reservation.startsAt,
      endsAt: reservation.endsAt,
      timezoneId: reservation.timezoneId,
      sessionDurationTypeId: String(reservation.sessionDurationTypeId),
      durationMinutes: reservation.durationMinutes,
      therapyTypeId: String(reservation.therapyTypeId),
      sessionType: reservation.fundingRoute,
      sessionStatus: 'Pending',
      paymentStatus: reservation.quote.outOfPocketCents > 0 ? 'NotDue' : 'NotRequired',
      ...(body.bookingGroupId && { bookingGroupId: body.bookingGroupId }),
      priceReservationId: reservation._id,
      createdAt: now,
      quote: {
        feeCents: reservation.quote.feeCents,
        rebateCents: reservation.quote.rebateCents,
        funderPaysCents: reservation.quote.funderPaysCents,
        discountCents: reservation.quote.discountCents,
        outOfPocketCents: reservation.quote.outOfPocketCents,
        ...(reservation.quote.item && { item: reservation.quote.item }),
        ...(reservation.quote.rateId && { rateId: reservation.quote.rateId }),
        ...(reservation.quote.rateEffectiveFrom && { rateEffectiveFrom: reservation.quote.rateEffectiveFrom }),
      },
      funding: reservation.funding,
      ...(reservation.medicareReferralId && reservation.quote.rebateCents > 0 && { medicareReferralId: reservation.medicareReferralId }),
      ...(redemption && { discountCode: reservation.discountCode }),
      rescheduleCount: 0,
      // What the client accepted: the window and fee shown with this reservation.
      terms: termsFor(reservation, reservation.quote, now, 'booking'),
    };
    await createSession(session);
    await PriceReservationModel.updateOne({ _id: reservation._id }, { $set: { status: 'Booked' } });
    if (body.bookingGroupId) await completeBookingGroup(body.bookingGroupId, sessionId);
    await scheduleSessionJobs(session, now);
    await emailParticipants(session, {
      kind: 'session-booked',
      subject: 'Session booked: {time}',
      lines: emailLines ?? ['Your Harbour session is booked for {time}.', 'You can reschedule or cancel from your sessions page.'],
    });
    return toSessionDetails(session, await namesFor([session]));
  } catch (err) {
    // Compensation: only what this call wrote (the session id is this reservation's own).
    await removeSessionBookedBy(sessionId, { priceReservationId: reservation._id, createdAt: now });
    if (redemption) await cancelRedemption(redemption, sessionId);
    await releaseEntitlement(sessionId);
    if (converted && reservation.expiresAt > new Date()) await revertHolds(sessionId, reservation._id, reservation.expiresAt);
    else await releaseHolder(sessionId);
    await PriceReservationModel.updateOne({ _id: reservation._id }, { $set: { status: reservation.status } });
    await BookingClaimModel.deleteOne({ _id: reservation._id });
    throw err;
  }
}
