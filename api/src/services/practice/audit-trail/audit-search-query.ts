import { DateTime } from 'luxon';
import { invalidField } from '../../../http/validation';

export const SYDNEY = 'Australia/Sydney';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instants a search covers: from the start of `fromDate` to the end of `toDate`, Sydney days (either open). */
export function sydneyDateRange(fromDate?: string, toDate?: string): { from?: Date; to?: Date } {
  const day = (field: string, value: string) => {
    const date = DATE.test(value) ? DateTime.fromISO(value, { zone: SYDNEY }) : undefined;
    if (!date?.isValid) throw invalidField(field, 'Use a date like 2026-07-01.');
    return date;
  };
  const from = fromDate ? day('fromDate', fromDate).startOf('day') : undefined;
  const to = toDate ? day('toDate', toDate).endOf('day') : undefined;
  if (from && to && from > to) throw invalidField('toDate', 'The end date is before the start date.');
  return { ...(from && { from: from.toJSDate() }), ...(to && { to: to.toJSDate() }) };
}

/** Whether a search term names an account by email (otherwise it is an id). */
export const isEmailTerm = (term: string) => term.includes('@');
