import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { listPsychologistSessions } from './session-queries';
import type { SessionList } from '../../sessions';

/** GET /psychologist/{id}/sessions: only the caller's own id; another psychologist's is a 404. */
export function sessionsOfPsychologist(user: AuthenticatedUser, psychologistId: string, limit?: number): Promise<SessionList> {
  if (user.userType !== 'psychologist' || psychologistId !== user.sub) throw notFound(`No sessions of psychologist '${psychologistId}' for you.`);
  return listPsychologistSessions(user, limit);
}
