import { SLOT_BLOCK_MINUTES, type SlotLockRecord } from './slot-lock.model';

const MINUTE = 60_000;

/** A half-open UTC interval [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/**
 * Busy time from slot locks: each lock covers its 5-minute block; a reservation hold whose
 * `expiresAt` is at or before `now` counts as free (slot-lock.model.ts).
 */
export function busyFromSlotLocks(locks: Pick<SlotLockRecord, 'blockStart' | 'holderKind' | 'expiresAt'>[], now: Date): Interval[] {
  const live = locks.filter((lock) => !(lock.holderKind === 'reservation' && lock.expiresAt && lock.expiresAt.getTime() <= now.getTime()));
  return mergeIntervals(live.map((lock) => ({ start: lock.blockStart, end: new Date(lock.blockStart.getTime() + SLOT_BLOCK_MINUTES * MINUTE) })));
}

/**
 * The 5-minute UTC blocks a booking starting at `start` must lock: the session plus the buffer
 * after it (the slot engine asks for exactly this span to be free). A partial block counts whole.
 */
export function slotLockBlockStarts(start: Date, durationMinutes: number, bufferMinutes: number): Date[] {
  const block = SLOT_BLOCK_MINUTES * MINUTE;
  const first = Math.floor(start.getTime() / block) * block;
  const end = start.getTime() + (durationMinutes + bufferMinutes) * MINUTE;
  const blocks: Date[] = [];
  for (let at = first; at < end; at += block) blocks.push(new Date(at));
  return blocks;
}

/** Sorted, non-overlapping union of intervals (touching ones joined). */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end.getTime() > i.start.getTime()).sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start.getTime() <= last.end.getTime()) {
      if (next.end.getTime() > last.end.getTime()) merged[merged.length - 1] = { start: last.start, end: next.end };
    } else merged.push({ start: next.start, end: next.end });
  }
  return merged;
}

/** Whether [start, end) (epoch ms) overlaps any of the sorted, merged intervals (binary search). */
export function overlapsAny(sorted: Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = sorted.length;
  // First interval whose end is after `start`.
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid].end.getTime() <= start) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low].start.getTime() < end;
}
