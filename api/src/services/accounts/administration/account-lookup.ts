import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { checkEmailAddress } from '../../../security/email-address';
import { recordAudit } from '../../audit';
import { findAccountByEmail, signInLockedUntil, type AccountRecord } from '../../identity';
import { gpProfileOf } from '../profiles/gp-profile-reads';
import { patientNameOf } from '../profiles/patient-profile-reads';
import { psychologistNameOf } from '../profiles/psychologist-profile-reads';
import type { PersonName } from '../profiles/profile-fields';
import { standingOf } from './account-standing-words';
import type { AccountOverview } from './account-lookup.types';

export const NO_ACCOUNT = 'No account has this email address.';

async function nameOf(account: AccountRecord): Promise<PersonName | null> {
  if (account.userType === 'client') return patientNameOf(account._id);
  if (account.userType === 'psychologist') return psychologistNameOf(account._id);
  if (account.userType === 'gp') return gpProfileOf(account._id);
  return null;
}

/** The account's metadata (never clinical content): what the console shows and the export's profile starts from. */
export async function accountOverviewOf(account: AccountRecord, now = new Date()): Promise<AccountOverview> {
  const [name, lockedUntil] = await Promise.all([nameOf(account), signInLockedUntil(account.email, now)]);
  return {
    accountId: account._id,
    userType: account.userType,
    ...(name && { firstName: name.firstName, lastName: name.lastName }),
    email: account.email,
    verified: true,
    standing: standingOf(account),
    createdAt: account.createdAt.toISOString(),
    ...(lockedUntil && { lockedOutUntil: lockedUntil.toISOString() }),
  };
}

/**
 * An administrator finds an account by its email address. Every lookup is recorded (the address
 * looked up, found or not), because knowing whether someone uses Harbour is itself personal.
 */
export async function lookUpAccount(admin: AuthenticatedUser, email: string | undefined, now = new Date()): Promise<AccountOverview> {
  const checked = checkEmailAddress(email ?? '');
  if (checked.problem) throw invalidField('email', 'Enter a valid email address, e.g. name@example.com.');
  const account = await findAccountByEmail(checked.address);
  await recordAudit(
    admin,
    { action: 'search', recordKind: 'account', recordId: account?._id ?? '-', ...(account?.userType === 'client' && { patientId: account._id }), detail: `${checked.address}: ${account ? 'found' : 'not found'}` },
    now,
  );
  if (!account) throw notFound(NO_ACCOUNT);
  return accountOverviewOf(account, now);
}
