import { DateTime, IANAZone } from 'luxon';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { patientNameOf, psychologistNameOf } from '../../accounts';
import { SessionModel, type SessionRecord } from '../records/session.model';
import { SessionReviewModel } from './call-records.model';
import type { CurrentSession, PsychologistDay, PsychologistStats, SessionSummary } from './calls.types';
import { joinStateOf, joinWindowOf } from './join-window';
import { placeOf } from './presence';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';
import { oldestFirst } from '../../../lib/record-order';

export const DEFAULT_DAY_ZONE = DEFAULT_TIMEZONE_ID;

function zoneOf(timezoneId: string | undefined): string {
  const zone = timezoneId ?? DEFAULT_DAY_ZONE;
  if (!IANAZone.isValidZone(zone)) throw invalidField('timezoneId', 'is not a time zone');
  return zone;
}

async function namesOf(ids: string[], kind: 'client' | 'psychologist'): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const nameOf = kind === 'client' ? patientNameOf : psychologistNameOf;
  const profiles = await Promise.all(unique.map((id) => nameOf(id)));
  return new Map(unique.map((id, i) => [id, profiles[i] ? `${profiles[i]!.firstName} ${profiles[i]!.lastName}` : 'Unknown']));
}

function summaryOf(session: SessionRecord, counterpartName: string, now: Date): SessionSummary {
  return {
    sessionId: session._id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    timezoneId: session.timezoneId,
    sessionStatus: session.sessionStatus,
    joinState: joinStateOf(session, now),
    joinOpensAt: joinWindowOf(session).opensAt,
    counterpartName,
  };
}

const sessionsOf = (user: AuthenticatedUser) =>
  // One top-level equality each (pushed down); a person's own sessions are filtered here.
  SessionModel.find(user.userType === 'psychologist' ? { psychologistId: user.sub } : { patientId: user.sub }).lean<SessionRecord[]>();

/**
 * GET /current-session (/session/enter): the signed-in person's session whose room is open now,
 * else their next one still to come (the page says when to come back).
 */
export async function currentSession(user: AuthenticatedUser, now = new Date()): Promise<CurrentSession> {
  const sessions = (await sessionsOf(user)).sort(oldestFirst((s) => s.startsAt));
  const open = sessions.find((s) => joinStateOf(s, now) === 'open');
  const chosen = open ?? sessions.find((s) => joinStateOf(s, now) === 'early');
  if (!chosen) return {};
  const counterpartId = user.userType === 'psychologist' ? chosen.patientId : chosen.psychologistId;
  const names = await namesOf([counterpartId], user.userType === 'psychologist' ? 'client' : 'psychologist');
  return { session: summaryOf(chosen, names.get(counterpartId)!, now) };
}

/** GET /sessions/psychologists/current: the psychologist's sessions today (in their zone). */
export async function psychologistDay(user: AuthenticatedUser, timezoneId: string | undefined, now = new Date()): Promise<PsychologistDay> {
  const zone = zoneOf(timezoneId);
  const dayStart = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  const [from, to] = [dayStart.toJSDate(), dayStart.plus({ days: 1 }).toJSDate()];
  const today = (await sessionsOf(user))
    .filter((s) => s.sessionStatus !== 'Cancelled' && s.startsAt >= from && s.startsAt < to)
    .sort(oldestFirst((s) => s.startsAt));
  const names = await namesOf(today.map((s) => s.patientId), 'client');
  const sessions = await Promise.all(
    today.map(async (s) => {
      const summary = summaryOf(s, names.get(s.patientId)!, now);
      // Whether the client is already waiting: only an open room can have them.
      return summary.joinState === 'open' ? { ...summary, counterpartPlace: await placeOf(s._id, s.patientId, now) } : summary;
    }),
  );
  const current = sessions.find((s) => s.joinState === 'open');
  return { timezoneId: zone, sessions, ...(current && { currentSessionId: current.sessionId }) };
}

/** GET /sessions/psychologist/stats: counts from the psychologist's own sessions and reviews. */
export async function psychologistStats(user: AuthenticatedUser, timezoneId: string | undefined, now = new Date()): Promise<PsychologistStats> {
  const zone = zoneOf(timezoneId);
  const local = DateTime.fromJSDate(now).setZone(zone);
  const [dayStart, dayEnd, monthStart] = [local.startOf('day'), local.startOf('day').plus({ days: 1 }), local.startOf('month')].map((d) => d.toJSDate());
  const [sessions, reviews] = await Promise.all([sessionsOf(user), SessionReviewModel.find({ psychologistId: user.sub }, { rating: 1 }).lean()]);
  const live = sessions.filter((s) => s.sessionStatus !== 'Cancelled');
  const completed = sessions.filter((s) => s.sessionStatus === 'Completed');
  const mean = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10 : undefined;
  return {
    sessionsToday: live.filter((s) => s.startsAt >= dayStart && s.startsAt < dayEnd).length,
    upcomingSessions: live.filter((s) => s.sessionStatus === 'Pending' && s.startsAt > now).length,
    completedSessions: completed.length,
    completedThisMonth: completed.filter((s) => s.startsAt >= monthStart).length,
    cancelledSessions: sessions.length - live.length,
    reviewCount: reviews.length,
    ...(mean !== undefined && { averageRating: mean }),
  };
}
