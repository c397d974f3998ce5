// Instants shown on someone's own clock (the viewer's or the profile's zone). The areas showed
// the same times with copies of these; one set keeps the wording the same on every page.

/**
 * The browser's own zone: the default until a profile names one (never a hard-coded city). The
 * zone is the device's whatever the locale; asking through 'en-AU', the locale every formatter
 * here already uses, spares loading the browser's own locale's date data just to read the zone
 * (tens of ms of a slow phone's main thread when the browser's locale is another).
 */
export const browserTimeZone = () => new Intl.DateTimeFormat('en-AU').resolvedOptions().timeZone;

/** An instant on someone's clock: "Tuesday 24 November 2026 at 9:00 am AEDT". */
export function formatInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** Just the time on someone's clock: "9:00 am AEDT". */
export function formatTimeInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));
}

/** A calendar date on someone's clock: "24 November 2026". */
export function formatDateInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));
}

// Made on first use, not when the module loads: a page's first date formatter costs tens of ms
// of a slow phone's main thread (ICU's date data), and most pages loading this never show one.
let calendarDay: Intl.DateTimeFormat | undefined;
const calendarDayFormat = () => (calendarDay ??= new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }));

/**
 * A calendar date the API sends as `YYYY-MM-DD` (a referral's dates, a birthday), in words for a
 * sentence: "25 November 2027". It is the same day in every zone, so no zone is applied. Anything
 * that is not such a date is returned as it came.
 */
export function formatCalendarDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat().format(date);
}
