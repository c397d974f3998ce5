import { parseCalendarDate } from './client-age';

/** Adult health records: at least 7 years after the last service; a child's until they are 25 (domain.md). */
export const ADULT_RETENTION_YEARS = 7;
export const CHILD_RECORDS_UNTIL_AGE = 25;

const addYears = (date: string, years: number) => {
  const { year, month, day } = parseCalendarDate(date)!;
  // 29 February + n years is 1 March when that year has no 29 February (later, never earlier).
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
};

/**
 * The date until which a client's clinical records must be kept: 7 years after the last service
 * (or after closing, when no session ever took place), or the 25th birthday when that is later.
 */
export function clinicalRecordsRetainedUntil(lastService: string, dateOfBirth?: string): string {
  const adult = addYears(lastService, ADULT_RETENTION_YEARS);
  if (!dateOfBirth || !parseCalendarDate(dateOfBirth)) return adult;
  const twentyFifth = addYears(dateOfBirth, CHILD_RECORDS_UNTIL_AGE);
  return twentyFifth > adult ? twentyFifth : adult;
}

/**
 * The date until which a closed practitioner's records (the sessions they gave, their case notes,
 * invoices and correspondence; a GP's referrals and care plans) are kept: 7 years after their last
 * service, or after closing when they gave none. No 25th-birthday rule: each client's own records
 * carry it.
 */
export function practitionerRecordsRetainedUntil(lastService: string): string {
  return addYears(lastService, ADULT_RETENTION_YEARS);
}
