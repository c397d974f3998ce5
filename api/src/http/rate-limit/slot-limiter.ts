import { AttemptSlotModel } from './attempt-slot.model';
import { isDuplicateKey } from '../../lib/duplicate-key';

/** Inserts a slot; false when someone else holds that key (never throws E11000). */
export async function insertSlot(_id: string, bucket: string, n: number, now: Date, expiresAt: Date): Promise<boolean> {
  try {
    await AttemptSlotModel.create({ _id, bucket, n, takenAt: now, expiresAt });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export type SlotDecision = { allowed: true; n: number } | { allowed: false; retryAfterSeconds: number };

export interface SlotLimit {
  /** Keeps limits apart, e.g. `sign-in-ip`. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Deletes slots that no longer count; FerretDB has no TTL index (run periodically). */
export async function sweepExpiredSlots(now = new Date()): Promise<number> {
  const { deletedCount } = await AttemptSlotModel.deleteMany({ expiresAt: { $lte: now } });
  return deletedCount;
}

/**
 * A rolling cooldown: true for the first caller, then false for everyone until `ms` have passed
 * (one document per key; an expired one is deleted by whoever finds it, and the insert decides).
 */
export async function takeCooldown(scope: string, key: string, ms: number, now = new Date()): Promise<SlotDecision> {
  const _id = `${scope}|${key}`;
  for (let round = 0; round < 3; round++) {
    if (await insertSlot(_id, scope, 0, now, new Date(now.getTime() + ms))) return { allowed: true, n: 0 };
    const held = await AttemptSlotModel.findById(_id).lean();
    if (held && held.expiresAt > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((held.expiresAt.getTime() - now.getTime()) / 1000)) };
    if (held) await AttemptSlotModel.deleteOne({ _id, expiresAt: held.expiresAt });
  }
  return { allowed: false, retryAfterSeconds: 1 };
}
