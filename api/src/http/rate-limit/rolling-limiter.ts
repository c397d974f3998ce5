import { AttemptSlotModel } from './attempt-slot.model';
import { insertSlot, type SlotDecision, type SlotLimit } from './slot-limiter';

/** When a held slot frees up: the earliest expiry among the held ones (at least a second away). */
export function secondsUntilFree(expiries: readonly Date[], now: Date): number {
  if (!expiries.length) return 1;
  const soonest = Math.min(...expiries.map((expiry) => expiry.getTime()));
  return Math.max(1, Math.ceil((soonest - now.getTime()) / 1000));
}

/**
 * A rolling limit: at most `limit` requests per key in any `windowMs` (a fixed window would let
 * twice the limit through around its edge). Each allowed request holds one of `limit` numbered
 * slots (`<scope>|<key>|<n>`) until `windowMs` after it was taken; holding is decided by a unique
 * insert, the one atomic decision FerretDB 1.24 makes. A slot whose time is up is taken over by
 * whoever first inserts a claim naming that slot and its old `takenAt`; only that claimant deletes
 * the old slot, so two requests can never both reuse it.
 */
export async function takeRollingSlot({ scope, limit, windowMs }: SlotLimit, key: string, now = new Date()): Promise<SlotDecision> {
  const bucket = `${scope}|${key}`;
  const expiresAt = new Date(now.getTime() + windowMs);
  const held: Date[] = [];
  for (let n = 0; n < limit; n++) {
    const _id = `${bucket}|${n}`;
    if (await insertSlot(_id, bucket, n, now, expiresAt)) return { allowed: true, n };
    const slot = await AttemptSlotModel.findById(_id).lean();
    if (!slot) {
      // Freed (swept) between our insert and read: one more try at it.
      if (await insertSlot(_id, bucket, n, now, expiresAt)) return { allowed: true, n };
      continue;
    }
    if (slot.expiresAt > now) {
      held.push(slot.expiresAt);
      continue;
    }
    const claim = `${_id}|after|${slot.takenAt.getTime()}`;
    if (!(await insertSlot(claim, `${bucket}|claims`, n, now, expiresAt))) continue;
    await AttemptSlotModel.deleteOne({ _id, takenAt: slot.takenAt });
    if (await insertSlot(_id, bucket, n, now, expiresAt)) return { allowed: true, n };
  }
  return { allowed: false, retryAfterSeconds: secondsUntilFree(held, now) };
}
