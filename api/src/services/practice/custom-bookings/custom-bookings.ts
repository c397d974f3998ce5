import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import { checkRequestedTime } from '../../booking';
import { recipientZoneOf } from '../../notifications';
import { customBookingOfferedEmail } from './custom-booking-email';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { patientNameOf, psychologistNameOf } from '../../accounts';
import { bookForPatient, checkPrice, minutesOf, requireOwnPatient } from '../sessions/book-for-patient';
import { ACTOR_OF, hasOpenTime, transition, type CustomBookingAction } from './custom-booking-state';
import { CustomBookingDecisionModel, CustomBookingModel, type CustomBookingRecord } from './custom-booking.model';
import type { CreateMultiCustomBookingRequest, CustomBooking, CustomBookingList } from './custom-bookings.types';
import { newestFirst } from '../../../lib/record-order';

export const MAX_TIMES = 5;

async function toCustomBooking(record: CustomBookingRecord): Promise<CustomBooking> {
  const [psychologist, patient] = await Promise.all([
    psychologistNameOf(record.psychologistId),
    patientNameOf(record.patientId),
  ]);
  return {
    customBookingId: record._id,
    psychologist: { id: record.psychologistId, firstName: psychologist?.firstName, lastName: psychologist?.lastName },
    patient: { id: record.patientId, firstName: patient?.firstName, lastName: patient?.lastName },
    times: [...record.times].sort((a, b) => a.getTime() - b.getTime()),
    sessionDurationTypeId: record.sessionDurationTypeId,
    durationMinutes: record.durationMinutes,
    priceCents: record.priceCents,
    ...(record.message && { message: record.message }),
    status: record.status,
    createdAt: record.createdAt,
    ...(record.decidedAt && { decidedAt: record.decidedAt }),
    ...(record.sessionId && { sessionId: record.sessionId }),
  };
}

function parseTimes(values: unknown): Date[] {
  if (!Array.isArray(values) || values.length === 0) throw invalidField('sessionStartDates', 'Offer at least one time.');
  if (values.length > MAX_TIMES) throw invalidField('sessionStartDates', `Offer at most ${MAX_TIMES} times.`);
  const times = values.map((v) => new Date(String(v)));
  if (times.some((t) => Number.isNaN(t.getTime()))) throw invalidField('sessionStartDates', 'Each time must be an ISO 8601 date and time.');
  if (new Set(times.map((t) => t.getTime())).size !== times.length) throw invalidField('sessionStartDates', 'The same time is offered twice.');
  return times;
}

/** Offers times to a patient in their care; each time must be one the psychologist offers now. The patient is emailed a link. */
export async function createCustomBooking(user: AuthenticatedUser, body: CreateMultiCustomBookingRequest, now = new Date()): Promise<CustomBooking> {
  const times = parseTimes(body.sessionStartDates);
  const durationMinutes = minutesOf(body.sessionDurationTypeId);
  checkPrice(body.priceCents);
  if (body.message && body.message.length > 2000) throw invalidField('message', 'Must be at most 2000 characters.');
  await requireOwnPatient(user.sub, body.patientId);
  for (const startsAt of times) {
    if (startsAt <= now) throw invalidField('sessionStartDates', 'Each time must be in the future.');
    await checkRequestedTime({ psychologistId: user.sub, startsAt, durationMinutes, now, ignoreMinimumNotice: true });
  }
  const record: CustomBookingRecord = {
    _id: randomUUID(),
    psychologistId: user.sub,
    patientId: body.patientId,
    times,
    sessionDurationTypeId: body.sessionDurationTypeId,
    durationMinutes,
    priceCents: body.priceCents,
    ...(body.message?.trim() && { message: body.message.trim() }),
    status: 'Offered',
    createdAt: now,
  };
  await CustomBookingModel.create(record);
  const patient = await findAccountById(body.patientId);
  if (patient?.email) {
    // On the client's own clock, with its zone named (the psychologist chose them on theirs).
    const zone = await recipientZoneOf(body.patientId, 'client');
    await sendEmail({
      to: patient.email,
      kind: 'custom-booking-offered',
      ...customBookingOfferedEmail({ customBookingId: record._id, times, durationMinutes, priceCents: body.priceCents, message: record.message }, zone),
    });
  }
  return toCustomBooking(record);
}

