import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { scheduleJob } from '../../../jobs/job-store';
import { checkRequestedTime, noLongerAvailable } from '../sessions/bookable-time';
import { parseInstant, parseTherapyType, parseTimeZone } from '../../sessions';
import { bookingPolicyOf } from '../../availability';
import { blocksCovering } from '../sessions/lock-blocks';
import { acquireBlocks, releaseHolder, releaseLocks } from '../sessions/slot-locks';
import { setHoldsExpiry } from '../../availability';
import { slotLockId } from '../../availability';
import { parseFundingRoute, priceSession } from '../../payments';
import type { FundingDetails } from '../../payments';
import { PriceReservationModel, RESERVATION_HOLD_MINUTES, type PriceReservationRecord } from './price-reservation.model';
import type { CreatePriceReservationRequest, PriceReservation, UpdatePriceReservationRequest } from './price-reservation.types';
import { toPriceReservation } from './to-price-reservation';

export const EXPIRE_RESERVATION_JOB = 'expire-reservation';

/** The client's own reservation; anyone else's is the same 404 as an unknown id. */
export async function ownReservation(user: AuthenticatedUser, reservationId: string): Promise<PriceReservationRecord> {
  const record = await PriceReservationModel.findById(reservationId).lean();
  if (!record || user.userType !== 'client' || record.patientId !== user.sub) throw notFound(`No price reservation '${reservationId}'.`);
  return record;
}

/** Prices a time and holds it for this client for a few minutes (reservation locks that expire). */
export async function createPriceReservation(user: AuthenticatedUser, body: CreatePriceReservationRequest, now = new Date()): Promise<PriceReservation> {
  return toPriceReservation(await reserveFor(user.sub, body, now));
}

/**
 * Prices and holds a time for a patient: the client themself, or (in-session) their psychologist
 * booking the next session with them (`bookedByPsychologistId`). Only earlier holds made the same
 * way are released, so an in-session hold never drops the client's own checkout.
 */
export async function reserveFor(patientId: string, body: CreatePriceReservationRequest, now = new Date(), bookedByPsychologistId?: string): Promise<PriceReservationRecord> {
  const startsAt = parseInstant(body.sessionStartDate, 'sessionStartDate');
  const timezoneId = parseTimeZone(body.timezoneId);
  const therapyTypeId = parseTherapyType(body.therapyTypeId);
  const fundingRoute = parseFundingRoute(body.fundingRoute);
  // The same time chosen again (a double click, the back button): the hold is the caller's own.
  const own = await ownHoldOf(patientId, body, startsAt, therapyTypeId, now, bookedByPsychologistId);
  if (own) {
    await changeReservation(own, { timezoneId, fundingRoute, funding: body.funding ?? {}, discountCode: body.discountCode ?? '', ...(body.claimingReferrerId && { claimingReferrerId: body.claimingReferrerId }) }, now);
    return (await PriceReservationModel.findById(own._id).lean())!;
  }
  const priced = await priceSession(
    { psychologistId: body.psychologistId, sessionDurationTypeId: body.sessionDurationTypeId, startsAt, fundingRoute, funding: body.funding ?? {}, discountCode: body.discountCode, patientId, timeZone: timezoneId },
    now,
  );
  const policy = await bookingPolicyOf(body.psychologistId);
  await checkRequestedTime({ psychologistId: body.psychologistId, startsAt, durationMinutes: priced.durationMinutes, now });

  const reservationId = randomUUID();
  const endsAt = new Date(startsAt.getTime() + priced.durationMinutes * 60_000);
  const expiresAt = new Date(now.getTime() + RESERVATION_HOLD_MINUTES * 60_000);
  const blocks = blocksCovering(startsAt, endsAt, policy.bufferMinutes);
  const held = await acquireBlocks(body.psychologistId, blocks, { kind: 'reservation', id: reservationId, expiresAt }, now);
  if (!held.ok) throw noLongerAvailable();
  try {
    const record: PriceReservationRecord = {
      _id: reservationId,
      patientId,
      psychologistId: body.psychologistId,
      startsAt,
      endsAt,
      timezoneId,
      durationMinutes: priced.durationMinutes,
      sessionDurationTypeId: body.sessionDurationTypeId,
      therapyTypeId,
      bufferMinutes: policy.bufferMinutes,
      fundingRoute,
      funding: { ...(body.funding ?? {}) },
      ...(priced.medicareReferralId && { medicareReferralId: priced.medicareReferralId }),
      ...(priced.discount && { discountCode: priced.discount._id }),
      ...(body.claimingReferrerId && { claimingReferrerId: body.claimingReferrerId }),
      quote: priced.quote as unknown as PriceReservationRecord['quote'],
      status: 'Held',
      sessionId: randomUUID(),
      expiresAt,
      createdAt: now,
      ...(bookedByPsychologistId && { bookedByPsychologistId }),
      lateCancellationHours: policy.lateCancellationHours,
      ...(policy.lateCancellationFeeCents !== undefined && { lateCancellationFeeCents: policy.lateCancellationFeeCents }),
    };
    await PriceReservationModel.create(record);
    await scheduleJob({ _id: `${EXPIRE_RESERVATION_JOB}:${reservationId}`, kind: EXPIRE_RESERVATION_JOB, runAt: expiresAt, payload: { reservationId } });
    await releaseEarlierHolds(patientId, reservationId, bookedByPsychologistId);
    return record;
  } catch (err) {
    await releaseHolder(reservationId);
    await PriceReservationModel.deleteOne({ _id: reservationId, status: 'Held' });
    throw err;
  }
}

