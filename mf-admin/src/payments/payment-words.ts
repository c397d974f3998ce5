import { formatCents, formatInstant } from '@harbour/ui';

/** Harbour's operators work on Sydney time; every instant on the payments page is shown on it. */
const OPERATOR_ZONE = 'Australia/Sydney';

/** "26 Nov 2026, 4:45 pm" on Sydney's clock. */
export const whenWords = (instant: string | Date) => formatInstant(instant, 'mediumDateTime', OPERATOR_ZONE);

export const money = formatCents;

const ROUTES: Record<string, string> = {
  Private: 'Private',
  Medicare: 'Medicare (gap)',
  BulkBilled: 'Medicare (bulk billed)',
  NDIS: 'NDIS',
  DVA: 'DVA',
  WorkersComp: 'Workers compensation',
  Partnership: 'Partner organisation',
};
export const fundingRouteWords = (route: string) => ROUTES[route] ?? route;

const STATUSES: Record<string, string> = {
  Failed: 'Declined',
  RequiresAction: 'Waiting for the client to confirm with their bank',
  Processing: 'Being refunded',
  Succeeded: 'Refunded',
};
export const statusWords = (status: string) => STATUSES[status] ?? status;

/**
 * Dollars as typed ("50", "$1,164.50") to whole cents; undefined when it is not an amount of money.
 * An empty amount means "all that is left" and is handled by the caller.
 */
export function centsOf(dollars: string): number | undefined {
  const text = dollars.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** "Refund $50.00 of the $220.00 paid to client@example.com (session of …)? …": what the confirmation says. */
export function refundQuestion(amountCents: number, row: { paidCents: number; clientEmail: string; sessionStartDate: string }, reason: string): string {
  return `Refund ${money(amountCents)} of the ${money(row.paidCents)} paid by ${row.clientEmail} for the session of ${whenWords(row.sessionStartDate)}? Reason: ${reason}. The money goes back to their card; a refund cannot be undone.`;
}
