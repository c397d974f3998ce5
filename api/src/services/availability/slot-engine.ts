import type { AvailabilityRecord } from './availability.model';
import { type Interval, mergeIntervals, overlapsAny } from './busy-time';
import { calendarDates, isoWeekday, localDateAt, offsetMinutesAt, plusCalendarDays, wallClockToInstant } from '../../lib/wall-clock';

/**
 * The slot engine: pure — rules, busy time and a clock in, bookable start instants
 * (UTC) out. No database, no process time zone (every wall-clock question goes through luxon with
 * the psychologist's IANA zone, so the answer is the same whatever `TZ` the process runs under).
 *
 * The rules, decided here:
 * - Working time on a date is the override's hours for that date if there is one (empty = not
 *   working), else the weekly hours for that weekday — all wall-clock times in the
 *   psychologist's zone. A range runs from the instant its start shows on the clock to the instant
 *   its end shows (see wall-clock.ts for the changeover nights); touching ranges join.
 * - Starts fall on a fixed step of the psychologist's clock: every `stepMinutes` (default 30,
 *   i.e. on the hour and half hour) from local midnight.
 * - A start is bookable when the whole session fits inside one stretch of working time, the
 *   session plus the buffer after it overlaps no busy interval (slot locks already cover the
 *   earlier sessions' buffers), the session overlaps no time off, it is at least
 *   `minimumNoticeHours` (elapsed hours) after `now`, and before `now` + `horizonDays` calendar
 *   days on the psychologist's clock.
 * - October changeover (Sydney, first Sunday): 02:00–02:59 never shows on the clock, so no slot is
 *   labelled 02:00 or 02:30; a range 00:00–06:00 that day lasts five hours.
 * - April changeover: 02:00–02:59 shows twice. Both occurrences are real, distinct instants and
 *   both are offered when inside working time (each labelled with its own offset: 02:30 AEDT,
 *   then 02:30 AEST); a range 00:00–06:00 that day lasts seven hours.
 */
export type SlotRules = Pick<
  AvailabilityRecord,
  'timeZone' | 'weekly' | 'overrides' | 'timeOff' | 'durationsOffered' | 'bufferMinutes' | 'minimumNoticeHours' | 'horizonDays'
>;

export interface SlotQuery {
  /** Starts at or after this instant… */
  from: Date;
  /** …and before this one. */
  to: Date;
  durationMinutes: number;
  now: Date;
  /** Start step on the psychologist's clock, minutes; divides a day. Default 30. */
  stepMinutes?: number;
  /** Stop after this many starts (e.g. 1 for "next available"). */
  limit?: number;
}

export type NotBookableReason = 'duration-not-offered' | 'too-soon' | 'beyond-horizon' | 'outside-hours' | 'time-off' | 'busy';
export type BookableCheck = { bookable: true } | { bookable: false; reason: NotBookableReason };

export const DEFAULT_STEP_MINUTES = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Bookable start instants (UTC, ascending) for one psychologist. `busy` = slot locks and other busy time. */
export function bookableSlots(rules: SlotRules, busy: Interval[], query: SlotQuery): Date[] {
  const step = query.stepMinutes ?? DEFAULT_STEP_MINUTES;
  assertStep(step);
  if (!rules.durationsOffered.includes(query.durationMinutes)) return [];
  const { earliest, horizonEnd } = limits(rules, query.now);
  const from = Math.max(query.from.getTime(), earliest);
  const to = Math.min(query.to.getTime(), horizonEnd);
  if (from >= to) return [];

  const sessionMs = query.durationMinutes * MINUTE;
  const heldMs = (query.durationMinutes + rules.bufferMinutes) * MINUTE;
  const busySorted = mergeIntervals(busy);
  const timeOff = mergeIntervals(rules.timeOff.map((off) => ({ start: off.startsAt, end: off.endsAt })));
  const starts: Date[] = [];
  const limit = query.limit ?? Number.POSITIVE_INFINITY;

  for (const window of workingWindows(rules, from, to)) {
    for (const start of alignedStarts(rules.timeZone, window, step, sessionMs)) {
      if (start < from) continue;
      if (start >= to) break;
      if (overlapsAny(timeOff, start, start + sessionMs) || overlapsAny(busySorted, start, start + heldMs)) continue;
      starts.push(new Date(start));
      if (starts.length >= limit) return starts;
    }
  }
  return starts;
}

