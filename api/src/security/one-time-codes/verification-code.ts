import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time email codes (registration, partial accounts, password reset): 6 digits, only a hash kept, valid
 * for 30 minutes, 5 wrong tries then a new code is needed, a new code at most once a minute.
 */
export const CODE_TTL_MS = 30 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;

/** The code state kept on a pending registration or partial account. */
export interface VerificationCodeState {
  codeHash?: string;
  codeExpiresAt?: Date;
  wrongCodes: number;
  codeSentAt?: Date;
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to its owner, so a code hash copied onto another record matches nothing. */
export function hashVerificationCode(ownerId: string, code: string): string {
  return createHash('sha256').update(`${ownerId}:${code}`).digest('base64url');
}

/** A fresh code and the state that replaces the old one (wrong tries start again). */
export function issueVerificationCode(ownerId: string, now = new Date()): { code: string; state: Required<VerificationCodeState> } {
  const code = newVerificationCode();
  return {
    code,
    state: {
      codeHash: hashVerificationCode(ownerId, code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      wrongCodes: 0,
      codeSentAt: now,
    },
  };
}

export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'too-many-wrong' | 'not-sent';

export function checkVerificationCode(ownerId: string, state: VerificationCodeState, submitted: string, now = new Date()): CodeCheck {
  if (!state.codeHash || !state.codeExpiresAt) return 'not-sent';
  if (state.wrongCodes >= MAX_WRONG_CODES) return 'too-many-wrong';
  if (state.codeExpiresAt.getTime() <= now.getTime()) return 'expired';
  const expected = Buffer.from(state.codeHash);
  const actual = Buffer.from(hashVerificationCode(ownerId, submitted));
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? 'valid' : 'wrong';
}

/** Seconds to wait before another code may be sent (0 = now). */
export function secondsUntilResend(state: Pick<VerificationCodeState, 'codeSentAt'>, now = new Date()): number {
  if (!state.codeSentAt) return 0;
  const waitMs = state.codeSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** The message for a code that is not (or no longer) the valid one. */
export function codeProblemMessage(check: Exclude<CodeCheck, 'valid'>, wrongCodes = 0): string {
  switch (check) {
    case 'wrong': {
      const left = MAX_WRONG_CODES - wrongCodes;
      return left > 0
        ? `The verification code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The verification code is incorrect. Too many incorrect codes: request a new code.';
    }
    case 'expired':
      return 'This code has expired. Request a new code.';
    case 'too-many-wrong':
      return 'Too many incorrect codes. Request a new code.';
    case 'not-sent':
      return 'No code has been sent yet. Request a code first.';
  }
}

export const SIX_DIGITS = /^\d{6}$/;
export const MALFORMED_CODE_MESSAGE = 'Enter the 6-digit code from your email.';
