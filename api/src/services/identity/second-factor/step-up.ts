import { forbidden, HttpProblem, tooManyRequests } from '../../../http/problem';
import { StepUpProofModel } from './second-factor.model';
import { proveSecondFactor } from './second-factor';

export const STEP_UP_MESSAGES = {
  invalid: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  used: 'That code was already used. Wait for your authenticator app to show a new code.',
  limited: 'Too many codes tried. Please wait 15 minutes and try again.',
} as const;

/**
 * A fresh second-factor proof inside a signed-in session: operations with the `step-up` scope
 * accept that session's tokens for the next 5 minutes (auth/second-factor-check.ts).
 */
export async function stepUp(accountId: string, grantId: string | undefined, code: string, now = new Date()): Promise<void> {
  if (!grantId) throw forbidden('This sign-in cannot be confirmed. Please sign out and sign in again.');
  const outcome = await proveSecondFactor(accountId, code, now);
  if (outcome === 'limited') throw tooManyRequests(STEP_UP_MESSAGES.limited, 15 * 60);
  if (outcome !== 'proved') throw new HttpProblem(422, 'Validation failed', `code: ${STEP_UP_MESSAGES[outcome]}`, { code: STEP_UP_MESSAGES[outcome] });
  await StepUpProofModel.create({ _id: `${grantId}|${now.getTime()}|${accountId}`, grantId, accountId, provedAt: now });
}
