/** Money is integer cents (README "Booking and payments"). */
export const formatCents = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

/** An instant on someone's clock: "Tuesday 24 November 2026, 9:00 am AEDT". */
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

/** The browser's own zone: the default when the profile has none (never a hard-coded city). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