/** The caller's own custom booking (its psychologist or patient); anyone else: 404. */
async function ownCustomBooking(user: AuthenticatedUser, id: string): Promise<CustomBookingRecord> {
  const record = await CustomBookingModel.findById(id).lean();
  const mine = record && ((user.userType === 'psychologist' && record.psychologistId === user.sub) || (user.userType === 'client' && record.patientId === user.sub));
  if (!mine) throw notFound(`No custom booking '${id}'.`);
  return record;
}

export async function getCustomBooking(user: AuthenticatedUser, id: string): Promise<CustomBooking> {
  return toCustomBooking(await ownCustomBooking(user, id));
}

export async function listCustomBookings(user: AuthenticatedUser): Promise<CustomBookingList> {
  const filter = user.userType === 'psychologist' ? { psychologistId: user.sub } : { patientId: user.sub };
  const records = await CustomBookingModel.find(filter).lean();
  records.sort(newestFirst((r) => r.createdAt));
  return { customBookings: await Promise.all(records.map(toCustomBooking)) };
}

/** The single decision on an open offer: the first insert wins; the loser gets 409. */
async function decide(user: AuthenticatedUser, record: CustomBookingRecord, action: CustomBookingAction, now: Date): Promise<void> {
  if (ACTOR_OF[action] !== user.userType) throw notFound(`No custom booking '${record._id}'.`);
  const next = transition(record.status, action);
  if (!next.ok) throw conflict(next.reason);
  try {
    await CustomBookingDecisionModel.create({ _id: record._id, action, byUserId: user.sub, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict('This custom booking was already answered or withdrawn.');
    throw err;
  }
}

/** Reject (the patient) or withdraw (the psychologist): the offer closes. */
export async function closeCustomBooking(user: AuthenticatedUser, id: string, action: 'reject' | 'cancel', now = new Date()): Promise<CustomBooking> {
  const record = await ownCustomBooking(user, id);
  await decide(user, record, action, now);
  const status = action === 'reject' ? 'Rejected' : 'Cancelled';
  await CustomBookingModel.updateOne({ _id: id }, { $set: { status, decidedAt: now } });
  return toCustomBooking({ ...record, status, decidedAt: now });
}

/**
 * The patient accepts one offered time: booked through the booking rules (the time must still be
 * free; slot-lock inserts claim it). Accepting twice at once books once: the decision insert lets
 * one call through, and the session id is the offer's own. If the time is gone the decision is
 * undone, so the patient can choose another offered time.
 */
export async function acceptCustomBooking(user: AuthenticatedUser, id: string, sessionStartDate: string, now = new Date()): Promise<CustomBooking> {
  const record = await ownCustomBooking(user, id);
  const startsAt = new Date(sessionStartDate);
  if (Number.isNaN(startsAt.getTime()) || !record.times.some((t) => t.getTime() === startsAt.getTime())) {
    throw invalidField('sessionStartDate', 'Choose one of the offered times.');
  }
  if (!hasOpenTime([startsAt], now)) throw invalidField('sessionStartDate', 'That time has passed: choose a later one.');
  await decide(user, record, 'accept', now);
  const sessionId = `custom-${record._id}`;
  try {
    await bookForPatient({
      psychologistId: record.psychologistId,
      patientId: record.patientId,
      startsAt,
      durationMinutes: record.durationMinutes,
      sessionDurationTypeId: record.sessionDurationTypeId,
      priceCents: record.priceCents,
      sessionId,
      now,
    });
  } catch (err) {
    await CustomBookingDecisionModel.deleteOne({ _id: record._id, byUserId: user.sub, createdAt: now });
    throw err;
  }
  await CustomBookingModel.updateOne({ _id: id }, { $set: { status: 'Accepted', decidedAt: now, sessionId } });
  return toCustomBooking({ ...record, status: 'Accepted', decidedAt: now, sessionId });
}
