import { patientNamesOf } from '../../accounts';
import { sessionsOfPsychologist } from '../records/session-reads';
import type { UpcomingSessions } from './upcoming-sessions.types';
import { oldestFirst } from '../../../lib/record-order';

/**
 * A psychologist's sessions still to come (Pending, starting from now), soonest first: what an
 * operator checks one by one after suspending them. Nothing here cancels or moves a session.
 */
export async function upcomingSessionsOf(psychologistId: string, now = new Date()): Promise<UpcomingSessions> {
  const sessions = (await sessionsOfPsychologist(psychologistId))
    .filter((s) => s.sessionStatus === 'Pending' && s.startsAt >= now)
    .sort(oldestFirst((s) => s.startsAt));
  const names = new Map((await patientNamesOf([...new Set(sessions.map((s) => s.patientId))])).map((p) => [String(p._id), `${p.firstName} ${p.lastName}`]));
  return {
    sessions: sessions.map((s) => ({
      sessionId: s._id,
      startsAt: s.startsAt.toISOString(),
      durationMinutes: s.durationMinutes,
      patientId: s.patientId,
      patientName: names.get(s.patientId) ?? 'Unknown',
      paymentStatus: s.paymentStatus,
    })),
  };
}
