// Booking's front door: what other domains and the app may use.
export { registerBookingJobHandlers } from './booking-job-handlers';
