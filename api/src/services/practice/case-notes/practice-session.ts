import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { forbidden, notFound } from '../../../http/problem';
import { sessionOf } from '../../sessions';
import type { SessionRecord } from '../../sessions';

/** The session, for its own psychologist only (another psychologist is refused, an unknown id is 404). */
export async function sessionOfPsychologist(user: AuthenticatedUser, sessionId: string): Promise<SessionRecord> {
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  if (user.userType !== 'psychologist' || session.psychologistId !== user.sub) throw forbidden('This is not one of your sessions.');
  return session;
}

/** The session, for its client (the lead participant) only. */
export async function sessionOfClient(user: AuthenticatedUser, sessionId: string): Promise<SessionRecord> {
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  if (user.userType !== 'client' || session.patientId !== user.sub) throw forbidden('This is not one of your sessions.');
  return session;
}
