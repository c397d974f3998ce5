import { AccountModel, type AccountRecord } from './account.model';
import { signOutEverywhere } from '../sessions/sign-out-everywhere';

// Who decides (one decision per practitioner, one suspension at a time) is the administration
// service's unique-index inserts; these only write the outcome on the account, which sign-in,
// the API's token check and the directory read.

/** A declined practitioner stays unapproved and cannot sign in. */
export async function markAccountDeclined(accountId: string, now = new Date()): Promise<AccountRecord | null> {
  return AccountModel.findOneAndUpdate({ _id: accountId }, { $set: { declinedAt: now, isApproved: false } }, { new: true }).lean<AccountRecord>();
}

/**
 * A suspended practitioner is unapproved (hidden wherever approval is checked: the directory,
 * search, quotes, referrals), cannot sign in, and every session they had ends now.
 */
export async function suspendAccount(accountId: string, now = new Date()): Promise<AccountRecord | null> {
  const account = await AccountModel.findOneAndUpdate({ _id: accountId }, { $set: { suspendedAt: now, isApproved: false } }, { new: true }).lean<AccountRecord>();
  if (account) await signOutEverywhere(accountId, now);
  return account;
}

/** Undoes a suspension: approved again, signs in as before. */
export async function reinstateAccount(accountId: string): Promise<AccountRecord | null> {
  return AccountModel.findOneAndUpdate({ _id: accountId }, { $set: { isApproved: true }, $unset: { suspendedAt: 1 } }, { new: true }).lean<AccountRecord>();
}

/**
 * A closed practitioner is unapproved, as a suspended one is (hidden wherever approval is checked),
 * and for good: `closedAt` keeps them out of the approval queue and the practitioners list.
 */
export async function markPractitionerClosed(accountId: string, now = new Date()): Promise<void> {
  await AccountModel.updateOne({ _id: accountId }, { $set: { closedAt: now, isApproved: false } });
}
