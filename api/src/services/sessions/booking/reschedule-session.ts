import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict } from '../../../http/problem';
import { slotLockId, SlotLockModel } from '../availability/slot-lock.model';
import { rescheduleReasons } from '../taxonomies/data';
import { SessionModel, type SessionRecord } from '../records/session.model';
import { checkRequestedTime, noLongerAvailable } from './bookable-time';
import { parseInstant } from './booking-inputs';
import { bookingPolicyOf } from './booking-policy';
import { checkReason } from './cancel-session';
import type { RescheduleSessionRequest } from './cancellation.types';
import { blocksCovering } from './lock-blocks';
import { emailParticipants } from './session-emails';
import { cancelSessionJobs, scheduleSessionJobs } from './session-jobs';
import { participantSession } from './session-access';
import { acquireBlocks, releaseLocks } from './slot-locks';
import type { SessionDetails } from './session.types';
import { namesFor, toSessionDetails } from './to-session-details';

/**
 * Moves a session (client: POST /sessions/{id}/reschedule; psychologist: POST
 * /psychologists/sessions/{id}/reschedule). The new time's locks are claimed first (blocks it
 * already holds count as held); only then are the old blocks it no longer needs released.
 */
export async function rescheduleSession(user: AuthenticatedUser, sessionId: string, body: RescheduleSessionRequest, now = new Date()): Promise<SessionDetails> {
  const session = await participantSession(user, sessionId);
  const startsAt = parseInstant(body.sessionDate, 'sessionDate');
  checkReason(rescheduleReasons, body.reasonId, body.reasonOther, false);
  if (session.sessionStatus !== 'Pending') throw conflict(`This session is already ${session.sessionStatus.toLowerCase()}.`);
  if (session.startsAt <= now) throw conflict('This session has already started.');
  if (startsAt.getTime() === session.startsAt.getTime()) return toSessionDetails(session, await namesFor([session]));
  const policy = await bookingPolicyOf(session.psychologistId);
  // The psychologist may move their own session inside their notice period; a client may not.
  await checkRequestedTime({ psychologistId: session.psychologistId, startsAt, durationMinutes: session.durationMinutes, now, ownHolderIds: [sessionId], ignoreMinimumNotice: user.userType === 'psychologist' });
  if (startsAt <= now) throw noLongerAvailable();

  const endsAt = new Date(startsAt.getTime() + session.durationMinutes * 60_000);
  const newBlocks = blocksCovering(startsAt, endsAt, policy.bufferMinutes);
  const held = await acquireBlocks(session.psychologistId, newBlocks, { kind: 'session', id: sessionId }, now);
  if (!held.ok) throw noLongerAvailable();
  const rescheduleCount = (session.rescheduleCount ?? 0) + 1;
  try {
    await SessionModel.updateOne({ _id: sessionId }, { $set: { startsAt, endsAt, rescheduleCount } });
  } catch (err) {
    await releaseLocks(held.inserted, sessionId);
    throw err;
  }
  const keep = new Set(newBlocks.map((b) => slotLockId(session.psychologistId, b)));
  const old = (await SlotLockModel.find({ holderId: sessionId }, { _id: 1 }).lean()).map((l) => l._id);
  await releaseLocks(old.filter((id) => !keep.has(id)), sessionId);

  const moved: SessionRecord = { ...session, startsAt, endsAt, rescheduleCount };
  await cancelSessionJobs(session);
  await scheduleSessionJobs(moved, now);
  const who = user.userType === 'client' ? 'the client' : 'the psychologist';
  await emailParticipants(moved, {
    kind: 'session-rescheduled',
    subject: 'Session moved to {time}',
    lines: [`Your session was moved by ${who} to {time}.`, 'It was on {previousTime}.'],
    previousStartsAt: session.startsAt,
  });
  return toSessionDetails(moved, await namesFor([moved]));
}
