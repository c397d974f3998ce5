import { badRequest, HttpProblem, tooManyRequests } from '../../../http/problem';
import { sendEmail } from '../../notifications/send-email';
import { findAccountByEmail, findAccountById, setPassword } from '../accounts/accounts';
import { passwordProblem, verifyPassword } from '../accounts/passwords';
import { revokeAllGrantsOf } from '../provider/mongo-adapter';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from './one-time-code';
import { PasswordResetModel, type PasswordResetRecord } from './password-reset.model';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_RESEND_AFTER_MS = 60 * 1000;
export const RESET_CODE_INVALID = 'The code is incorrect or has expired. Please request a new one.';

const weakPassword = (message: string) => new HttpProblem(422, 'Validation failed', `newPassword: ${message}`, { newPassword: message });

/**
 * Forgot password: emails a reset code when the account exists, and answers the same either way
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(email);
  if (!account) return;
  const previous = await PasswordResetModel.findById(account._id).lean<PasswordResetRecord>();
  if (previous && now.getTime() - previous.requestedAt.getTime() < RESET_RESEND_AFTER_MS)
    throw tooManyRequests('A code was sent less than a minute ago. Please check your email or try again shortly.');
  const code = newOneTimeCode();
  await PasswordResetModel.replaceOne(
    { _id: account._id },
    { codeHash: hashOneTimeCode(code), expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS), attempts: 0, requestedAt: now },
    { upsert: true },
  );
  await sendEmail({
    to: account.email,
    kind: 'password-reset-code',
    subject: 'Your Harbour password reset code',
    text: `Your code to reset your Harbour password is ${code}. It expires in 30 minutes.\n\nIf you did not ask to reset your password you can ignore this email.`,
  });
}

/** Sets a new password with the emailed code; signs the account out everywhere. */
export async function resetPassword(email: string, code: string, newPassword: string, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(email);
  const reset = account && (await PasswordResetModel.findById(account._id).lean<PasswordResetRecord>());
  if (!account || !reset || reset.expiresAt <= now || reset.attempts >= RESET_CODE_MAX_ATTEMPTS) throw badRequest(RESET_CODE_INVALID);
  if (!oneTimeCodeMatches(code, reset.codeHash)) {
    await PasswordResetModel.updateOne({ _id: account._id }, { $inc: { attempts: 1 } });
    throw badRequest(RESET_CODE_INVALID);
  }
  const problem = passwordProblem(newPassword, account.email);
  if (problem) throw weakPassword(problem);
  await setPassword(account._id, newPassword);
  await PasswordResetModel.deleteOne({ _id: account._id });
  await revokeAllGrantsOf(account._id);
}

/** POST /auth/change-password: the old password proves it is the person, not just their token. */
export async function changePassword(accountId: string, oldPassword: string, newPassword: string): Promise<void> {
  const account = await findAccountById(accountId);
  // 400, not 401: a wrong old password must not look like an expired sign-in to the SDK.
  if (!account || !(await verifyPassword(oldPassword, account.passwordHash)))
    throw new HttpProblem(400, 'Bad Request', 'Your current password is incorrect.', { oldPassword: 'Your current password is incorrect.' });
  const problem = passwordProblem(newPassword, account.email);
  if (problem) throw weakPassword(problem);
  if (oldPassword === newPassword) throw weakPassword('Choose a password different from your current one.');
  await setPassword(accountId, newPassword);
  await revokeAllGrantsOf(accountId);
}
