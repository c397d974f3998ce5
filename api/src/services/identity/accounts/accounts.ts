import { randomUUID } from 'node:crypto';
import { checkEmailAddress, normaliseEmailAddress } from '../../../security/email-address';
import { AccountModel, type AccountRecord, type AccountUserType } from './account.model';
import { rememberedStanding } from './account-standing-cache';
import { hashPassword, verifyPassword } from './passwords';
import { beginPasswordCheck, clearFailures, givePasswordCheckBack, passwordWrong } from './sign-in-throttle';

/** Access tokens carry the password version they were minted under. */
/**
 * The access-token claim naming which sessions the token belongs to: the time of the last password
 * change or sign-out-everywhere. The API refuses a token whose version is not the account's current
 * one. (Named `pwv` since it began as the password version; kept so tokens already out stay valid.)
 */
export const SESSION_VERSION_CLAIM = 'pwv';
export const sessionVersion = (account: Pick<AccountRecord, 'passwordChangedAt' | 'sessionsEndedAt'>) =>
  Math.max(account.passwordChangedAt?.getTime() ?? 0, account.sessionsEndedAt?.getTime() ?? 0);

/** The stored form of a typed address (security/email-address.ts): what lookups compare. */
export const normaliseEmail = (email: string) => normaliseEmailAddress(email);

export function findAccountByEmail(email: string) {
  return AccountModel.findOne({ email: normaliseEmail(email) }).lean<AccountRecord>().exec();
}

export function findAccountById(id: string) {
  return AccountModel.findById(id).lean<AccountRecord>().exec();
}

/** What the access-token check needs of the account, from memory until the account is next written. */
export function findAccountStanding(id: string) {
  return rememberedStanding(id, () => findAccountById(id));
}

export interface NewAccount {
  email: string;
  /** Already hashed: registrations hash at sign-up so the clear password is never stored. */
  passwordHash: string;
  userType: AccountUserType;
  isApproved?: boolean;
}

/** Creates the sign-in identity; the unique email index refuses a second account per address. */
export async function createAccount(account: NewAccount): Promise<AccountRecord> {
  // Every caller checked the address already; this keeps a new path from storing one the policy refuses.
  const checked = checkEmailAddress(account.email);
  if (checked.problem) throw new Error(`createAccount: the address breaks the email policy (${checked.problem})`);
  const record = await AccountModel.create({
    _id: randomUUID(),
    email: checked.address,
    passwordHash: account.passwordHash,
    userType: account.userType,
    isApproved: account.isApproved ?? account.userType === 'client',
  });
  return record.toObject();
}

export type SignInResult =
  | { outcome: 'signed-in'; account: AccountRecord }
  | { outcome: 'invalid' }
  /** Too many wrong passwords for this address: no password is checked until `until`. */
  | { outcome: 'delayed'; until: Date };

export interface AuthenticateOptions {
  /** The caller's IP address: the hashing queue's fairness key. */
  caller?: string;
  now?: Date;
}

/**
 * Checks a password, at most as often as the address's failure series allows (sign-in-throttle):
 * a wrong one counts, a right one clears the count. An unknown email costs the same hashing time
 * and is throttled the same way, so it cannot be told apart from a wrong password.
 */
export async function authenticate(email: string, password: string, { caller, now = new Date() }: AuthenticateOptions = {}): Promise<SignInResult> {
  const address = normaliseEmail(email);
  const ticket = await beginPasswordCheck(address, now);
  if (!ticket.allowed) return { outcome: 'delayed', until: ticket.delayedUntil };
  const account = await findAccountByEmail(address);
  let right: boolean;
  try {
    right = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, { caller });
  } catch (err) {
    await givePasswordCheckBack(ticket); // not checked (hashing queue full): not a failure
    throw err;
  }
  if (!account || !right) {
    const until = await passwordWrong(ticket);
    return until ? { outcome: 'delayed', until } : { outcome: 'invalid' };
  }
  await clearFailures(address);
  return { outcome: 'signed-in', account };
}

/** Replaces the password (change or reset) and forgets the address's failed sign-ins. */
export async function setPassword(accountId: string, password: string): Promise<void> {
  const account = await AccountModel.findOneAndUpdate(
    { _id: accountId },
    { $set: { passwordHash: await hashPassword(password), passwordChangedAt: new Date() } },
    { new: true },
  ).lean<AccountRecord>();
  if (account) await clearFailures(account.email);
}

export async function approveAccount(accountId: string): Promise<AccountRecord | null> {
  return AccountModel.findOneAndUpdate({ _id: accountId }, { $set: { isApproved: true } }, { new: true })
    .lean<AccountRecord>()
    .exec();
}

// A real scrypt hash of a random password, so unknown emails take as long as known ones.
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$' + Buffer.alloc(64, 7).toString('base64');
