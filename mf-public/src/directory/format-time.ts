import { browserTimeZone } from '@harbour/ui';

/** The visitor's own IANA zone, from the browser (Australia/Sydney if it cannot tell). */
export function viewerTimeZone(): string {
  try {
    return browserTimeZone() || 'Australia/Sydney';
  } catch {
    return 'Australia/Sydney';
  }
}

export function formatFee(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