/** This patient's live hold of exactly this time, length and kind, made the same way (or none). */
async function ownHoldOf(patientId: string, body: CreatePriceReservationRequest, startsAt: Date, therapyTypeId: number, now: Date, bookedByPsychologistId?: string): Promise<PriceReservationRecord | undefined> {
  const held = await PriceReservationModel.find({ patientId, status: 'Held' }).lean();
  return held.find(
    (r) =>
      r.psychologistId === body.psychologistId &&
      r.startsAt.getTime() === startsAt.getTime() &&
      r.sessionDurationTypeId === body.sessionDurationTypeId &&
      r.therapyTypeId === therapyTypeId &&
      r.bookedByPsychologistId === bookedByPsychologistId &&
      r.expiresAt > now,
  );
}

/** A client holds one time at once: choosing another lets the earlier one go for others. */
async function releaseEarlierHolds(patientId: string, keep: string, bookedByPsychologistId?: string): Promise<void> {
  const held = await PriceReservationModel.find({ patientId, status: 'Held' }).lean();
  for (const reservation of held.filter((r) => r._id !== keep && r.bookedByPsychologistId === bookedByPsychologistId)) {
    await releaseHolder(reservation._id);
    await PriceReservationModel.updateOne({ _id: reservation._id, status: 'Held' }, { $set: { status: 'Released' } });
  }
}

export async function getPriceReservation(user: AuthenticatedUser, reservationId: string): Promise<PriceReservation> {
  return toPriceReservation(await ownReservation(user, reservationId));
}

/** Changes the code, funding or time of a held reservation: new time's locks first, then the old ones go. */
export async function updatePriceReservation(user: AuthenticatedUser, reservationId: string, body: UpdatePriceReservationRequest, now = new Date()): Promise<PriceReservation> {
  return changeReservation(await ownReservation(user, reservationId), body, now);
}

