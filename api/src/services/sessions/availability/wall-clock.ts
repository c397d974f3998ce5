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
const instantMemo = new Map<string, number>();

/** The instant (epoch ms) at which the clock in `timeZone` shows `date` ('YYYY-MM-DD') `time` ('HH:mm', or '24:00' = next day's 00:00). */
export function wallClockToInstant(timeZone: string, date: string, time: string): number {
  const key = `${timeZone}|${date}|${time}`;
  const memo = instantMemo.get(key);
  if (memo !== undefined) return memo;
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  let local = DateTime.fromObject({ year, month, day, hour: hour === 24 ? 0 : hour, minute }, { zone: timeZone });
  if (hour === 24) local = DateTime.fromObject({ year, month, day }, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  if (!local.isValid) throw new RangeError(`Invalid wall-clock time ${date} ${time} in ${timeZone}: ${local.invalidExplanation}`);
  const instant = local.toMillis();
  if (instantMemo.size >= MEMO_LIMIT) instantMemo.clear();
  instantMemo.set(key, instant);
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

/** The calendar date ('YYYY-MM-DD') the clock in `timeZone` shows at an instant. */
export function localDateAt(timeZone: string, instant: number): string {
  return DateTime.fromMillis(instant, { zone: timeZone }).toISODate() as string;
}

/** Calendar dates from `first` to `last` inclusive ('YYYY-MM-DD'); pure calendar arithmetic, no zone. */
export function calendarDates(first: string, last: string): string[] {
  const dates: string[] = [];
  let day = DateTime.fromISO(first, { zone: 'utc' });
  const end = DateTime.fromISO(last, { zone: 'utc' });
  while (day <= end) {
    dates.push(day.toISODate() as string);
    day = day.plus({ days: 1 });
  }
  return dates;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return DateTime.fromISO(date, { zone: 'utc' }).weekday;
}

/** The instant `days` calendar days after `instant` on the clock of `timeZone` (same wall time). */
export function plusCalendarDays(timeZone: string, instant: number, days: number): number {
  return DateTime.fromMillis(instant, { zone: timeZone }).plus({ days }).toMillis();
}

/** Whether `timeZone` is an IANA zone the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  return typeof timeZone === 'string' && timeZone.length > 0 && DateTime.now().setZone(timeZone).isValid;
}

/** Forget memoised conversions (tests re-run the suite under another process `TZ` from scratch). */
export function resetWallClockMemo(): void {
  instantMemo.clear();
  offsetMemo.clear();
}
