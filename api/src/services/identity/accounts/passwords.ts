import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingQueue } from './hashing-queue';

// scrypt from node:crypto (ARCHITECTURE §4). N=2^15 costs ~50 ms here: slow for a guesser, fine
// for a person. Parameters travel with each hash so they can be raised later without a migration.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/**
 * How many passwords this process has checked: the security tests read it to prove that parallel
 * guesses cannot check more than the limits allow.
 */
export const passwordChecks = { count: 0 };

/** Who asks (an IP address): the hashing queue gives each caller only a few places. */
export interface HashingCaller {
  caller?: string;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, caller?: string, onRun?: () => void): Promise<Buffer> {
  return hashingQueue.run(() => {
    onRun?.(); // when it really runs, not when the queue refuses it
    return new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  }, caller);
}

export interface HashingOptions extends HashingCaller {
  /** scrypt's cost N: the product's unless a test fixture asks for less (see test-support/sign-in.ts). */
  cost?: number;
}

export async function hashPassword(password: string, { caller, cost = PARAMS.N }: HashingOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...PARAMS, N: cost }, caller);
  return ['scrypt', cost, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, { caller }: HashingCaller = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
    caller,
    () => (passwordChecks.count += 1),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const PASSWORD_MIN_LENGTH = 10;
const COMMON_PASSWORDS = new Set([
  'password123',
  'password1234',
  '1234567890',
  'qwertyuiop',
  'letmein123',
  'iloveyou12',
  'harbour123',
  'welcome123',
]);

/** A sensible strength rule (NIST 800-63B style): length, not common, not the email. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 200) return 'Password must be at most 200 characters.';
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password))
    return 'Password must contain a letter and a number or symbol.';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common. Please choose another.';
  const localPart = email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && password.toLowerCase().includes(localPart))
    return 'Password must not contain your email address.';
  return undefined;
}
