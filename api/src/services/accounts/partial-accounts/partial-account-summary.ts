import { maskEmail } from './mask-email';
import { findPartialAccount } from './partial-account-store';
import type { PartialAccountSummary } from './partial-account.types';

/** Only what the public page needs: no last name, no full address. */
export async function partialAccountSummary(partialAccountId: string): Promise<PartialAccountSummary> {
  const partialAccount = await findPartialAccount(partialAccountId);
  return {
    partialAccountId,
    firstName: partialAccount.firstName,
    maskedEmail: maskEmail(partialAccount.email),
    ...(partialAccount.referrerName && { referrerName: partialAccount.referrerName }),
    completed: Boolean(partialAccount.completedAt),
  };
}
