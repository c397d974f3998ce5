import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { SessionRecord } from '../records/session.model';
import { SessionReviewModel } from './call-records.model';
import type { SessionRoom } from './calls.types';
import { joinStateOf, joinWindowOf, secondsRemaining } from './join-window';
import { placeOf } from './presence';
import { counterpartOf, sessionForParticipant } from './session-access';

export async function describeRoom(session: SessionRecord, role: 'client' | 'psychologist', now: Date): Promise<SessionRoom> {
  const counterpart = await counterpartOf(session, role);
  const window = joinWindowOf(session);
  const [counterpartPlace, reviewed] = await Promise.all([
    placeOf(session._id, counterpart.userId, now),
    role === 'client' ? SessionReviewModel.exists({ _id: session._id }).then(Boolean) : Promise.resolve(false),
  ]);
  return {
    sessionId: session._id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    timezoneId: session.timezoneId,
    durationMinutes: session.durationMinutes,
    sessionStatus: session.sessionStatus,
    ...(session.outcome && { outcome: session.outcome }),
    role,
    counterpart,
    joinOpensAt: window.opensAt,
    joinClosesAt: window.closesAt,
    joinState: joinStateOf(session, now),
    secondsRemaining: secondsRemaining(session, now),
    counterpartPlace,
    reviewed,
    serverTime: now,
  };
}

/** GET /sessions/{sessionId}/room: the session as its participant's waiting room and call see it. */
export async function getSessionRoom(user: AuthenticatedUser, sessionId: string, now = new Date()): Promise<SessionRoom> {
  const { session, role } = await sessionForParticipant(user, sessionId);
  return describeRoom(session, role, now);
}
