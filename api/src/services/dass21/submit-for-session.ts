import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { conflict, forbidden, notFound } from '../../http/problem';
import { sessionOf } from '../sessions';
import type { SessionRecord } from '../sessions';
import type { Dass21SavedResult } from './dass21.types';
import { saveDass21Result, validAnswers } from './save-result';

/** One check-in per session: its id is derived from the session, so a second submit loses the insert. */
export const sessionResultId = (sessionId: string) => `session-${sessionId}`;

/**
 * POST /sessions/{id}/submit-dass21: the session's client answers the DASS-21 before it starts.
 * An unknown session is 404, someone else's 403 (as every session call answers); a started,
 * cancelled or already answered one is 409. Nothing is written unless all of it is right.
 */
export async function submitDass21ForSession(user: AuthenticatedUser, sessionId: string, answers: unknown, now = new Date()): Promise<Dass21SavedResult> {
  const session = await sessionForDass21Reader(user, sessionId);
  if (session.patientId !== user.sub) throw forbidden('Only the session\'s client answers its check-in.');
  validAnswers(answers);
  if (session.sessionStatus === 'Cancelled') throw conflict('This session was cancelled.');
  if (session.startsAt.getTime() <= now.getTime()) throw conflict('This session has already started: the check-in is answered before a session.');
  try {
    return await saveDass21Result(user.sub, answers, { _id: sessionResultId(sessionId), sessionId, now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict('You have already answered the check-in for this session.');
    throw err;
  }
}

/** The session, for its client or its psychologist only (a partner in a couples session does not see the other's answers). */
export async function sessionForDass21Reader(user: AuthenticatedUser, sessionId: string): Promise<SessionRecord> {
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  const isClient = user.userType === 'client' && session.patientId === user.sub;
  const isPsychologist = user.userType === 'psychologist' && session.psychologistId === user.sub;
  if (!isClient && !isPsychologist) throw forbidden('You are not a participant in this session.');
  return session;
}
