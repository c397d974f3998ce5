import { onAccountClosing, onClientReferred } from '../accounts';
import type { Referrer } from '../reference-data';
import { recordClientReferrer } from './client-referrers/client-referrers';
import { removeClientReferrers } from './client-referrers/remove-client-referrers';

// Module-level, so registering twice keeps one.
const recordReferrer = async (patientId: string, referrer: Referrer) => {
  await recordClientReferrer(patientId, referrer);
};

/** What funding follows in accounts, registered at start-up: who referred a client who signed up; a closed account's referrers go. */
export function registerFunding(): void {
  onClientReferred(recordReferrer);
  onAccountClosing('funding', { removeTraces: removeClientReferrers });
}
