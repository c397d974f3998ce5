/** Money is integer cents (AUD). */
export const formatCents = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

/** An instant on the client's clock: "Tuesday 24 November 2026, 9:00 am AEDT". */
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

/** A calendar date on the client's clock: "24 November 2026". */
export function formatDateInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));
}

/** The browser's own zone: used until the client chooses one in their profile. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
