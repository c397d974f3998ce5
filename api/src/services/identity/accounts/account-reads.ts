import { AccountModel, type AccountRecord, type AccountUserType } from './account.model';

/** The ids of psychologists an administrator approved (the directory lists only them). */
export async function approvedPsychologistIds(): Promise<string[]> {
  return (await AccountModel.find({ userType: 'psychologist', isApproved: true }, { _id: 1 }).lean()).map((a) => String(a._id));
}

/** Whether an account has this (already normalised) address: a pre-check, the unique index has the last word. */
export async function accountExistsWithEmail(email: string): Promise<boolean> {
  return Boolean(await AccountModel.exists({ email }));
}

/** Accounts of these types an administrator has not approved yet, oldest first. */
export async function unapprovedAccounts(userTypes: readonly AccountUserType[]): Promise<AccountRecord[]> {
  return AccountModel.find({ userType: { $in: userTypes }, isApproved: false }).sort({ createdAt: 1 }).lean<AccountRecord[]>();
}

/** The account with this id if it is one of these types. */
export async function accountOfType(accountId: string, userTypes: readonly AccountUserType[]): Promise<AccountRecord | null> {
  return AccountModel.findOne({ _id: accountId, userType: { $in: userTypes } }).lean<AccountRecord>();
}
