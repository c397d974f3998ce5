import { DateTime } from 'luxon';
import { invalidField } from '../../../http/validation';

export const SYDNEY = 'Australia/Sydney';
/** A year of weeks at most: the reads are bounded by the range and computed in Node. */
export const REPORT_MAX_WEEKS = 52;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A report's range: from the start of `fromDate` to the end of `toDate`, Sydney days, and its Monday weeks. */
export interface ReportRange {
  from: Date;
  to: Date;
  /** The Monday (Sydney date) of each week the range touches, oldest first. */
  weeks: string[];
}

/** The Monday (a Sydney date, YYYY-MM-DD) of the Sydney week an instant falls in: Monday start, whatever the offset that day. */
export function weekStartOf(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: SYDNEY }).startOf('week').toISODate()!;
}

function sydneyDay(field: string, value: string | undefined): DateTime {
  const date = value && DATE.test(value) ? DateTime.fromISO(value, { zone: SYDNEY }) : undefined;
  if (!date?.isValid) throw invalidField(field, 'Use a date like 2026-07-01.');
  return date;
}

/** Parses and checks a range of Sydney dates (both ends included): from ≤ to, at most 52 weeks. */
export function reportRange(fromDate: string | undefined, toDate: string | undefined): ReportRange {
  const from = sydneyDay('fromDate', fromDate).startOf('day');
  const to = sydneyDay('toDate', toDate).endOf('day');
  if (from > to) throw invalidField('toDate', 'The end date is before the start date.');
  const weeks: string[] = [];
  // Calendar arithmetic in the zone: a week across a DST change is still one Monday to the next.
  for (let monday = from.startOf('week'); monday <= to; monday = monday.plus({ weeks: 1 })) weeks.push(monday.toISODate()!);
  if (weeks.length > REPORT_MAX_WEEKS) throw invalidField('toDate', `A report covers at most ${REPORT_MAX_WEEKS} weeks.`);
  return { from: from.toJSDate(), to: to.toJSDate(), weeks };
}

/** The Sydney date (YYYY-MM-DD) of an instant. */
export const sydneyDateOf = (instant: Date): string => DateTime.fromJSDate(instant, { zone: SYDNEY }).toISODate()!;

/** Whole Sydney calendar days from one instant to a later one. */
export function sydneyDaysBetween(earlier: Date, later: Date): number {
  const day = (instant: Date) => DateTime.fromJSDate(instant, { zone: SYDNEY }).startOf('day');
  return Math.round(day(later).diff(day(earlier), 'days').days);
}
