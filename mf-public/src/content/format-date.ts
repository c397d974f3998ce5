const FORMAT = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-02' → '2 March 2026' (a calendar date: the same day in every time zone). */
export function formatContentDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : FORMAT.format(date);
}
