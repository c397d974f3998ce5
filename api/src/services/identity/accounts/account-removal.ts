import { randomBytes } from 'node:crypto';
import { AccountModel } from './account.model';
import { hashPassword } from './passwords';

/** Removes the sign-in identity (undoing a sign-up that failed half way). */
export async function deleteAccount(accountId: string): Promise<void> {
  await AccountModel.deleteOne({ _id: accountId });
}

/**
 * A closed account stops working: its address is freed (a placeholder no one can receive at) and
 * its password replaced by a random one nobody knows. The record stays, keyed by the same id.
 */
export async function closeSignIn(accountId: string): Promise<void> {
  await AccountModel.updateOne(
    { _id: accountId },
    { $set: { email: `closed-${accountId}@closed.harbour.invalid`, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) } },
  );
}
