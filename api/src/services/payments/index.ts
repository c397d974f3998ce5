// The payments domain's front door: what other domains and the app may use.
export { registerPaymentJobHandlers } from './payment-job-handlers';
