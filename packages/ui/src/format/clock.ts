// Instants shown on someone's own clock (the viewer's or the profile's zone). The areas showed
// the same times with copies of these; one set keeps the wording the same on every page.

/** The browser's own zone: the default until a profile names one (never a hard-coded city). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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

/** A calendar date with no clock ('YYYY-MM-DD', e.g. a referral's last day) in words: "25 November 2027". */
export function formatCalendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon UTC of that date is that date on the formatter's UTC clock, whatever the browser's zone.
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}
