import { configuration } from '../../../configuration';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import { AttemptSlotModel } from '../../../http/rate-limit/attempt-slot.model';
import { SecondFactorModel, SecondFactorUseModel } from './second-factor.model';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './sealed-secret';
import { totpTimeStep } from './totp';

export type SecondFactorOutcome = 'proved' | 'invalid' | 'used' | 'limited';

/** Wrong codes per account in any 15 minutes (a 6-digit code must not be guessable by volume). */
export const SECOND_FACTOR_TRIES = 10;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const LIMIT = { scope: 'second-factor', limit: SECOND_FACTOR_TRIES, windowMs: FIFTEEN_MINUTES } as const;

export const isEnrolled = async (accountId: string) => (await SecondFactorModel.exists({ _id: accountId })) !== null;

/**
 * Every try holds a slot before its code is checked (rolling-limiter: decided by inserts), so
 * parallel guesses cannot check more codes than the limit; any but a wrong code gives its slot back,
 * so only guesses count and an administrator signing in often (or racing their own tabs) is never locked out.
 */
async function withTry<T extends string | { outcome: string }>(accountId: string, now: Date, check: () => Promise<T>): Promise<T | 'limited'> {
  const decision = await takeRollingSlot(LIMIT, accountId, now);
  if (!decision.allowed) return 'limited';
  const result = await check();
  const outcome = typeof result === 'string' ? result : result.outcome;
  // Only a wrong code is a guess; a replayed one was refused by its use's insert and guesses nothing.
  if (outcome !== 'invalid') await AttemptSlotModel.deleteOne({ _id: `${LIMIT.scope}|${accountId}|${decision.n}`, takenAt: now });
  return result;
}

/** Records one use of a proof; false when it was used before (the insert, not a read, decides). */
async function useOnce(accountId: string, key: string, now: Date): Promise<boolean> {
  try {
    await SecondFactorUseModel.create({ _id: `${accountId}|${key}`, accountId, usedAt: now });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/**
 * Checks an enrolled administrator's code: the authenticator's 6 digits (its time step used once)
 * or one of their recovery codes (used once).
 */
export function proveSecondFactor(accountId: string, code: string, now = new Date()): Promise<SecondFactorOutcome> {
  return withTry(accountId, now, () => checkCode(accountId, code, now));
}

async function checkCode(accountId: string, code: string, now: Date): Promise<SecondFactorOutcome> {
  const factor = await SecondFactorModel.findById(accountId).lean();
  if (!factor) return 'invalid';
  const step = totpTimeStep(openSecret(factor.totpSecret, accountId, configuration().secondFactorKey), code, now);
  if (step !== undefined) return (await useOnce(accountId, `totp|${step}`, now)) ? 'proved' : 'used';
  if (!looksLikeRecoveryCode(code)) return 'invalid';
  const hash = recoveryCodeHash(code);
  if (!factor.recoveryCodeHashes.includes(hash)) return 'invalid';
  return (await useOnce(accountId, `recovery|${hash}`, now)) ? 'proved' : 'used';
}

/** What is stored: the secret sealed (sealed-secret.ts), the recovery codes hashed. */
const secondFactorRecord = (accountId: string, secret: string, recoveryCodes: readonly string[], enrolledAt: Date) => ({
  _id: accountId,
  totpSecret: sealSecret(secret, accountId, configuration().secondFactorKey),
  recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
  enrolledAt,
});

export type EnrolmentOutcome = { outcome: 'enrolled'; recoveryCodes: string[] } | { outcome: 'invalid' | 'used' | 'limited' | 'already-enrolled' };

/**
 * Confirms an enrolment with a code from the new secret. The insert of the account's record decides
 * which of two racing confirmations enrols; the recovery codes are returned here, once, and only
 * their hashes are kept.
 */
export async function confirmEnrolment(accountId: string, secret: string, code: string, now = new Date()): Promise<EnrolmentOutcome> {
  const result = await withTry(accountId, now, () => checkEnrolment(accountId, secret, code, now));
  return result === 'limited' ? { outcome: 'limited' } : result;
}

async function checkEnrolment(accountId: string, secret: string, code: string, now: Date): Promise<EnrolmentOutcome> {
  const step = totpTimeStep(secret, code, now);
  if (step === undefined) return { outcome: 'invalid' };
  if (!(await useOnce(accountId, `totp|${step}`, now))) return { outcome: 'used' };
  const recoveryCodes = newRecoveryCodes();
  try {
    await SecondFactorModel.create(secondFactorRecord(accountId, secret, recoveryCodes, now));
  } catch (err) {
    if (isDuplicateKey(err)) return { outcome: 'already-enrolled' };
    throw err;
  }
  return { outcome: 'enrolled', recoveryCodes };
}

/** Enrols a known secret (the demo administrator's, local only: seed/demo-second-factor.ts). */
export async function enrolKnownSecret(accountId: string, secret: string, recoveryCodes: readonly string[], now = new Date()): Promise<boolean> {
  try {
    await SecondFactorModel.create(secondFactorRecord(accountId, secret, recoveryCodes, now));
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
