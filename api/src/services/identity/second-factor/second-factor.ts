import { isDuplicateKey } from '../../../lib/duplicate-key';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import { SecondFactorModel, SecondFactorUseModel } from './second-factor.model';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { totpTimeStep } from './totp';

export type SecondFactorOutcome = 'proved' | 'invalid' | 'used' | 'limited';

/** Code tries per account in any 15 minutes (a 6-digit code must not be guessable by volume). */
export const SECOND_FACTOR_TRIES = 10;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const isEnrolled = async (accountId: string) => (await SecondFactorModel.exists({ _id: accountId })) !== null;

/** Every try counts, right or wrong, decided by slot inserts (rolling-limiter). */
async function takeTry(accountId: string, now: Date): Promise<boolean> {
  return (await takeRollingSlot({ scope: 'second-factor', limit: SECOND_FACTOR_TRIES, windowMs: FIFTEEN_MINUTES }, accountId, now)).allowed;
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
export async function proveSecondFactor(accountId: string, code: string, now = new Date()): Promise<SecondFactorOutcome> {
  if (!(await takeTry(accountId, now))) return 'limited';
  const factor = await SecondFactorModel.findById(accountId).lean();
  if (!factor) return 'invalid';
  const step = totpTimeStep(factor.totpSecret, code, now);
  if (step !== undefined) return (await useOnce(accountId, `totp|${step}`, now)) ? 'proved' : 'used';
  if (!looksLikeRecoveryCode(code)) return 'invalid';
  const hash = recoveryCodeHash(code);
  if (!factor.recoveryCodeHashes.includes(hash)) return 'invalid';
  return (await useOnce(accountId, `recovery|${hash}`, now)) ? 'proved' : 'used';
}

export type EnrolmentOutcome = { outcome: 'enrolled'; recoveryCodes: string[] } | { outcome: 'invalid' | 'used' | 'limited' | 'already-enrolled' };

/**
 * Confirms an enrolment with a code from the new secret. The insert of the account's record decides
 * which of two racing confirmations enrols; the recovery codes are returned here, once, and only
 * their hashes are kept.
 */
export async function confirmEnrolment(accountId: string, secret: string, code: string, now = new Date()): Promise<EnrolmentOutcome> {
  if (!(await takeTry(accountId, now))) return { outcome: 'limited' };
  const step = totpTimeStep(secret, code, now);
  if (step === undefined) return { outcome: 'invalid' };
  if (!(await useOnce(accountId, `totp|${step}`, now))) return { outcome: 'used' };
  const recoveryCodes = newRecoveryCodes();
  try {
    await SecondFactorModel.create({ _id: accountId, totpSecret: secret, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash), enrolledAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) return { outcome: 'already-enrolled' };
    throw err;
  }
  return { outcome: 'enrolled', recoveryCodes };
}

/** Enrols a known secret (the demo administrator's, local only: seed/demo-second-factor.ts). */
export async function enrolKnownSecret(accountId: string, secret: string, recoveryCodes: readonly string[], now = new Date()): Promise<boolean> {
  try {
    await SecondFactorModel.create({ _id: accountId, totpSecret: secret, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash), enrolledAt: now });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
