import { randomInt } from 'node:crypto';
import { AttemptSlotModel } from './attempt-slot.model';

export const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

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

/**
 * A fixed-window limit that holds under parallel requests: each allowed request owns one of the
 * window's `limit` numbered slots, taken by a unique insert. Slot numbers are unique and below
 * `limit`, so a count of `limit` means full; otherwise probing from a random number keeps
 * parallel requests from all colliding on the same ones.
 */
export async function takeWindowSlot({ scope, limit, windowMs }: SlotLimit, key: string, now = new Date()): Promise<SlotDecision> {
  const window = Math.floor(now.getTime() / windowMs);
  const windowEnd = new Date((window + 1) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
  const bucket = `${scope}|${key}|${window}`;
  if (limit <= 0 || (await AttemptSlotModel.countDocuments({ bucket })) >= limit) return { allowed: false, retryAfterSeconds };
  const start = randomInt(0, limit);
  for (let i = 0; i < limit; i++) {
    const n = (start + i) % limit;
    if (await insertSlot(`${bucket}|${n}`, bucket, n, now, windowEnd)) return { allowed: true, n };
  }
  return { allowed: false, retryAfterSeconds };
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
