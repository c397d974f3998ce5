import { registerJobHandler } from '../../../jobs/job-runner';
import { SESSION_REMINDER_JOB } from './session-jobs';
import { sendSessionReminder } from './session-reminders';

/** The sessions domain's jobs (idempotent: a job can run again after a crash mid-run). */
export function registerSessionJobHandlers(): void {
  registerJobHandler(SESSION_REMINDER_JOB, async (payload, { now }) => {
    await sendSessionReminder(String(payload.sessionId), Number(payload.hours), String(payload.startsAt), now);
  });
}
