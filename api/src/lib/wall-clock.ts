import { DateTime } from 'luxon';

/**
 * Wall-clock ↔ instant conversions in an IANA zone, through luxon (never by adding hours by hand).
 *
 * How the two changeover nights resolve (luxon's documented behaviour, which we adopt):
 * - a wall time that does not exist (the skipped hour, e.g. 02:30 in Sydney on the first Sunday
 *   of October) moves forward by the gap: 02:30 → 03:30 AEDT;
 * - a wall time that happens twice (02:00–02:59 on the first Sunday of April) means its first
 *   occurrence (daylight time, AEDT).
 *
 * Results are memoised: psychologists share zones and hours, so the same few conversions repeat
 * across every request (luxon's conversion costs ~40 µs; a directory page needs hundreds).
 */
const MEMO_LIMIT = 50_000;
// zone → date → time → instant: nested maps, so a hit builds no key string (the slot engine asks
// this for every range of every date of every psychologist it answers for).
const instantMemo = new Map<string, Map<string, Map<string, number>>>();
let instantMemoSize = 0;

/** The instant (epoch ms) at which the clock in `timeZone` shows `date` ('YYYY-MM-DD') `time` ('HH:mm', or '24:00' = next day's 00:00). */
export function wallClockToInstant(timeZone: string, date: string, time: string): number {
  let dates = instantMemo.get(timeZone);
  let times = dates?.get(date);
  const memo = times?.get(time);
  if (memo !== undefined) return memo;
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  let local = DateTime.fromObject({ year, month, day, hour: hour === 24 ? 0 : hour, minute }, { zone: timeZone });
  if (hour === 24) local = DateTime.fromObject({ year, month, day }, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  if (!local.isValid) throw new RangeError(`Invalid wall-clock time ${date} ${time} in ${timeZone}: ${local.invalidExplanation}`);
  const instant = local.toMillis();
  if (instantMemoSize >= MEMO_LIMIT) {
    instantMemo.clear();
    instantMemoSize = 0;
    dates = undefined;
    times = undefined;
  }
  if (!dates) instantMemo.set(timeZone, (dates = new Map()));
  if (!times) dates.set(date, (times = new Map()));
  times.set(time, instant);
  instantMemoSize += 1;
  return instant;
}

const offsetMemo = new Map<string, number>();

/** The zone's UTC offset in minutes at an instant (e.g. 630 for Adelaide in summer). */
export function offsetMinutesAt(timeZone: string, instant: number): number {
  const key = `${timeZone}|${instant}`;
  const memo = offsetMemo.get(key);
  if (memo !== undefined) return memo;
  const offset = DateTime.fromMillis(instant, { zone: timeZone }).offset;
  if (offsetMemo.size >= MEMO_LIMIT) offsetMemo.clear();
  offsetMemo.set(key, offset);
  return offset;
}

const MINUTE = 60_000;
const clockMemo = new Map<string, { date: string; hour: number; minute: number }>();

/**
 * The date and the hour and minute the clock in `timeZone` shows during the UTC minute of
 * `instant`, memoised per zone and minute: offsets have been whole minutes in every zone since
 * 1972, so a clock shows one date, hour and minute through a whole UTC minute, and requests in the
 * same minute (every window of a busy moment) share one luxon conversion.
 */
function clockAt(timeZone: string, instant: number): { date: string; hour: number; minute: number } {
  const key = `${timeZone}|${Math.floor(instant / MINUTE)}`;
  let clock = clockMemo.get(key);
  if (!clock) {
    const local = DateTime.fromMillis(Math.floor(instant / MINUTE) * MINUTE, { zone: timeZone });
    clock = { date: local.toISODate() as string, hour: local.hour, minute: local.minute };
    if (clockMemo.size >= MEMO_LIMIT) clockMemo.clear();
    clockMemo.set(key, clock);
  }
  return clock;
}

/** The calendar date ('YYYY-MM-DD') the clock in `timeZone` shows at an instant. */
export function localDateAt(timeZone: string, instant: number): string {
  return clockAt(timeZone, instant).date;
}

/** 'YYYY-MM-DD' → the calendar day as a UTC midnight (calendar arithmetic only; no zone is involved). */
function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/** The calendar date `days` after `date` ('YYYY-MM-DD'). */
export function addCalendarDays(date: string, days: number): string {
  const day = calendarDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDate(day);
}

const datesMemo = new Map<string, readonly string[]>();

/** Calendar dates from `first` to `last` inclusive ('YYYY-MM-DD'); pure calendar arithmetic, no zone. Memoised (every request of a day asks the same fortnight). */
export function calendarDates(first: string, last: string): string[] {
  const key = `${first}|${last}`;
  const memo = datesMemo.get(key);
  if (memo) return [...memo];
  const dates: string[] = [];
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) dates.push(date);
  if (datesMemo.size >= 1000) datesMemo.clear();
  datesMemo.set(key, [...dates]);
  return dates;
}

const weekdayMemo = new Map<string, number>();

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  let weekday = weekdayMemo.get(date);
  if (weekday === undefined) {
    weekday = ((calendarDay(date).getUTCDay() + 6) % 7) + 1;
    if (weekdayMemo.size >= MEMO_LIMIT) weekdayMemo.clear();
    weekdayMemo.set(date, weekday);
  }
  return weekday;
}

/**
 * The instant `days` calendar days after `instant` at the same wall time in `timeZone` (luxon
 * reads the wall time; the target wall time resolves as in wallClockToInstant). Seconds are kept.
 */
export function plusCalendarDays(timeZone: string, instant: number, days: number): number {
  const local = clockAt(timeZone, instant);
  const date = addCalendarDays(local.date, days);
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  // The seconds and milliseconds within the minute (whole-minute offsets: the same on both clocks).
  return wallClockToInstant(timeZone, date, time) + (((instant % MINUTE) + MINUTE) % MINUTE);
}

/** Whether `timeZone` is an IANA zone the runtime knows. */
const knownZones = new Map<string, boolean>();

/** Memoised (luxon's check builds a DateTime); bounded, since callers pass visitors' input. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0) return false;
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  const valid = DateTime.now().setZone(timeZone).isValid;
  if (knownZones.size >= 1000) knownZones.clear();
  knownZones.set(timeZone, valid);
  return valid;
}

/** Forget memoised conversions (tests re-run the suite under another process `TZ` from scratch). */
export function resetWallClockMemo(): void {
  instantMemo.clear();
  instantMemoSize = 0;
  offsetMemo.clear();
  clockMemo.clear();
  datesMemo.clear();
  weekdayMemo.clear();
}
