import { AccountModel } from '../accounts/account.model';
import { revokeAllGrantsOf } from '../provider/mongo-adapter';

/**
 * Ends every session of an account: access tokens minted before now are refused (their session
 * version, the `pwv` claim, is older than `sessionsEndedAt`), and the provider's grants, refresh
 * tokens and browser sessions are deleted, so nothing can mint new ones without signing in again.
 */
export async function signOutEverywhere(accountId: string, now = new Date()): Promise<void> {
  await AccountModel.updateOne({ _id: accountId }, { $set: { sessionsEndedAt: now } });
  await revokeAllGrantsOf(accountId);
}
