const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date ('YYYY-MM-DD') of an instant in a zone: the client's, for the Medicare year
 * and the rate in force on the day. Formatters are kept per zone (building one is the slow part).
 */
export function calendarDateIn(instant: Date, timeZone = 'Australia/Sydney'): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
