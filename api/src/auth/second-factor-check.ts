import { forbidden } from '../http/problem';
import { StepUpProofModel } from '../services/identity/second-factor/second-factor.model';

/** What an administrator's token without the second factor is told (403). */
export const SECOND_FACTOR_REQUIRED = 'Administrators must sign in with their authenticator code. Please sign out and sign in again.';
/** What a step-up operation answers without a recent proof (403): the console asks for a code and retries. */
export const STEP_UP_REQUIRED = 'Confirm it is you: enter the code from your authenticator app to continue.';
/** How recent a second-factor proof must be for a step-up operation. */
export const STEP_UP_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * The one place administrators' tokens are held to the second factor: a token of an administrator
 * account whose `amr` lacks `otp` is refused on every endpoint (an old token, or one minted any other way).
 */
export function requireSecondFactor(userType: string, amr: unknown): void {
  if (userType === 'administrator' && !(Array.isArray(amr) && amr.includes('otp'))) throw forbidden(SECOND_FACTOR_REQUIRED);
}

/** `step-up` scope: a second-factor proof in this signed-in session (grant) within the last 5 minutes. */
export async function requireRecentStepUp(grantId: unknown, now = new Date()): Promise<void> {
  if (typeof grantId !== 'string') throw forbidden(STEP_UP_REQUIRED);
  const recent = await StepUpProofModel.exists({ grantId, provedAt: { $gt: new Date(now.getTime() - STEP_UP_MAX_AGE_MS) } });
  if (!recent) throw forbidden(STEP_UP_REQUIRED);
}
