import { namedCache } from '../../../lib/cache/fleet-cache';
import { singleFlightCache } from '../../../lib/cache/single-flight-cache';
import type { AccountRecord, AccountUserType } from './account.model';

/**
 * What the access-token check needs of an account, kept in this process: the check read the
 * account on every call (one database round trip before any work, the largest cost of a page read
 * answered from memory). Every write to an account forgets it here and, through the cache bus, in
 * every API process (account.model.ts), and a read that was running when it was forgotten is not
 * kept (single-flight-cache): approving, suspending, declining, a password change, signing out
 * everywhere, closing or deleting an account take effect on the next call, as before. The short
 * time to live covers writes made outside the API's models (a script on the database).
 * No password hash or address is kept.
 */
export interface AccountStanding {
  userType: AccountUserType;
  isApproved: boolean;
  suspended: boolean;
  passwordChangedAt?: Date;
  sessionsEndedAt?: Date;
}

export const STANDING_TTL_MS = 60_000;
const LIMIT = 20_000;

const standings = singleFlightCache<AccountStanding | null>({ limit: LIMIT, ttlMs: () => fleet.ttlMs(STANDING_TTL_MS) });
const fleet = namedCache('account-standing', (accountId) => standings.forget(accountId));

export function standingOf(account: AccountRecord): AccountStanding {
  return {
    userType: account.userType,
    isApproved: account.isApproved,
    suspended: Boolean(account.suspendedAt),
    ...(account.passwordChangedAt && { passwordChangedAt: account.passwordChangedAt }),
    ...(account.sessionsEndedAt && { sessionsEndedAt: account.sessionsEndedAt }),
  };
}

/** The account's standing, from memory until the account is next written; null for no such account (not kept). */
export async function rememberedStanding(accountId: string, read: () => Promise<AccountRecord | null>): Promise<AccountStanding | null> {
  const standing = await standings.get(accountId, async () => {
    const account = await read();
    return account ? standingOf(account) : null;
  }, (hit) => (hit ? fleet.hit() : fleet.miss()));
  if (!standing) standings.forget(accountId); // an account made later under this id is read then
  return standing;
}

/** An account was written (or, without an id, accounts were): read it again, in every process. */
export function forgetAccountStanding(accountId?: string): void {
  fleet.forget(accountId);
}
