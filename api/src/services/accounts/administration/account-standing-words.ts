import type { AccountRecord } from '../../identity';
import type { AccountOverview } from './account-lookup.types';

/** One word for an account's standing; suspension and decline outrank approval. */
export function standingOf(account: Pick<AccountRecord, 'isApproved' | 'declinedAt' | 'suspendedAt'>): AccountOverview['standing'] {
  if (account.suspendedAt) return 'suspended';
  if (account.declinedAt) return 'declined';
  return account.isApproved ? 'approved' : 'awaiting-approval';
}
