import { badRequest, HttpProblem, tooManyRequests } from '../../../http/problem';
import { CodeReservationModel } from '../../../security/one-time-codes/code-reservation.model';
import { CodeStore } from '../../../security/one-time-codes/code-store';
import { checkVerificationCode, CODE_TTL_MS, issueVerificationCode, RESEND_INTERVAL_MS, secondsUntilResend } from '../../../security/one-time-codes/verification-code';
import { takeCooldown } from '../../../http/rate-limit/slot-limiter';
import { configuration } from '../../../configuration';
import { createLogger } from '../../../http/request-logger';
import { passwordResetEmail } from './password-reset-email';
import { sendEmail } from '../../notifications';
import { findAccountByEmail, findAccountById, normaliseEmail, setPassword } from '../accounts/accounts';
import { passwordProblem, verifyPassword } from '../accounts/passwords';
import { revokeAllGrantsOf } from '../provider/mongo-adapter';
import { PasswordResetModel, type PasswordResetRecord } from './password-reset.model';
import { isDuplicateKey } from '../../../lib/duplicate-key';

export const RESET_CODE_TTL_MS = CODE_TTL_MS;
const resetCodes = new CodeStore(PasswordResetModel, 'completedAt', 'password-reset');
const SENT_TOO_RECENTLY = 'A code was sent less than a minute ago. Please check your email or try again shortly.';
export const RESET_CODE_INVALID = 'The code is incorrect or has expired. Please request a new one.';

const weakPassword = (message: string) => new HttpProblem(422, 'Validation failed', `newPassword: ${message}`, { newPassword: message });

let logger: ReturnType<typeof createLogger> | undefined;
const log = () => (logger ??= createLogger(configuration().logLevel).child({ module: 'password-reset' }));

/** Code issues and emails still under way after their 202 was sent (`settlePasswordResets`). */
const resetsInFlight = new Set<Promise<void>>();

/**
 * Forgot password: emails a reset code when the account exists. Known and unknown addresses get
 * the same answers (202, or 429 within a minute of the last request for that address), so the
 * form cannot be used to find out who has an account. They also take the same time: both do the
 * same two reads before answering, and the code and email for a known address are written after
 * the answer (security/forgot-password-writes.security.int.test.ts; the times: `npm run bench -- forgot-password`).
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const address = normaliseEmail(email);
  const cooldown = await takeCooldown('password-reset-request', address, RESEND_INTERVAL_MS, now);
  if (!cooldown.allowed) throw tooManyRequests(SENT_TOO_RECENTLY, cooldown.retryAfterSeconds);
  const account = await findAccountByEmail(address);
  if (!account) return;
  // Started on the next turn of the event loop, after the 202 has been written: starting it here
  // let its first write sometimes land before the answer, and answer times then told accounts apart.
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendResetCode(account._id, account.email, now))
    .catch((err: unknown) => {
      // The person already has their 202; the failure is ours to see (and theirs to retry).
      log().error({ err }, 'password reset code could not be sent');
    });
  resetsInFlight.add(work);
  void work.finally(() => resetsInFlight.delete(work));
}

/** Waits for the reset codes still being issued and emailed (tests and graceful shutdown). */
export async function settlePasswordResets(): Promise<void> {
  while (resetsInFlight.size) await Promise.all([...resetsInFlight]);
}

async function sendResetCode(accountId: string, to: string, now: Date): Promise<void> {
  const previous = await PasswordResetModel.findById(accountId).lean<PasswordResetRecord>();
  if (previous && secondsUntilResend(previous, now) > 0) return; // already sent this minute
  // Replacing a code is itself once-only (a unique key per code), so parallel requests send one.
  const code = previous ? await resetCodes.replaceCode(previous, now) : await firstCode(accountId, now);
  if (!code) return;
  await sendEmail({ to, kind: 'password-reset-code', ...passwordResetEmail(code) });
}

async function firstCode(accountId: string, now: Date): Promise<string | undefined> {
  const { code, state } = issueVerificationCode(accountId, now);
  try {
    await PasswordResetModel.create({ _id: accountId, ...state });
    return code;
  } catch (err) {
    if (isDuplicateKey(err)) return undefined; // a parallel request created it first
    throw err;
  }
}

/**
 * Sets a new password with the emailed code; signs the account out everywhere. Each check takes
 * one of the code's five numbered tries, and using it is a unique claim on that code: the same
 * code sent ten times at once resets the password once.
 */
export async function resetPassword(email: string, code: string, newPassword: string, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(email);
  const reset = account && (await PasswordResetModel.findById(account._id).lean<PasswordResetRecord>());
  if (!account || !reset || reset.completedAt) throw badRequest(RESET_CODE_INVALID);
  const check = checkVerificationCode(account._id, reset, code.trim(), now);
  if (check !== 'valid' && check !== 'wrong') throw badRequest(RESET_CODE_INVALID);
  const attempt = await resetCodes.takeTry(reset);
  if (attempt === undefined) throw badRequest(RESET_CODE_INVALID);
  if (check === 'wrong') {
    await resetCodes.noteWrongCode(account._id, attempt);
    throw badRequest(RESET_CODE_INVALID);
  }
  const problem = passwordProblem(newPassword, account.email);
  if (problem) throw weakPassword(problem);
  if (!(await resetCodes.claim(account._id, reset))) throw badRequest(RESET_CODE_INVALID);
  await setPassword(account._id, newPassword);
  // The record goes; the claim stays, so a request still holding this code cannot use it again.
  await PasswordResetModel.deleteOne({ _id: account._id });
  await CodeReservationModel.deleteMany({ ownerId: account._id, kind: 'try' });
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
