import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

/**
 * Sessions for the video journeys, written straight into the e2e stack's database
 * (scripts/e2e.mjs passes HARBOUR_MONGODB_URI): a journey needs a session that starts now, which
 * no booking can make.
 */
let connection: mongoose.Connection | undefined;

async function db() {
  const uri = process.env.HARBOUR_MONGODB_URI;
  if (!uri) throw new Error('HARBOUR_MONGODB_URI is not set: run the journeys with node scripts/e2e.mjs');
  connection ??= await mongoose.createConnection(uri).asPromise();
  return connection;
}

export async function userIdOf(email: string): Promise<string> {
  const account = await (await db()).collection<{ _id: string; email: string }>('accounts').findOne({ email });
  if (!account) throw new Error(`no account ${email}`);
  return String(account._id);
}

/** A Pending 50-minute session between a client and a psychologist, starting `startsInMinutes` from now; `extra` sets more fields (a quote, a funding route). */
export async function createSession(clientEmail: string, psychologistEmail: string, startsInMinutes: number, extra: Record<string, unknown> = {}): Promise<string> {
  const [patientId, psychologistId] = await Promise.all([userIdOf(clientEmail), userIdOf(psychologistEmail)]);
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  await (await db()).collection('sessions').insertOne({
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
  return (await db()).collection<{ _id: string; rating: number; comment?: string }>('session_reviews').findOne({ _id: sessionId });
}

export async function findSession(sessionId: string) {
  return (await db()).collection<{ _id: string; sessionStatus: string; outcome?: string }>('sessions').findOne({ _id: sessionId });
}

export async function closeSessionsDb() {
  await connection?.close();
  connection = undefined;
}

/** A client's sessions (any status), as stored: for journeys that book one through a page. */
export async function sessionsOfPatient(clientEmail: string) {
  const patientId = await userIdOf(clientEmail);
  return (await db()).collection<{ _id: string; startsAt: Date; sessionStatus: string; psychologistId: string }>('sessions').find({ patientId }).toArray();
}

export async function emailOf(userId: string): Promise<string> {
  const account = await (await db()).collection<{ _id: string; email: string }>('accounts').findOne({ _id: userId });
  if (!account) throw new Error(`no account ${userId}`);
  return account.email;
}

/**
 * Brings a session's reminder jobs (due 24 h and 1 h before it) to now: a day cannot pass in a
 * test. The API's own job runner then claims and sends them as it would on the day.
 */
export async function makeRemindersDue(sessionId: string): Promise<number> {
  const result = await (await db()).collection('jobs').updateMany({ kind: 'session-reminder', 'payload.sessionId': sessionId, status: 'Scheduled' }, { $set: { runAt: new Date(Date.now() - 1000) } });
  return result.modifiedCount;
}

/**
 * Makes a client's hold on a time run out now, as ten minutes away would: the reservation and its
 * slot locks expire a minute ago (a journey cannot wait ten minutes). The page finds out when it
 * next reads the hold.
 */
export async function expireHold(reservationId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  const database = await db();
  const held = await database.collection<{ _id: string }>('price_reservations').updateOne({ _id: reservationId }, { $set: { expiresAt: past } });
  if (held.matchedCount !== 1) throw new Error(`no reservation ${reservationId}`);
  await database.collection('slot_locks').updateMany({ holderId: reservationId }, { $set: { expiresAt: past } });
}

/** Sets (or with undefined clears) a person's phone number on their profile, as their profile page saves it. */
export async function setProfilePhone(email: string, userType: 'client' | 'psychologist', phone: string | undefined) {
  const _id = await userIdOf(email);
  const profiles = (await db()).collection<{ _id: string }>(userType === 'client' ? 'patient_profiles' : 'psychologist_profiles');
  await profiles.updateOne({ _id }, phone === undefined ? { $unset: { phone: '' } } : { $set: { phone } });
}
