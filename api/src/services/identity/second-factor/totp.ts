import { generateSecret, generateURI, verifySync } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
const SIX_DIGITS = /^\d{6}$/;

/** A new 160-bit secret, base32 (what authenticator apps read from the QR code). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address the enrolment QR code carries. */
export const totpUri = (secret: string, email: string): string => generateURI({ issuer: 'Harbour', label: email, secret });

/**
 * The time step a code belongs to, or undefined when it is not the code of the step before, now,
 * or after (±1 step for clocks and typing time). The step, not the code, is what is recorded as
 * used, so the same code cannot be replayed within its window.
 */
export function totpTimeStep(secret: string, code: string, now: Date): number | undefined {
  const digits = code.replace(/\s/g, '');
  if (!SIX_DIGITS.test(digits)) return undefined;
  const result = verifySync({ secret, token: digits, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOTP_STEP_SECONDS });
  // The TOTP strategy's result carries the matched step (the union type also covers HOTP's).
  return result.valid ? (result as { timeStep: number }).timeStep : undefined;
}
