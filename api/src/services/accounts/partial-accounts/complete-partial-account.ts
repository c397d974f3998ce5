import { hashPassword, passwordProblem } from '../../identity';
import { sendEmail } from '../../notifications';
import { announceClientReferred, announcePartialAccountCompleted } from '../registration/sign-up-events';
import { FieldErrors } from '../../../lib/field-errors';
import { createUserWithProfile } from '../profiles/new-user';
import { spendTry } from '../../../security/one-time-codes/check-code';
import { resendTooSoon } from '../registration/resend-registration-code';
import { MALFORMED_CODE_MESSAGE, RESEND_INTERVAL_MS, secondsUntilResend, SIX_DIGITS } from '../../../security/one-time-codes/verification-code';
import { verificationEmail } from '../registration/verification-email';
import { findReferrerByIdentifier } from '../../reference-data';
import { checkTermsConsent, recordTermsConsent } from '../registration/terms-consent';
import { removeUser } from '../profiles/remove-user';
import { alreadyCompleted, findPartialAccount, partialAccountCodes } from './partial-account-store';
import type { ValidatePartialAccountRequest } from './partial-account.types';

/** Emails a code for the partial account (same rules as registration: at most once a minute). */
export async function sendPartialAccountCode(id: string): Promise<void> {
  const partialAccount = await findPartialAccount(id);
  if (partialAccount.completedAt) throw alreadyCompleted();
  const wait = secondsUntilResend(partialAccount);
  if (wait > 0) throw resendTooSoon(wait);
  const code = await partialAccountCodes.replaceCode(partialAccount);
  if (!code) throw resendTooSoon(RESEND_INTERVAL_MS / 1000);
  await sendEmail({ to: partialAccount.email, ...verificationEmail(partialAccount.firstName, code, 'to set up your account'), kind: 'partial-account-code' });
}

/**
 * The right code, an acceptable password and the current terms agreed to turn the partial account
 * into a client account with a patient profile (and the partner link, when a partner referred the
 * person). Someone else started the account, so this is where the person agrees to the terms, as
 * at any sign-up. A malformed code, a weak password or no agreement is refused before a try is spent.
 */
export async function completePartialAccount(id: string, { verificationCode, password, acceptedTermsVersion }: ValidatePartialAccountRequest, now = new Date()): Promise<{ userId: string }> {
  const partialAccount = await findPartialAccount(id);
  if (partialAccount.completedAt) throw alreadyCompleted();
  const submitted = (verificationCode ?? '').trim();
  const errors = new FieldErrors();
  if (!SIX_DIGITS.test(submitted)) errors.add('verificationCode', MALFORMED_CODE_MESSAGE);
  const weakness = passwordProblem(password, partialAccount.email);
  if (weakness) errors.add('password', weakness);
  const consent = checkTermsConsent(acceptedTermsVersion, errors, now);
  errors.throwIfAny();

  await spendTry(partialAccountCodes, partialAccount, submitted);
  if (!(await partialAccountCodes.claim(id))) throw alreadyCompleted();
  let userId: string | undefined;
  try {
    userId = await createUserWithProfile({
      email: partialAccount.email,
      passwordHash: await hashPassword(password),
      userType: 'client',
      isApproved: true,
      profile: { firstName: partialAccount.firstName, lastName: partialAccount.lastName, referrerId: partialAccount.referrerId },
    });
    await recordTermsConsent(userId, 'client', `partial-account:${id}`, consent!);
  } catch (err) {
    // No transactions: an account whose agreement could not be kept is removed again.
    if (userId) await removeUser(userId);
    await partialAccountCodes.release(id);
    throw err;
  }
  const referrer = partialAccount.referrerId ? await findReferrerByIdentifier(partialAccount.referrerId) : undefined;
  if (referrer) await announceClientReferred(userId, referrer);
  await partialAccountCodes.markDone(id, { userId }, []);
  // A GP who invited the person attached a referral: it joins their Medicare details now.
  await announcePartialAccountCompleted(id, userId);
  return { userId };
}
