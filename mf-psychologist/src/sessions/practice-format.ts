import { formatInstant } from '@harbour/ui';

/** Formatting shared by the practice pages (sessions, custom bookings, invoices, correspondence). */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const when = (at: string) => formatInstant(at, 'shortWeekdayTime');

export const day = (at: string) => formatInstant(at, 'shortDate');

export const fullName = (p?: { firstName?: string; lastName?: string } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Client';

/** The field problems of a 422 (`{ fields: { name: message } }`), as lines. */
export function fieldProblems(error: unknown): string[] {
  const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
  return fields ? Object.values(fields) : [];
}


/** Session lengths: [session duration type id, minutes]. */
export const DURATIONS: [number, number][] = [
  [1, 20],
  [2, 50],
  [3, 80],
];

/** Whole dollars and cents typed by a person → cents, or null when it is not an amount. */
export function centsOf(text: string): number | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}
