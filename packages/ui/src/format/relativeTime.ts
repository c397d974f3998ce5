import { differenceInDays, differenceInHours, differenceInMinutes, differenceInWeeks, differenceInYears, format, sub, type Duration } from 'date-fns';

/** Spec §9: dates older than the switch period show as DD/MM/YYYY h:mma, e.g. "03/10/2026 4:05PM". */
export const ABSOLUTE_TIME_FORMAT = 'dd/MM/yyyy h:mma';
export const DEFAULT_RELATIVE_SWITCH: Duration = { months: 1 };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type DateInput = Date | string | number;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * "Just now", "N minutes/hours/days/weeks/years ago" (spec §9); anything older than
 * `switchAfter` (default one month) as an absolute date and time. Future dates more than a
 * minute ahead are not "ago": they show absolute too. An invalid date gives ''.
 */
export function formatRelativeTime(
  date: DateInput,
  now: Date = new Date(),
  switchAfter: Duration = DEFAULT_RELATIVE_SWITCH,
): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = now.getTime() - then.getTime();

  if (elapsed < -MINUTE_MS || then < sub(now, switchAfter)) return format(then, ABSOLUTE_TIME_FORMAT);
  // Under a minute, including a little clock skew between server and browser.
  if (elapsed < MINUTE_MS) return 'Just now';

  const minutes = differenceInMinutes(now, then);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = differenceInHours(now, then);
  if (hours < 24) return ago(hours, 'hour');
  const days = differenceInDays(now, then);
  if (days < 7) return ago(days, 'day');
  const years = differenceInYears(now, then);
  if (years >= 1) return ago(years, 'year');
  return ago(differenceInWeeks(now, then), 'week');
}

/** Spec §9: "Within 24 hours" means 24 hours or less away, before or after `now`. */
export function isWithin24Hours(date: DateInput, now: Date = new Date()): boolean {
  const then = new Date(date).getTime();
  return !Number.isNaN(then) && Math.abs(then - now.getTime()) <= DAY_MS;
}
