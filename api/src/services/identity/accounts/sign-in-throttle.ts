import { AttemptSlotModel, type AttemptSlotRecord } from '../../../http/rate-limit/attempt-slot.model';
import { insertSlot } from '../../../http/rate-limit/slot-limiter';

/** Wrong passwords an address may have before each further try waits. */
export const FREE_FAILURES = 5;
const MINUTE = 60 * 1000;
/** Wait before the 6th, 7th, 8th, 9th and every later try: 1, 2, 4, 8, then 15 minutes. */
export const DELAYS_MS = [1, 2, 4, 8, 15].map((minutes) => minutes * MINUTE);
/** A series of failures is forgotten this long after its last failure. */
export const FAILURE_MEMORY_MS = 24 * 60 * MINUTE;

/** How long the try after `failures` wrong passwords must wait after the last one (0 = none). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return DELAYS_MS[Math.min(failures - FREE_FAILURES, DELAYS_MS.length - 1)];
}

const SCOPE = 'sign-in-failures';
const bucketOf = (email: string) => `${SCOPE}|${email}`;

export type CheckTicket = { allowed: true; email: string; n: number } | { allowed: false; delayedUntil: Date };

/**
 * Asks for the right to check one password for this address. Every check owns the next slot of
 * the address's failure series (a unique insert, so parallel guesses get different numbers):
 * slots 0–4 are free, slot n ≥ 5 only once slot n−1 has failed and its delay has passed. Thirty
 * guesses at once therefore check five passwords, not thirty. A right password clears the series
 * (`passwordRight`), so only failures count and genuine sign-ins are never held back.
 */
export async function beginPasswordCheck(email: string, now = new Date()): Promise<CheckTicket> {
  const bucket = bucketOf(email);
  let slots = await AttemptSlotModel.find({ bucket }).sort({ n: 1 }).lean<AttemptSlotRecord[]>();
  const last = slots.at(-1);
  if (last && (last.failedAt ?? last.takenAt).getTime() + FAILURE_MEMORY_MS < now.getTime()) {
    await AttemptSlotModel.deleteMany({ bucket, n: { $lte: last.n } });
    slots = [];
  }
  let n = slots.length ? slots[slots.length - 1].n + 1 : 0;
  let previous = slots.at(-1);
  // Bounded: each round either takes slot n or learns that someone else holds it.
  for (let round = 0; round < FREE_FAILURES + 50; round++) {
    if (n >= FREE_FAILURES) {
      if (!previous?.failedAt) return { allowed: false, delayedUntil: new Date(now.getTime() + delayAfter(n)) };
      const until = new Date(previous.failedAt.getTime() + delayAfter(n));
      if (until > now) return { allowed: false, delayedUntil: until };
    }
    const expiresAt = new Date(now.getTime() + FAILURE_MEMORY_MS);
    if (await insertSlot(`${bucket}|${n}`, bucket, n, now, expiresAt)) return { allowed: true, email, n };
    previous = (await AttemptSlotModel.findById(`${bucket}|${n}`).lean<AttemptSlotRecord>()) ?? undefined;
    n += 1;
  }
  return { allowed: false, delayedUntil: new Date(now.getTime() + delayAfter(n)) };
}

/** The checked password was wrong: the slot now counts as a failure. Returns the delay it starts. */
export async function passwordWrong(ticket: { email: string; n: number }, now = new Date()): Promise<Date | undefined> {
  await AttemptSlotModel.updateOne({ _id: `${bucketOf(ticket.email)}|${ticket.n}` }, { $set: { failedAt: now } });
  const wait = delayAfter(ticket.n + 1);
  return wait ? new Date(now.getTime() + wait) : undefined;
}

/** The right password (or a reset): the address's failures are forgotten. */
export async function clearFailures(email: string): Promise<void> {
  await AttemptSlotModel.deleteMany({ bucket: bucketOf(email) });
}

/** The check never ran (e.g. the hashing queue was full): its slot is given back. */
export async function givePasswordCheckBack(ticket: { email: string; n: number }): Promise<void> {
  await AttemptSlotModel.deleteOne({ _id: `${bucketOf(ticket.email)}|${ticket.n}`, failedAt: { $exists: false } });
}

/** Until when this address's next password try must wait (a lock-out), or undefined when it may try now. */
export async function signInLockedUntil(email: string, now = new Date()): Promise<Date | undefined> {
  const slots = await AttemptSlotModel.find({ bucket: bucketOf(email) }).sort({ n: 1 }).lean<AttemptSlotRecord[]>();
  const last = slots.at(-1);
  if (!last?.failedAt || last.failedAt.getTime() + FAILURE_MEMORY_MS < now.getTime()) return undefined;
  const until = new Date(last.failedAt.getTime() + delayAfter(last.n + 1));
  return until > now ? until : undefined;
}