/** Changes a held reservation (the caller has checked whose it is). */
export async function changeReservation(current: PriceReservationRecord, body: UpdatePriceReservationRequest, now = new Date()): Promise<PriceReservation> {
  const reservationId = current._id;
  if (current.status !== 'Held') throw conflict('This reservation has already been booked or released.');
  if (current.expiresAt <= now) throw conflict('This reservation has expired: please choose the time again.');
  const psychologistId = body.psychologistId ?? current.psychologistId;
  const startsAt = body.sessionStartDate !== undefined ? parseInstant(body.sessionStartDate, 'sessionStartDate') : current.startsAt;
  const timezoneId = body.timezoneId !== undefined ? parseTimeZone(body.timezoneId) : current.timezoneId;
  const fundingRoute = body.fundingRoute !== undefined ? parseFundingRoute(body.fundingRoute) : (current.fundingRoute as ReturnType<typeof parseFundingRoute>);
  const funding = (body.funding ?? current.funding) as Record<string, unknown>;
  const discountCode = body.discountCode !== undefined ? body.discountCode : current.discountCode;
  const priced = await priceSession({ psychologistId, sessionDurationTypeId: current.sessionDurationTypeId, startsAt, fundingRoute, funding: funding as FundingDetails, discountCode, patientId: current.patientId, timeZone: timezoneId }, now);

  const expiresAt = new Date(now.getTime() + RESERVATION_HOLD_MINUTES * 60_000);
  const endsAt = new Date(startsAt.getTime() + priced.durationMinutes * 60_000);
  const moved = psychologistId !== current.psychologistId || startsAt.getTime() !== current.startsAt.getTime();
  let bufferMinutes = current.bufferMinutes;
  let policyChange: Pick<PriceReservationRecord, 'lateCancellationHours' | 'lateCancellationFeeCents'> = {};
  if (moved) {
    const policy = await bookingPolicyOf(psychologistId);
    await checkRequestedTime({ psychologistId, startsAt, durationMinutes: priced.durationMinutes, now, ownHolderIds: [reservationId] });
    bufferMinutes = policy.bufferMinutes;
    policyChange = { lateCancellationHours: policy.lateCancellationHours, lateCancellationFeeCents: policy.lateCancellationFeeCents };
    const newBlocks = blocksCovering(startsAt, endsAt, bufferMinutes);
    const held = await acquireBlocks(psychologistId, newBlocks, { kind: 'reservation', id: reservationId, expiresAt }, now);
    if (!held.ok) throw noLongerAvailable();
    const keep = new Set(newBlocks.map((b) => slotLockId(psychologistId, b)));
    const old = blocksCovering(current.startsAt, current.endsAt, current.bufferMinutes).map((b) => slotLockId(current.psychologistId, b));
    await releaseLocks(old.filter((id) => !keep.has(id)), reservationId);
  }
  // Still ours and not expired (checked above), so only we write these locks.
  await setHoldsExpiry(reservationId, expiresAt);
  const update: Partial<PriceReservationRecord> = {
    psychologistId,
    startsAt,
    endsAt,
    timezoneId,
    bufferMinutes,
    fundingRoute,
    funding,
    quote: priced.quote as unknown as PriceReservationRecord['quote'],
    expiresAt,
    ...(policyChange.lateCancellationHours !== undefined && { lateCancellationHours: policyChange.lateCancellationHours }),
    ...(policyChange.lateCancellationFeeCents !== undefined && { lateCancellationFeeCents: policyChange.lateCancellationFeeCents }),
  };
  await PriceReservationModel.updateOne(
    { _id: reservationId },
    {
      $set: { ...update, ...(priced.medicareReferralId && { medicareReferralId: priced.medicareReferralId }), ...(priced.discount && { discountCode: priced.discount._id }) },
      $unset: { ...(!priced.discount && { discountCode: 1 }), ...(!priced.medicareReferralId && { medicareReferralId: 1 }) },
    },
  );
  await scheduleJob({ _id: `${EXPIRE_RESERVATION_JOB}:${reservationId}:${expiresAt.getTime()}`, kind: EXPIRE_RESERVATION_JOB, runAt: expiresAt, payload: { reservationId } });
  return toPriceReservation({ ...current, ...update, discountCode: priced.discount?._id });
}
