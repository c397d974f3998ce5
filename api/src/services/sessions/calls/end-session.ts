import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, forbidden } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { SessionModel } from '../records/session.model';
import { SessionEndingModel } from './call-records.model';
import type { SessionEnd, SessionRoom } from './calls.types';
import { joinStateOf, joinWindowOf } from './join-window';
import { afterSessionEnded } from './session-ended';
import { sessionForParticipant } from './session-access';
import { insertSignal } from './signalling';
import { describeRoom } from './session-room';
import { roomClosedProblem } from './video-token';

export const ALREADY_ENDED = 'This session has already ended.';

/**
 * POST /sessions/{id}/end: the session's psychologist ends it (from the room opening onwards).
 * The first end wins by a unique insert (`_id` = session id); then the session is marked
 * Completed with its outcome, the client's room is told, and the charge-after-session job runs.
 */
export async function endSession(user: AuthenticatedUser, sessionId: string, input: SessionEnd, now = new Date()): Promise<SessionRoom> {
  const { session, role } = await sessionForParticipant(user, sessionId);
  if (role !== 'psychologist') throw forbidden('Only the psychologist can end the session.');
  const state = joinStateOf(session, now);
  if (state === 'ended') throw conflict(ALREADY_ENDED);
  if (state === 'cancelled' || state === 'early') throw roomClosedProblem(state, joinWindowOf(session).opensAt, session.timezoneId);
  try {
    await SessionEndingModel.create({ _id: session._id, endedBy: user.sub, outcome: input.outcome, endedAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_ENDED);
    throw err;
  }
  const ended = { sessionStatus: 'Completed' as const, endedAt: now, endedBy: user.sub, outcome: input.outcome };
  await SessionModel.updateOne({ _id: session._id }, { $set: ended });
  // Tell the client's call at once, under the next free number (a signal racing it takes another).
  // Should even that fail (a runaway session's signal cap), every read of theirs says "ended" too.
  await insertSignal({ sessionId, fromUserId: user.sub, connectionId: 'server-ending', kind: 'ended', payload: '{}', sentAt: now }).catch(() => undefined);
  const updated = { ...session, ...ended };
  await afterSessionEnded(updated, now);
  return describeRoom(updated, role, now);
}
