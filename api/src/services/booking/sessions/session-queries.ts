import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { participantSession, sessionsOfPatient, sessionsOfPsychologist } from '../../sessions';
import type { SessionDetails, SessionList } from '../../sessions';
import { namesFor, toSessionDetails } from '../../sessions';
import { oldestFirst } from '../../../lib/record-order';

export async function getSession(user: AuthenticatedUser, sessionId: string): Promise<SessionDetails> {
  const session = await participantSession(user, sessionId);
  return toSessionDetails(session, await namesFor([session]));
}

/** The client's sessions, soonest first (equality on patientId: pushed down on FerretDB). */
export async function listPatientSessions(user: AuthenticatedUser): Promise<SessionList> {
  if (user.userType !== 'client') throw notFound('No sessions.');
  const sessions = (await sessionsOfPatient(user.sub)).sort(oldestFirst((s) => s.startsAt));
  const names = await namesFor(sessions);
  return { sessions: sessions.map((s) => toSessionDetails(s, names)) };
}

export async function listPsychologistSessions(user: AuthenticatedUser, limit?: number): Promise<SessionList> {
  if (user.userType !== 'psychologist') throw notFound('No sessions.');
  const all = (await sessionsOfPsychologist(user.sub)).sort(oldestFirst((s) => s.startsAt));
  const sessions = limit && limit > 0 ? all.slice(0, limit) : all;
  const names = await namesFor(sessions);
  return { sessions: sessions.map((s) => toSessionDetails(s, names)) };
}
