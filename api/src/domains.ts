import { registerAccounts } from './services/accounts';
import { registerAvailability } from './services/availability';
import { registerBookingJobHandlers } from './services/booking';
import { registerDirectory } from './services/directory';
import { registerFunding } from './services/funding';
import { registerMessaging } from './services/messaging';
import { registerPayments } from './services/payments';
import { registerReferrals } from './services/referrals';
import { registerRelationships } from './services/relationships';
import { registerSessions } from './services/sessions';

/**
 * Start-up wiring: each domain registers, through its front door, what lower domains and the job
 * runner call back (zone readers, event listeners, job handlers). The app calls it; so do the
 * tests' database set-up, so code under test runs wired as in production. Idempotent.
 */
export function startDomains(): void {
  registerAccounts();
  // Sessions before payments: account closure refuses for a session still to come before a payment owed.
  registerSessions();
  registerAvailability();
  registerDirectory();
  registerFunding();
  registerReferrals();
  registerPayments();
  registerRelationships();
  registerMessaging();
  registerBookingJobHandlers();
}
