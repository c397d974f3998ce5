import { registerJobHandler } from '../../jobs/job-runner';
import { scheduleJob } from '../../jobs/job-store';
import { SessionModel } from '../sessions/records/session.model';
import { CHARGE_SESSION_JOB } from '../sessions/booking/session-jobs';
import { chargeSession } from './charges/charge-session';
import { EXPIRE_RESERVATION_JOB } from './reservations/price-reservations';
import { expireReservation } from './reservations/expire-reservations';

/** The payments domain's jobs (idempotent: a job can run again after a crash mid-run). */
export function registerPaymentJobHandlers(): void {
  registerJobHandler(EXPIRE_RESERVATION_JOB, async (payload, { now }) => {
    await expireReservation(String(payload.reservationId), now);
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
