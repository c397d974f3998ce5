import { AccountModel, type AccountRecord, type AccountUserType } from './account.model';
import { oldestFirst } from '../../../lib/record-order';

/** The ids of psychologists an administrator approved (the directory lists only them). */
export async function approvedPsychologistIds(): Promise<string[]> {
  return (await AccountModel.find({ userType: 'psychologist', isApproved: true }, { _id: 1 }).lean()).map((a) => String(a._id));
}

/** Whether an account has this (already normalised) address: a pre-check, the unique index has the last word. */
export async function accountExistsWithEmail(email: string): Promise<boolean> {
  return Boolean(await AccountModel.exists({ email }));
}

/** Accounts of these types awaiting an administrator (not approved, declined, suspended or closed), oldest first. */
export async function unapprovedAccounts(userTypes: readonly AccountUserType[]): Promise<AccountRecord[]> {
  const accounts = await AccountModel.find({ userType: { $in: userTypes }, isApproved: false }).sort({ createdAt: 1 }).lean<AccountRecord[]>();
  // Filtered here: FerretDB does not push `$exists` down, and the unapproved accounts are few.
  return accounts.filter((account) => !account.declinedAt && !account.suspendedAt && !account.closedAt);
}

/** Accounts of these types an administrator approved, suspended ones included (closed ones not), oldest first. */
export async function decidedPractitionerAccounts(userTypes: readonly AccountUserType[]): Promise<AccountRecord[]> {
  const [approved, unapproved] = await Promise.all([
    AccountModel.find({ userType: { $in: userTypes }, isApproved: true }).lean<AccountRecord[]>(),
    AccountModel.find({ userType: { $in: userTypes }, isApproved: false }).lean<AccountRecord[]>(),
  ]);
  return [...approved, ...unapproved.filter((account) => account.suspendedAt && !account.closedAt)].sort(oldestFirst((account) => account.createdAt));
}

/** The account with this id if it is one of these types. */
export async function accountOfType(accountId: string, userTypes: readonly AccountUserType[]): Promise<AccountRecord | null> {
  return AccountModel.findOne({ _id: accountId, userType: { $in: userTypes } }).lean<AccountRecord>();
}

/** Ids and creation times of the accounts of one type created between two instants (the operator's reports). */
export async function accountsCreatedBetween(userType: AccountUserType, from: Date, to: Date): Promise<Pick<AccountRecord, '_id' | 'createdAt'>[]> {
  return AccountModel.find({ userType, createdAt: { $gte: from, $lte: to } }, { _id: 1, createdAt: 1 }).lean<Pick<AccountRecord, '_id' | 'createdAt'>[]>();
}

/** The administrators who may take work (not suspended), by email: whom an enquiry can be assigned to. */
export async function activeAdministrators(): Promise<Pick<AccountRecord, '_id' | 'email'>[]> {
  const accounts = await AccountModel.find({ userType: 'administrator' }, { _id: 1, email: 1, suspendedAt: 1 }).lean<Pick<AccountRecord, '_id' | 'email' | 'suspendedAt'>[]>();
  // Filtered here: FerretDB does not push `$exists` down, and administrators are few.
  return accounts
    .filter((account) => !account.suspendedAt)
    .map(({ _id, email }) => ({ _id, email }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
