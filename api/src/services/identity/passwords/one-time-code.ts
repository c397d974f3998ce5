import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits; only a hash is stored. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const hashOneTimeCode = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

export function oneTimeCodeMatches(code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
