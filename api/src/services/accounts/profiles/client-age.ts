/**
 * Age rules for a client's date of birth. The spec (§9) lists the age constants 12, 18 and 16
 * without their meaning; we read them as: the youngest client the service sees (Teenager client
 * type), adulthood (under 18 a parent or guardian is the next of kin) and the under-16 therapy
 * type's limit. An age is whole years on the client's calendar date.
 */
export const MIN_CLIENT_AGE = 12;
export const ADULT_AGE = 18;
export const UNDER_16_AGE = 16;
/** Nobody older books a session; a birth year before this is a typing mistake. */
export const MAX_CLIENT_AGE = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date if `value` is a real calendar date YYYY-MM-DD (no 31 February), else undefined. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Whole years from the birth date to `today` (YYYY-MM-DD); a 29 February birthday ages on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = parseCalendarDate(dateOfBirth)!;
  const now = parseCalendarDate(today)!;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Today's calendar date in a zone (Australia/Sydney unless the client chose another). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Why a date of birth cannot be accepted, or undefined when it can. */
export function dateOfBirthProblem(value: string, today: string): string | undefined {
  if (!parseCalendarDate(value)) return 'Enter your date of birth as a real date, e.g. 1990-04-23.';
  if (value > today) return 'Your date of birth cannot be in the future.';
  const age = ageOn(value, today);
  if (age < MIN_CLIENT_AGE) return `Clients must be at least ${MIN_CLIENT_AGE} years old.`;
  if (age > MAX_CLIENT_AGE) return 'Check the year of your date of birth.';
  return undefined;
}
