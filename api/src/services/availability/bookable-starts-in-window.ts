import { AvailabilityModel, type AvailabilityRecord } from './availability.model';
import { busyFromSlotLocks } from './busy-time';
import { defaultDuration } from './next-available';
import { bookableSlots } from './slot-engine';
import { SlotLockModel } from './slot-lock.model';
import { cachedCalendarBusy } from './slots-input-cache';

const MINUTE = 60_000;
/** How far past the window's end a lock can still matter: the longest session plus a generous buffer. */
const LOCK_TAIL_MS = 6 * 60 * MINUTE;

export interface BookableStarts {
  psychologistId: string;
  /** The psychologist's own zone. */
  timeZone: string;
  durationMinutes: number;
  /** UTC, ascending; only those `keep` accepted, at most `limit`. */
  starts: Date[];
}

/**
 * Bookable starts in [from, to) of every psychologist in `psychologistIds` who has set hours
 * (and, with `newClientsOnly`, takes new clients), for a search across psychologists: the rules
 * in one read, the slot locks of the window in one read, then the slot engine per psychologist
 * in memory — never a query per psychologist (1,000 of them made the search take seconds).
 * The lock read's range is filtered by FerretDB in its own process (only equality is pushed
 * down), which at this size costs less than a thousand round trips.
 */
export async function bookableStartsInWindow(
  psychologistIds: ReadonlySet<string>,
  query: { from: Date; to: Date; durationMinutes?: number },
  options: { newClientsOnly: boolean; now: Date; limit: number; keep?: (start: Date) => boolean },
): Promise<BookableStarts[]> {
  const { now } = options;
  const lockFrom = new Date(Math.max(query.from.getTime(), now.getTime()) - 5 * MINUTE);
  const [rules, locks] = await Promise.all([
    AvailabilityModel.find(options.newClientsOnly ? { isAvailableForNewClients: true } : {}).lean<AvailabilityRecord[]>(),
    SlotLockModel.find({ blockStart: { $gte: lockFrom, $lt: new Date(query.to.getTime() + LOCK_TAIL_MS) } }, { psychologistId: 1, blockStart: 1, holderKind: 1, expiresAt: 1 }).lean(),
  ]);
  const locksOf = new Map<string, typeof locks>();
  for (const lock of locks) {
    const list = locksOf.get(lock.psychologistId);
    if (list) list.push(lock);
    else locksOf.set(lock.psychologistId, [lock]);
  }
  const candidates = rules.filter((record) => psychologistIds.has(record._id));
  return Promise.all(
    candidates.map(async (record) => {
      const calendarBusy = (await cachedCalendarBusy(record, now)).map(({ start, end }) => ({ start, end: new Date(end.getTime() + record.bufferMinutes * MINUTE) }));
      const busy = [...busyFromSlotLocks(locksOf.get(record._id) ?? [], now), ...calendarBusy];
      const durationMinutes = defaultDuration(record, query.durationMinutes);
      const all = bookableSlots(record, busy, { from: query.from, to: query.to, durationMinutes, now, ...(!options.keep && { limit: options.limit }) });
      const starts = options.keep ? firstKept(all, options.keep, options.limit) : all;
      return { psychologistId: record._id, timeZone: record.timeZone, durationMinutes, starts };
    }),
  );
}

function firstKept(starts: Date[], keep: (start: Date) => boolean, limit: number): Date[] {
  const kept: Date[] = [];
  for (const start of starts) {
    if (!keep(start)) continue;
    kept.push(start);
    if (kept.length >= limit) break;
  }
  return kept;
}
