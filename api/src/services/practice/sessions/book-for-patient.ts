import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { checkRequestedTime, noLongerAvailable } from '../../booking';
import { bookingPolicyOf } from '../../availability';
import { blocksCovering } from '../../booking';
import { emailParticipants } from '../../booking';
import { scheduleSessionJobs } from '../../booking';
import { termsFor } from '../../booking';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { acquireBlocks, releaseLocks } from '../../booking';
import { hasCareRelationship } from '../../sessions';
import { createSession } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { sessionDurationTypes } from '../../reference-data';
import { INDIVIDUAL_THERAPY_TYPE_ID } from '../../reference-data';
import { checkPractitionerChosenTime } from './practitioner-time';

export const MAX_PRICE_CENTS = 100_000;

/** The minutes of a duration type (422 naming the field otherwise). */
export function minutesOf(sessionDurationTypeId: number): number {
  const type = sessionDurationTypes.find((t) => t.sessionDurationTypeId === sessionDurationTypeId);
  if (!type) throw invalidField('sessionDurationTypeId', `Unknown session duration type ${sessionDurationTypeId}.`);
  return type.value;
}

export function checkPrice(priceCents: number): void {
  if (!Number.isInteger(priceCents) || priceCents < 0 || priceCents > MAX_PRICE_CENTS) throw invalidField('priceCents', 'Must be whole cents between 0 and 100000.');
}

/** 404 unless this psychologist has a care relationship with the patient (no hint whether the patient exists). */
export async function requireOwnPatient(psychologistId: string, patientId: string): Promise<void> {
  if (typeof patientId !== 'string' || !patientId) throw invalidField('patientId', 'Choose a patient.');
  if (!(await hasCareRelationship(psychologistId, patientId))) throw notFound(`No patient '${patientId}'.`);
}

export interface BookForPatient {
  psychologistId: string;
  patientId: string;
  startsAt: Date;
  durationMinutes: number;
  sessionDurationTypeId: number;
  priceCents: number;
  /** Decides "one session only": a custom booking's acceptance uses an id derived from it. */
  sessionId: string;
  timezoneId?: string;
  now: Date;
  /**
   * Which times are allowed: `offered` (default), one the psychologist offers clients (their
   * hours and lengths; a custom booking the patient accepts); `chosen`, any future time the
   * psychologist picked themselves (practitioner-time.ts); `now`, a session starting at `now`.
   */
  timeRule?: 'offered' | 'chosen' | 'now';
  /** The booking email to both (default), or nothing: the caller sends its own (start now). */
  notify?: 'booked' | 'none';
}

/** Their own sessions (and the break after each) are the one limit on a time they chose. */
const alreadyBusy = () => conflict('You already have a session (or the break after one) at that time. Choose another time.');

/**
 * A private session the psychologist arranged (booked for a patient, started now, or a custom
 * booking the patient accepted). The time follows `timeRule`; whatever the rule, it is claimed by
 * slot-lock inserts before the session is written, so it never overlaps another session, and on
 * failure only what this call wrote is removed.
 */
export async function bookForPatient(input: BookForPatient): Promise<SessionRecord> {
  const { psychologistId, patientId, startsAt, durationMinutes, sessionId, now, timeRule = 'offered' } = input;
  if (timeRule === 'chosen') checkPractitionerChosenTime(startsAt, now);
  if (timeRule === 'offered') {
    if (startsAt.getTime() <= now.getTime()) throw invalidField('sessionStartDate', 'Choose a time in the future.');
    await checkRequestedTime({ psychologistId, startsAt, durationMinutes, now, ignoreMinimumNotice: true });
  }
  const policy = await bookingPolicyOf(psychologistId);
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const held = await acquireBlocks(psychologistId, blocksCovering(startsAt, endsAt, policy.bufferMinutes), { kind: 'session', id: sessionId }, now);
  if (!held.ok) throw timeRule === 'offered' ? noLongerAvailable() : alreadyBusy();
  const session: SessionRecord = {
    _id: sessionId,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt,
    timezoneId: input.timezoneId ?? policy.timeZone,
    sessionDurationTypeId: String(input.sessionDurationTypeId),
    durationMinutes,
    therapyTypeId: String(INDIVIDUAL_THERAPY_TYPE_ID),
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: input.priceCents > 0 ? 'NotDue' : 'NotRequired',
    createdAt: now,
    quote: { feeCents: input.priceCents, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: input.priceCents },
    rescheduleCount: 0,
    terms: termsFor(policy, { feeCents: input.priceCents, outOfPocketCents: input.priceCents }, now, 'booking'),
  };
  try {
    await createSession(session);
  } catch (err) {
    // A duplicate id means that session exists and the locks are its own: leave them.
    if (isDuplicateKey(err)) throw conflict('This session is already booked.');
    await releaseLocks(held.inserted, sessionId);
    throw err;
  }
  await scheduleSessionJobs(session, now);
  if (input.notify === 'none') return session;
  await emailParticipants(session, {
    kind: 'session-booked',
    subject: 'Session booked: {time}',
    lines: ['A Harbour session is booked for {time}.', 'You can see it on your sessions page.'],
  });
  return session;
}
