import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { forbidden, notFound } from '../../../http/problem';
import { patientProfileOf, psychologistProfileOf } from '../../accounts';
import { SessionModel, type SessionRecord } from '../records/session.model';
import type { SessionCounterpart } from './calls.types';

export const NOT_A_PARTICIPANT = 'You are not a participant in this session.';

/** The caller's part in the session, or undefined when they are not in it. */
export function roleIn(user: AuthenticatedUser, session: SessionRecord): 'client' | 'psychologist' | undefined {
  if (user.userType === 'psychologist' && session.psychologistId === user.sub) return 'psychologist';
  if (user.userType !== 'client') return undefined;
  if (session.patientId === user.sub) return 'client';
  return session.sessionParticipants.some((p) => p.userType === 'client' && p.userId === user.sub) ? 'client' : undefined;
}

/**
 * The session, for one of its participants only. An unknown id is 404; someone else's session
 * is 403 (the page says "this is not your session" rather than pretending it does not exist).
 */
export async function sessionForParticipant(user: AuthenticatedUser, sessionId: string) {
  const session = await SessionModel.findById(sessionId).lean<SessionRecord>();
  if (!session) throw notFound(`No session '${sessionId}'.`);
  const role = roleIn(user, session);
  if (!role) throw forbidden(NOT_A_PARTICIPANT);
  return { session, role };
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** The other person in the call (the psychologist for a client, the lead client for a psychologist). */
export async function counterpartOf(session: SessionRecord, role: 'client' | 'psychologist'): Promise<SessionCounterpart> {
  if (role === 'client') {
    const profile = await psychologistProfileOf(session.psychologistId, CONTACT_FIELDS);
    return { userId: session.psychologistId, userType: 'psychologist', firstName: profile?.firstName ?? 'Your', lastName: profile?.lastName ?? 'psychologist', ...(profile?.phone && { phone: profile.phone }) };
  }
  const profile = await patientProfileOf(session.patientId, CONTACT_FIELDS);
  return { userId: session.patientId, userType: 'client', firstName: profile?.firstName ?? 'Your', lastName: profile?.lastName ?? 'client', ...(profile?.phone && { phone: profile.phone }) };
}
