import { randomUUID } from 'node:crypto';
import { e2eDatabase } from './database';

/**
 * Sessions for the video journeys, written straight into the e2e stack's database
 * (scripts/e2e.mjs passes HARBOUR_MONGODB_URI): a journey needs a session that starts now, which
 * no booking can make.
 */

export async function userIdOf(email: string): Promise<string> {
  const account = await (await e2eDatabase()).collection<{ _id: string; email: string }>('accounts').findOne({ email });
  if (!account) throw new Error(`no account ${email}`);
  return String(account._id);
}

/** A Pending 50-minute session between a client and a psychologist, starting `startsInMinutes` from now; `extra` sets more fields (a quote, a funding route). */
export async function createSession(clientEmail: string, psychologistEmail: string, startsInMinutes: number, extra: Record<string, unknown> = {}): Promise<string> {
  const [patientId, psychologistId] = await Promise.all([userIdOf(clientEmail), userIdOf(psychologistEmail)]);
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  await (await e2eDatabase()).collection('sessions').insertOne({
    _id: _id as never,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    createdAt: new Date(),
    ...extra,
  });
  return _id;
}

export async function findReview(sessionId: string) {
  return (await e2eDatabase()).collection<{ _id: string; rating: number; comment?: string }>('session_reviews').findOne({ _id: sessionId });
}

export async function findSession(sessionId: string) {
  return (await e2eDatabase()).collection<{ _id: string; sessionStatus: string; outcome?: string }>('sessions').findOne({ _id: sessionId });
}

/** A client's sessions (any status), as stored: for journeys that book one through a page. */
export async function sessionsOfPatient(clientEmail: string) {
  const patientId = await userIdOf(clientEmail);
  return (await e2eDatabase()).collection<{ _id: string; startsAt: Date; sessionStatus: string; psychologistId: string }>('sessions').find({ patientId }).toArray();
}

export async function emailOf(userId: string): Promise<string> {
  const account = await (await e2eDatabase()).collection<{ _id: string; email: string }>('accounts').findOne({ _id: userId });
  if (!account) throw new Error(`no account ${userId}`);
  return account.email;
}

/**
 * Of these psychologists, those of the seed's demo directory (`…@directory.harbour.test`), in the
 * same order: journeys that book "any listed psychologist" leave the demo worlds' psychologists,
 * whose times another worker's journeys are booking, to them.
 */
export async function directoryPsychologistsOnly(ids: string[]): Promise<string[]> {
  const accounts = await (await e2eDatabase()).collection<{ _id: string; email: string }>('accounts').find({ _id: { $in: ids } }).toArray();
  const seeded = new Set(accounts.filter((a) => a.email.endsWith('@directory.harbour.test')).map((a) => String(a._id)));
  return ids.filter((id) => seeded.has(id));
}

/**
 * Brings a session's reminder jobs (due 24 h and 1 h before it) to now: a day cannot pass in a
 * test. The API's own job runner then claims and sends them as it would on the day.
 */
export async function makeRemindersDue(sessionId: string): Promise<number> {
  const result = await (await e2eDatabase()).collection('jobs').updateMany({ kind: 'session-reminder', 'payload.sessionId': sessionId, status: 'Scheduled' }, { $set: { runAt: new Date(Date.now() - 1000) } });
  return result.modifiedCount;
}

/**
 * Makes a client's hold on a time run out now, as ten minutes away would: the reservation and its
 * slot locks expire a minute ago (a journey cannot wait ten minutes). The page finds out when it
 * next reads the hold.
 */
export async function expireHold(reservationId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  const database = await e2eDatabase();
  const held = await database.collection<{ _id: string }>('price_reservations').updateOne({ _id: reservationId }, { $set: { expiresAt: past } });
  if (held.matchedCount !== 1) throw new Error(`no reservation ${reservationId}`);
  await database.collection('slot_locks').updateMany({ holderId: reservationId }, { $set: { expiresAt: past } });
}

/** Sets (or with undefined clears) a person's phone number on their profile, as their profile page saves it. */
export async function setProfilePhone(email: string, userType: 'client' | 'psychologist', phone: string | undefined) {
  const _id = await userIdOf(email);
  const profiles = (await e2eDatabase()).collection<{ _id: string }>(userType === 'client' ? 'patient_profiles' : 'psychologist_profiles');
  await profiles.updateOne({ _id }, phone === undefined ? { $unset: { phone: '' } } : { $set: { phone } });
}

const BLOCK_MS = 5 * 60_000; // the API's slot-lock block (SLOT_BLOCK_MINUTES)

/**
 * The first 5-minute-aligned start at or after `from` where a psychologist holds no slot lock (a
 * session or a live hold) over the session and the break after it: other journeys in the lane book
 * the seed's directory psychologists too (checkout's late booking an hour ahead), so a journey that
 * books one at a chosen time asks what is free instead of assuming.
 */
export async function firstFreeStart(psychologistEmail: string, from: Date, durationMinutes: number, bufferMinutes: number): Promise<Date> {
  const psychologistId = await userIdOf(psychologistEmail);
  const now = new Date();
  const held = await (await e2eDatabase())
    .collection<{ blockStart: Date; expiresAt?: Date }>('slot_locks')
    .find({ psychologistId, blockStart: { $gte: new Date(from.getTime() - BLOCK_MS) } })
    .toArray();
  const busy = new Set(held.filter((lock) => !lock.expiresAt || lock.expiresAt > now).map((lock) => lock.blockStart.getTime()));
  const span = (durationMinutes + bufferMinutes) * 60_000;
  for (let at = Math.ceil(from.getTime() / BLOCK_MS) * BLOCK_MS; ; at += BLOCK_MS) {
    let free = true;
    for (let block = at; block < at + span; block += BLOCK_MS) if (busy.has(block)) free = false;
    if (free) return new Date(at);
  }
}
