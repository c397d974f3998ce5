import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 5;

/** Ten codes like `K7QPM-3XH9R` (10 characters from 31: ~49 bits each, beyond online guessing under the limit). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** What is stored and compared: the code without case, spaces or dashes, SHA-256. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

export const looksLikeRecoveryCode = (code: string) => /^[A-Z0-9]{10}$/.test(code.toUpperCase().replace(/[\s-]/g, ''));