/** Whether one requested start is bookable, and if not, why (booking validates a chosen time with this). */
export function isBookable(rules: SlotRules, busy: Interval[], start: Date, durationMinutes: number, now: Date, stepMinutes = DEFAULT_STEP_MINUTES): BookableCheck {
  assertStep(stepMinutes);
  if (!rules.durationsOffered.includes(durationMinutes)) return { bookable: false, reason: 'duration-not-offered' };
  const at = start.getTime();
  const { earliest, horizonEnd } = limits(rules, now);
  if (at < earliest) return { bookable: false, reason: 'too-soon' };
  if (at >= horizonEnd) return { bookable: false, reason: 'beyond-horizon' };
  const sessionMs = durationMinutes * MINUTE;
  const fits = workingWindows(rules, at, at + 1).some((window) => alignedStarts(rules.timeZone, window, stepMinutes, sessionMs).includes(at));
  if (!fits) return { bookable: false, reason: 'outside-hours' };
  const timeOff = mergeIntervals(rules.timeOff.map((off) => ({ start: off.startsAt, end: off.endsAt })));
  if (overlapsAny(timeOff, at, at + sessionMs)) return { bookable: false, reason: 'time-off' };
  if (overlapsAny(mergeIntervals(busy), at, at + (durationMinutes + rules.bufferMinutes) * MINUTE)) return { bookable: false, reason: 'busy' };
  return { bookable: true };
}

function assertStep(step: number): void {
  if (!Number.isInteger(step) || step < 5 || step % 5 !== 0 || 1440 % step !== 0) throw new RangeError(`stepMinutes must be a multiple of 5 dividing a day, got ${step}`);
}

/** Earliest start (minimum notice, elapsed time) and the end of the horizon (calendar days on the psychologist's clock). */
function limits(rules: SlotRules, now: Date): { earliest: number; horizonEnd: number } {
  return {
    earliest: now.getTime() + rules.minimumNoticeHours * HOUR,
    horizonEnd: plusCalendarDays(rules.timeZone, now.getTime(), rules.horizonDays),
  };
}

interface Window {
  start: number;
  end: number;
}

/** Merged stretches of working time (epoch ms) that can hold a start in [from, to). */
function workingWindows(rules: SlotRules, from: number, to: number): Window[] {
  const zone = rules.timeZone;
  // From the first start's date to the day after the last: a session may run on over midnight
  // into the next day's hours (26 h reaches the next date even on a 25-hour day).
  const dates = calendarDates(localDateAt(zone, from), localDateAt(zone, to + 26 * HOUR));
  const overrides = new Map(rules.overrides.map((override) => [override.date, override.hours]));
  const ranges: Interval[] = [];
  for (const date of dates) {
    const weekday = isoWeekday(date);
    const hours = overrides.get(date) ?? rules.weekly.filter((range) => range.weekday === weekday);
    for (const range of hours) {
      const start = wallClockToInstant(zone, date, range.start);
      const end = wallClockToInstant(zone, date, range.end);
      if (end > start) ranges.push({ start: new Date(start), end: new Date(end) });
    }
  }
  return mergeIntervals(ranges).map((range) => ({ start: range.start.getTime(), end: range.end.getTime() }));
}

/** Starts on the step of the psychologist's clock whose whole session fits in the window. */
function alignedStarts(zone: string, window: Window, step: number, sessionMs: number): number[] {
  const starts: number[] = [];
  const last = window.end - sessionMs;
  const stepMs = step * MINUTE;
  const offsetAtStart = offsetMinutesAt(zone, window.start);
  if (offsetAtStart === offsetMinutesAt(zone, window.end - 1)) {
    // One offset throughout: the first aligned start, then fixed steps of elapsed time.
    const firstMinute = Math.ceil(window.start / MINUTE);
    const past = (((firstMinute + offsetAtStart) % step) + step) % step;
    let start = (firstMinute + ((step - past) % step)) * MINUTE;
    for (; start <= last; start += stepMs) starts.push(start);
    return starts;
  }
  // The window spans a changeover: check each 5-minute instant against the clock it shows.
  const fiveMinutes = 5 * MINUTE;
  for (let start = Math.ceil(window.start / fiveMinutes) * fiveMinutes; start <= last; start += fiveMinutes) {
    const localMinutes = start / MINUTE + offsetMinutesAt(zone, start);
    if (((localMinutes % step) + step) % step === 0) starts.push(start);
  }
  return starts;
}
