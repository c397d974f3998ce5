import { registerJobHandler } from '../../jobs/job-runner';
import { scheduleJob } from '../../jobs/job-store';
import { sessionOf } from '../sessions';
import { chargeSession } from '../payments';
import { onSessionEnded } from '../sessions';
import { chargeEndedSession } from './sessions/charge-ended-session';
import { CHARGE_SESSION_JOB, SESSION_REMINDER_JOB } from './sessions/session-jobs';
import { sendSessionReminder } from './sessions/session-reminders';
import { EXPIRE_RESERVATION_JOB } from './reservations/price-reservations';
import { expireReservation } from './reservations/expire-reservations';

/**
 * Booking's jobs: a held price expires, reminders before the session, the charge after it (booking
 * decides when, also as soon as a call ends; payments charges). Idempotent: a job can run again
 * after a crash mid-run.
 */
export function registerBookingJobHandlers(): void {
  onSessionEnded(chargeEndedSession);
  registerJobHandler(EXPIRE_RESERVATION_JOB, async (payload, { now }) => {
    await expireReservation(String(payload.reservationId), now);
  });
  registerJobHandler(SESSION_REMINDER_JOB, async (payload, { now }) => {
    await sendSessionReminder(String(payload.sessionId), Number(payload.hours), String(payload.startsAt), now);
  });
  registerJobHandler(CHARGE_SESSION_JOB, async (payload, { job, now }) => {
    const sessionId = String(payload.sessionId);
    const result = await chargeSession(sessionId, Number(payload.attempt ?? 1), now);
    if (result === 'not-due') {
      // Moved later meanwhile: charge after the new end instead.
      const session = await sessionOf(sessionId);
      if (session) await scheduleJob({ _id: `${job._id}:${session.endsAt.getTime()}`, kind: CHARGE_SESSION_JOB, runAt: session.endsAt, payload });
    }
    if (result === 'in-progress') throw new Error('charge still in progress elsewhere; trying again later');
  });
}
