import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { SessionModel } from './session.model';
import type { SessionRecord } from './session.model';

/** The session if the caller is its client or psychologist; anyone else gets the 404 of an unknown id. */
export async function participantSession(user: AuthenticatedUser, sessionId: string): Promise<SessionRecord> {
  const session = await SessionModel.findById(sessionId).lean();
  const isParticipant =
    !!session &&
    ((user.userType === 'client' && session.patientId === user.sub) || (user.userType === 'psychologist' && session.psychologistId === user.sub));
  if (!isParticipant) throw notFound(`No session '${sessionId}'.`);
  return session;
}
