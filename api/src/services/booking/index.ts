// Booking's front door: what other domains and the app may use.
export { registerBookingJobHandlers } from './booking-job-handlers';
export { checkRequestedTime, noLongerAvailable } from './sessions/bookable-time';
export { getCancellationFee } from './sessions/cancel-session';
export type { CancellationFee, CheckPaymentMethodRequest, PaymentMethodCheck } from './sessions/cancellation.types';
export { blocksCovering } from './sessions/lock-blocks';
export { emailParticipants } from './sessions/session-emails';
export { CHARGE_SESSION_JOB, chargeJobId, scheduleSessionJobs } from './sessions/session-jobs';
export { termsFor } from './sessions/session-terms';
export { acquireBlocks, releaseLocks } from './sessions/slot-locks';
export { listPatientSessions } from './sessions/session-queries';
