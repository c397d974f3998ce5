import { scheduleJob } from '../../../jobs/job-store';
import type { SessionRecord } from '../../sessions';
import { CHARGE_SESSION_JOB, chargeJobId } from './session-jobs';

/** The charge job an ended session gets, due at once (its id is fixed: ending twice cannot add a second). */
export const endedChargeJobId = (session: Pick<SessionRecord, '_id' | 'rescheduleCount'>) => `${chargeJobId(session._id, session.rescheduleCount ?? 0)}:ended`;

/**
 * The charge-after-session job, now rather than at the booked end (a session may end early). The
 * job booked with the session still runs at the end; the charge itself is decided once per attempt
 * by a unique insert, so the client pays once.
 */
export async function chargeEndedSession(session: SessionRecord, now: Date): Promise<void> {
  await scheduleJob({ _id: endedChargeJobId(session), kind: CHARGE_SESSION_JOB, runAt: now, payload: { sessionId: session._id, attempt: 1 } }, now);
}
