import { DateTime } from 'luxon';
import { FieldErrors } from '../../lib/field-errors';
import { sessionDurationTypes } from '../reference-data';
import { timezones } from '../reference-data';
import type { AvailabilityTimeRange, PsychologistAvailabilityRules } from './availability.types';

/**
 * What tsoa's schema cannot say about a psychologist's rules (shapes, ranges and patterns it
 * checks first): ranges in order and not overlapping, real dates, one override per date, time off
 * that ends after it starts, durations from the taxonomy, a zone from the taxonomy, an http(s)
 * calendar URL. Throws one 422 naming every failing field; pure.
 */
const TIME = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;
const offeredDurations = new Set(sessionDurationTypes.map((d) => d.value));
const zones = new Set(timezones.map((z) => z.timezoneId));

/** Checks ranges of one day; `name(i)` is the field name of the i-th range, e.g. 'weekly[3]'. */
function checkRanges(errors: FieldErrors, ranges: AvailabilityTimeRange[], name: (index: number) => string): void {
  ranges.forEach((range, index) => {
    if (!TIME.test(range.start) || range.start === '24:00') errors.add(`${name(index)}.start`, "must be a time 'HH:mm'");
    else if (!TIME.test(range.end)) errors.add(`${name(index)}.end`, "must be a time 'HH:mm' or '24:00'");
    else if (range.end <= range.start) errors.add(`${name(index)}.end`, 'must be after the start');
  });
  const sorted = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i].start < sorted[i - 1].end) errors.add(`${name(sorted[i].index)}.start`, 'overlaps another range');
}

export function validateAvailabilityRules(rules: PsychologistAvailabilityRules): void {
  const errors = new FieldErrors();
  if (!zones.has(rules.timeZone)) errors.add('timeZone', 'must be one of the time zones offered (see /timezones)');
  rules.weekly.forEach((range, index) => {
    if (!Number.isInteger(range.weekday) || range.weekday < 1 || range.weekday > 7) errors.add(`weekly[${index}].weekday`, 'must be 1 (Monday) to 7 (Sunday)');
  });
  for (let weekday = 1; weekday <= 7; weekday++) {
    const indexes = rules.weekly.flatMap((range, index) => (range.weekday === weekday ? [index] : []));
    checkRanges(errors, indexes.map((index) => rules.weekly[index]), (i) => `weekly[${indexes[i]}]`);
  }
  const seen = new Set<string>();
  rules.overrides.forEach((override, index) => {
    if (!DateTime.fromISO(override.date, { zone: 'utc' }).isValid || !/^\d{4}-\d{2}-\d{2}$/.test(override.date)) errors.add(`overrides[${index}].date`, "must be a date 'YYYY-MM-DD'");
    else if (seen.has(override.date)) errors.add(`overrides[${index}].date`, 'has another override that day');
    seen.add(override.date);
    checkRanges(errors, override.hours, (i) => `overrides[${index}].hours[${i}]`);
  });
  rules.timeOff.forEach((off, index) => {
    if (!(off.endsAt instanceof Date) || !(off.startsAt instanceof Date) || Number.isNaN(off.endsAt.getTime()) || Number.isNaN(off.startsAt.getTime())) errors.add(`timeOff[${index}]`, 'needs startsAt and endsAt date-times');
    else if (off.endsAt.getTime() <= off.startsAt.getTime()) errors.add(`timeOff[${index}].endsAt`, 'must be after startsAt');
  });
  if (rules.durationsOffered.length === 0) errors.add('durationsOffered', 'must offer at least one duration');
  rules.durationsOffered.forEach((minutes, index) => {
    if (!offeredDurations.has(minutes)) errors.add(`durationsOffered[${index}]`, `must be one of ${[...offeredDurations].join(', ')} minutes`);
  });
  if (new Set(rules.durationsOffered).size !== rules.durationsOffered.length) errors.add('durationsOffered', 'lists a duration twice');
  if (rules.bufferMinutes % 5 !== 0) errors.add('bufferMinutes', 'must be a multiple of 5 minutes');
  if (rules.busyCalendarUrl !== undefined && rules.busyCalendarUrl !== '') {
    let protocol = '';
    try {
      protocol = new URL(rules.busyCalendarUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'https:' && protocol !== 'http:') errors.add('busyCalendarUrl', 'must be an http(s) address of an iCalendar feed');
  }
  errors.throwIfAny();
}
