import { registerAccounts } from './services/accounts';
import { registerAvailability } from './services/availability';
import { registerBookingJobHandlers } from './services/booking';
import { registerDirectory } from './services/directory';
import { registerFunding } from './services/funding';
import { registerReferrals } from './services/referrals';

/**
 * Start-up wiring: each domain registers, through its front door, what lower domains and the job
 * runner call back (zone readers, event listeners, job handlers). The app calls it; so do the
 * tests' database set-up, so code under test runs wired as in production. Idempotent.
 */
export function startDomains(): void {
  registerAccounts();
  registerAvailability();
  registerDirectory();
  registerFunding();
  registerReferrals();
  registerBookingJobHandlers();
}
