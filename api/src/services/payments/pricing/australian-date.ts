/** The calendar date ('YYYY-MM-DD') of an instant in an Australian zone: rates change at midnight there. */
export function calendarDateIn(instant: Date, timeZone = 'Australia/Sydney'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
