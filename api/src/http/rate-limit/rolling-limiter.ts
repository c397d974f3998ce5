import { randomInt } from 'node:crypto';
import { AttemptSlotModel, type AttemptSlotRecord } from './attempt-slot.model';
import { insertSlot, type SlotDecision, type SlotLimit } from './slot-limiter';

/** When a held slot frees up: the earliest expiry among the held ones (at least a second away). */
export function secondsUntilFree(expiries: readonly Date[], now: Date): number {
  if (!expiries.length) return 1;
  const soonest = Math.min(...expiries.map((expiry) => expiry.getTime()));
  return Math.max(1, Math.ceil((soonest - now.getTime()) / 1000));
}

/**
 * A sliding (rolling) limit: at most `limit` requests per key in any `windowMs`. A fixed window
 * lets twice the limit through around its edge (the re-test sent 82 sign-in guesses in a minute
 * against a limit of 50 per 15 minutes). Each allowed request holds one of `limit` numbered slots
 * (`<scope>|<key>|<n>`) until `windowMs` after it was taken; holding is decided by a unique insert,
 * the one atomic decision FerretDB 1.24 makes (a counter library's `$inc` is read-then-write there).
 * A slot whose time is up is taken over by whoever first inserts a claim naming that slot and its
 * old `takenAt`; only that claimant deletes the old slot, so two requests never both reuse it.
 *
 * Cheap in the common cases: under the limit, one insert at a random number usually succeeds;
 * otherwise one read of the key's slots, and only numbers that are free or expired are tried,
 * from a random place so parallel requests do not all collide on the same ones. A refusal writes
 * nothing.
 */
export async function takeRollingSlot({ scope, limit, windowMs }: SlotLimit, key: string, now = new Date()): Promise<SlotDecision> {
  const bucket = `${scope}|${key}`;
  const expiresAt = new Date(now.getTime() + windowMs);
  if (limit <= 0) return { allowed: false, retryAfterSeconds: secondsUntilFree([expiresAt], now) };
  const guess = randomInt(0, limit);
  if (await insertSlot(`${bucket}|${guess}`, bucket, guess, now, expiresAt)) return { allowed: true, n: guess };
  const slots = new Map<number, AttemptSlotRecord>();
  for (const slot of await AttemptSlotModel.find({ bucket }).lean<AttemptSlotRecord[]>()) slots.set(slot.n, slot);
  const held: Date[] = [];
  const free: number[] = [];
  const expired: AttemptSlotRecord[] = [];
  for (let n = 0; n < limit; n++) {
    const slot = slots.get(n);
    if (!slot) free.push(n);
    else if (slot.expiresAt > now) held.push(slot.expiresAt);
    else expired.push(slot);
  }
  const start = free.length ? randomInt(0, free.length) : 0;
  for (let i = 0; i < free.length; i++) {
    const n = free[(start + i) % free.length];
    if (await insertSlot(`${bucket}|${n}`, bucket, n, now, expiresAt)) return { allowed: true, n };
  }
  for (const slot of expired) {
    const claim = `${slot._id}|after|${slot.takenAt.getTime()}`;
    if (!(await insertSlot(claim, `${bucket}|claims`, slot.n, now, expiresAt))) continue;
    await AttemptSlotModel.deleteOne({ _id: slot._id, takenAt: slot.takenAt });
    if (await insertSlot(slot._id, bucket, slot.n, now, expiresAt)) return { allowed: true, n: slot.n };
  }
  // Everything was held (or taken by a parallel request just now): when the soonest frees.
  return { allowed: false, retryAfterSeconds: secondsUntilFree(held.length ? held : [expiresAt], now) };
}
