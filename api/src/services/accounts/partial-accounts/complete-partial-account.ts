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
import { alreadyCompleted, findPartialAccount, partialAccountCodes } from './partial-account-store';

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
 * The right code and an acceptable password turn the partial account into a client account with
 * a patient profile (and the partner link, when a partner referred the person). A malformed code
 * or a weak password is refused before a try is spent.
 */
export async function completePartialAccount(id: string, verificationCode: string, password: string): Promise<{ userId: string }> {
  const partialAccount = await findPartialAccount(id);
  if (partialAccount.completedAt) throw alreadyCompleted();
  const submitted = verificationCode.trim();
  const errors = new FieldErrors();
  if (!SIX_DIGITS.test(submitted)) errors.add('verificationCode', MALFORMED_CODE_MESSAGE);
  const weakness = passwordProblem(password, partialAccount.email);
  if (weakness) errors.add('password', weakness);
  errors.throwIfAny();

  await spendTry(partialAccountCodes, partialAccount, submitted);
  if (!(await partialAccountCodes.claim(id))) throw alreadyCompleted();
  let userId: string;
  try {
    userId = await createUserWithProfile({
      email: partialAccount.email,
      passwordHash: await hashPassword(password),
      userType: 'client',
      isApproved: true,
      profile: { firstName: partialAccount.firstName, lastName: partialAccount.lastName, referrerId: partialAccount.referrerId },
    });
  } catch (err) {
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
