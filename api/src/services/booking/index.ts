// Booking's front door: what other domains and the app may use.
export { registerBookingJobHandlers } from './booking-job-handlers';
export { checkRequestedTime, noLongerAvailable } from './sessions/bookable-time';
export { parseInstant, parseTimeZone } from './sessions/booking-inputs';
export { DEFAULT_LATE_CANCELLATION_HOURS, bookingPolicyOf } from './sessions/booking-policy';
export { getCancellationFee } from './sessions/cancel-session';
export type { CancellationFee, CheckPaymentMethodRequest, PaymentMethodCheck } from './sessions/cancellation.types';
export { blocksCovering } from './sessions/lock-blocks';
export { participantSession } from './sessions/session-access';
export { emailParticipants } from './sessions/session-emails';
export { CHARGE_SESSION_JOB, chargeJobId, scheduleSessionJobs } from './sessions/session-jobs';
export { termsFor } from './sessions/session-terms';
export type { SessionDetails } from './sessions/session.types';
export { acquireBlocks, releaseLocks } from './sessions/slot-locks';
export { namesFor, toSessionDetails } from './sessions/to-session-details';
