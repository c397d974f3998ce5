import { randomUUID } from 'node:crypto';
import { AccountModel, type AccountRecord, type AccountUserType } from './account.model';
import { hashPassword, verifyPassword } from './passwords';

/** Lock-out: after this many wrong passwords in a row the account refuses sign-in for a while. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findAccountByEmail(email: string) {
  return AccountModel.findOne({ email: normaliseEmail(email) }).lean<AccountRecord>().exec();
}

export function findAccountById(id: string) {
  return AccountModel.findById(id).lean<AccountRecord>().exec();
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
  const record = await AccountModel.create({
    _id: randomUUID(),
    email: normaliseEmail(account.email),
    passwordHash: account.passwordHash,
    userType: account.userType,
    isApproved: account.isApproved ?? account.userType === 'client',
    failedSignIns: 0,
  });
  return record.toObject();
}

export type SignInResult =
  | { outcome: 'signed-in'; account: AccountRecord }
  | { outcome: 'invalid' }
  | { outcome: 'locked'; lockedUntil: Date };

/**
 * Checks a password. Wrong answers count towards the lock-out, a right one resets the count; an
 * unknown email costs the same hashing time so it cannot be told apart from a wrong password.
 */
export async function authenticate(email: string, password: string, now = new Date()): Promise<SignInResult> {
  const account = await findAccountByEmail(email);
  if (!account) {
    await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
    return { outcome: 'invalid' };
  }
  if (account.lockedUntil && account.lockedUntil > now) return { outcome: 'locked', lockedUntil: account.lockedUntil };
  if (!(await verifyPassword(password, account.passwordHash))) {
    const failed = (account.lockedUntil ? 0 : account.failedSignIns) + 1;
    const lockedUntil = failed >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + LOCKOUT_MS) : undefined;
    await AccountModel.updateOne(
      { _id: account._id },
      lockedUntil ? { $set: { failedSignIns: 0, lockedUntil } } : { $set: { failedSignIns: failed }, $unset: { lockedUntil: 1 } },
    );
    return lockedUntil ? { outcome: 'locked', lockedUntil } : { outcome: 'invalid' };
  }
  if (account.failedSignIns > 0 || account.lockedUntil)
    await AccountModel.updateOne({ _id: account._id }, { $set: { failedSignIns: 0 }, $unset: { lockedUntil: 1 } });
  return { outcome: 'signed-in', account };
}

/** Replaces the password (change or reset) and lifts any lock-out. */
export async function setPassword(accountId: string, password: string): Promise<void> {
  await AccountModel.updateOne(
    { _id: accountId },
    { $set: { passwordHash: await hashPassword(password), passwordChangedAt: new Date(), failedSignIns: 0 }, $unset: { lockedUntil: 1 } },
  );
}

export async function approveAccount(accountId: string): Promise<AccountRecord | null> {
  return AccountModel.findOneAndUpdate({ _id: accountId }, { $set: { isApproved: true } }, { new: true })
    .lean<AccountRecord>()
    .exec();
}

// A real scrypt hash of a random password, so unknown emails take as long as known ones.
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$' + Buffer.alloc(64, 7).toString('base64');
