import { chargeSession } from '../services/payments/charges/charge-session';
import { EXPIRE_RESERVATION_JOB } from '../services/payments/reservations/price-reservations';
import { expireReservation } from '../services/payments/reservations/expire-reservations';
import { SessionModel } from '../services/sessions/records/session.model';
import { CHARGE_SESSION_JOB, SESSION_REMINDER_JOB } from '../services/sessions/booking/session-jobs';
import { sendSessionReminder } from '../services/sessions/booking/session-reminders';
import { registerJobHandler } from './job-runner';
import { scheduleJob } from './job-store';

/** The jobs of booking and payments. Each handler is idempotent. */
export function registerBookingJobHandlers(): void {
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
      const session = await SessionModel.findById(sessionId).lean();
      if (session) await scheduleJob({ _id: `${job._id}:${session.endsAt.getTime()}`, kind: CHARGE_SESSION_JOB, runAt: session.endsAt, payload });
    }
    if (result === 'in-progress') throw new Error('charge still in progress elsewhere; trying again later');
  });
}

registerBookingJobHandlers();
