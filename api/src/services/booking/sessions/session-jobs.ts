import { cancelJob, scheduleJob } from '../../../jobs/job-store';
import type { SessionRecord } from '../../sessions';

export const CHARGE_SESSION_JOB = 'charge-session';
export const SESSION_REMINDER_JOB = 'session-reminder';
export const REMINDER_HOURS = [24, 1] as const;

const reminderJobId = (session: Pick<SessionRecord, '_id' | 'startsAt'>, hours: number) => `${SESSION_REMINDER_JOB}:${session._id}:${hours}h:${session.startsAt.toISOString()}`;
/** After the session ends (a late-cancellation fee: at once). */
export const chargeJobId = (sessionId: string, rescheduleCount = 0) => `${CHARGE_SESSION_JOB}:${sessionId}:${rescheduleCount}`;

/** Reminders 24 h and 1 h before (those still ahead) and the charge after the session. */
export async function scheduleSessionJobs(session: SessionRecord, now = new Date()): Promise<void> {
  for (const hours of REMINDER_HOURS) {
    const runAt = new Date(session.startsAt.getTime() - hours * 3_600_000);
    if (runAt > now) await scheduleJob({ _id: reminderJobId(session, hours), kind: SESSION_REMINDER_JOB, runAt, payload: { sessionId: session._id, hours, startsAt: session.startsAt.toISOString() } });
  }
  await scheduleJob({ _id: chargeJobId(session._id, session.rescheduleCount ?? 0), kind: CHARGE_SESSION_JOB, runAt: session.endsAt, payload: { sessionId: session._id, attempt: 1 } });
}

/** A cancelled or moved session's jobs stop (handlers also re-check the session). */
export async function cancelSessionJobs(session: SessionRecord): Promise<void> {
  for (const hours of REMINDER_HOURS) await cancelJob(reminderJobId(session, hours));
  await cancelJob(chargeJobId(session._id, session.rescheduleCount ?? 0));
}
