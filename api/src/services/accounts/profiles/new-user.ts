import { conflict } from '../../../http/problem';
import { accountExistsWithEmail, createAccount, deleteAccount, normaliseEmail } from '../../identity';
import { GpProfileModel, type GpProfileRecord } from './gp-profile.model';
import { PatientProfileModel, type PatientProfileRecord } from './patient-profile.model';
import type { PersonRecord } from './person-schema';
import { PsychologistProfileModel, type PsychologistProfileRecord } from './psychologist-profile.model';
import { isDuplicateKey } from '../../../lib/duplicate-key';

type ProfileFields<T extends PersonRecord> = Omit<T, '_id' | 'createdAt' | 'updatedAt'>;

/** A new user: the sign-in identity and the profile of its type (administrators have none). */
export type NewUser = { email: string; passwordHash: string; isApproved?: boolean } & (
  | { userType: 'client'; profile: ProfileFields<PatientProfileRecord> }
  | { userType: 'psychologist'; profile: ProfileFields<PsychologistProfileRecord> }
  | { userType: 'gp'; profile: ProfileFields<GpProfileRecord> }
  | { userType: 'administrator' }
);

export const EMAIL_TAKEN = 'An account with this email already exists.';

/** The account's email is free (a pre-check; the unique index has the last word). */
export async function assertEmailFree(email: string): Promise<void> {
  if (await accountExistsWithEmail(normaliseEmail(email))) throw conflict(EMAIL_TAKEN);
}

async function insertProfile(userId: string, user: NewUser): Promise<void> {
  const times = { createdAt: new Date(), updatedAt: new Date() };
  if (user.userType === 'client') await PatientProfileModel.create({ _id: userId, ...user.profile, ...times });
  else if (user.userType === 'psychologist') await PsychologistProfileModel.create({ _id: userId, ...user.profile, ...times });
  else if (user.userType === 'gp') await GpProfileModel.create({ _id: userId, ...user.profile, ...times });
}

/**
 * Creates the account, then its profile. Without transactions the second write can fail alone:
 * the account is then removed again, so nobody is left able to sign in without a profile.
 * An email that is already an account's gives 409.
 */
export async function createUserWithProfile(user: NewUser): Promise<string> {
  let accountId: string;
  try {
    const account = await createAccount({ email: user.email, passwordHash: user.passwordHash, userType: user.userType, isApproved: user.isApproved });
    accountId = account._id;
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  try {
    await insertProfile(accountId, user);
  } catch (err) {
    await deleteAccount(accountId);
    throw err;
  }
  return accountId;
}
