// The sessions domain's front door: what other domains and the app may use.
export { registerSessionJobHandlers } from './booking/session-job-handlers';
