import { AvailabilityModel, type AvailabilityRecord } from './availability.model';
import { busyFromSlotLocks, type Interval } from './busy-time';
import { bookableSlots } from './slot-engine';
import { SlotLockModel, type SlotLockRecord } from './slot-lock.model';
import { cachedAvailabilityRules, cachedCalendarBusy } from './slots-input-cache';
import { plusCalendarDays } from '../../lib/wall-clock';

/**
 * Reading a psychologist's rules and busy time from the database for the slot engine. Each read is
 * a top-level equality filter per psychologist (`_id`, `psychologistId`), the only filters
 * FerretDB 1.24 pushes down to SQL; many psychologists are read as many small queries in
 * parallel, never one `$in` or a sort over a growing set. Slot locks are read fresh every time. Busy times from the
 * psychologist's own iCalendar feed (busyCalendarUrl) count too (cached five minutes).
 */
export interface PsychologistSlotsInput {
  rules: AvailabilityRecord;
  busy: Interval[];
}

/**
 * The psychologist's rules and busy time, or null when they have set no availability. Rules are
 * read fresh unless `cachedRules` (the token-scoped booking reads, which serve many psychologists
 * per call); findNextAvailable and findSlots read fresh, callers such as the directory cache above them.
 */
export async function readSlotsInput(psychologistId: string, now: Date, options: { cachedRules?: boolean } = {}): Promise<PsychologistSlotsInput | null> {
  const [rules, locks] = await Promise.all([
    options.cachedRules ? cachedAvailabilityRules(psychologistId) : AvailabilityModel.findOne({ _id: psychologistId }).lean<AvailabilityRecord>(),
    // Past blocks cannot touch a start after now: FerretDB filters them in its own process after
    // the pushed-down psychologistId equality, so they at least never reach ours. Through the
    // driver: mongoose's query building was a twentieth of a computed availability read, and a
    // lean read of three plain fields needs none of it.
    SlotLockModel.collection
      .find<Pick<SlotLockRecord, 'blockStart' | 'holderKind' | 'expiresAt'>>({ psychologistId, blockStart: { $gte: new Date(now.getTime() - 5 * 60_000) } }, { projection: { blockStart: 1, holderKind: 1, expiresAt: 1 } })
      .toArray(),
  ]);
  if (!rules) return null;
  // A calendar event is followed by the psychologist's break, as a Harbour session's locks are.
  const calendarBusy = (await cachedCalendarBusy(rules, now)).map(({ start, end }) => ({ start, end: new Date(end.getTime() + rules.bufferMinutes * 60_000) }));
  return { rules, busy: [...busyFromSlotLocks(locks, now), ...calendarBusy] };
}

/** The duration asked for, else 50 minutes when offered, else the shortest offered. */
export function defaultDuration(rules: Pick<AvailabilityRecord, 'durationsOffered'>, requested?: number): number {
  if (requested !== undefined) return requested;
  if (rules.durationsOffered.includes(50) || rules.durationsOffered.length === 0) return 50;
  return Math.min(...rules.durationsOffered);
}

/** Bookable starts (UTC, ascending) for one psychologist in [from, to); none when they have no availability. */
export async function findSlots(psychologistId: string, options: { from: Date; to: Date; durationMinutes: number; now?: Date }): Promise<Date[]> {
  const now = options.now ?? new Date();
  const input = await readSlotsInput(psychologistId, now);
  if (!input) return [];
  return bookableSlots(input.rules, input.busy, { from: options.from, to: options.to, durationMinutes: options.durationMinutes, now });
}

/**
 * Each psychologist's first bookable start within `withinDays` calendar days (default 14) on
 * their own clock, or null (no availability set, or nothing free). Duration: as asked, else 50
 * minutes when offered, else their shortest.
 */
export async function findNextAvailable(
  psychologistIds: string[],
  options: { now?: Date; withinDays?: number; durationMinutes?: number } = {},
): Promise<Map<string, Date | null>> {
  const now = options.now ?? new Date();
  const withinDays = options.withinDays ?? 14;
  const unique = [...new Set(psychologistIds)];
  const found = await Promise.all(
    unique.map(async (psychologistId) => {
      const input = await readSlotsInput(psychologistId, now);
      if (!input) return [psychologistId, null] as const;
      const to = new Date(plusCalendarDays(input.rules.timeZone, now.getTime(), withinDays));
      const [first] = bookableSlots(input.rules, input.busy, { from: now, to, durationMinutes: defaultDuration(input.rules, options.durationMinutes), now, limit: 1 });
      return [psychologistId, first ?? null] as const;
    }),
  );
  return new Map(found);
}
