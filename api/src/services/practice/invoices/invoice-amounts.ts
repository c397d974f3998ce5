import type { MoneyBreakdown } from '../../../lib/money';
/**
 * What an invoice says in money (integer cents, AUD). Psychology services are GST-free health
 * services (GST Act s 38-10), so GST is always 0 and the invoice says so. A late-cancellation fee
 * is not a Medicare service: no item, no rebate.
 */
export interface InvoiceQuote extends MoneyBreakdown {
  item?: string;
}

export interface InvoiceAmounts {
  feeCents: number;
  discountCents: number;
  rebateCents: number;
  funderPaysCents: number;
  /** What the client pays: fee − discount − rebate − funder, never below 0. */
  clientPaysCents: number;
  gstCents: 0;
  medicareItem?: string;
}

export const GST_FREE_STATEMENT = 'GST-free health service: no GST is payable on this invoice.';

export function sessionInvoiceAmounts(quote: InvoiceQuote): InvoiceAmounts {
  const feeCents = quote.feeCents;
  const discountCents = Math.min(quote.discountCents, feeCents);
  const rebateCents = Math.min(quote.rebateCents, feeCents - discountCents);
  const funderPaysCents = Math.min(quote.funderPaysCents, feeCents - discountCents - rebateCents);
  return {
    feeCents,
    discountCents,
    rebateCents,
    funderPaysCents,
    clientPaysCents: feeCents - discountCents - rebateCents - funderPaysCents,
    gstCents: 0,
    ...(quote.item && rebateCents > 0 && { medicareItem: quote.item }),
  };
}

export function cancellationFeeAmounts(feeCents: number): InvoiceAmounts {
  return { feeCents, discountCents: 0, rebateCents: 0, funderPaysCents: 0, clientPaysCents: feeCents, gstCents: 0 };
}

export interface InvoiceTotals {
  count: number;
  feeCents: number;
  rebateCents: number;
  clientPaysCents: number;
  paidCents: number;
  outstandingCents: number;
}

export function totalsOf(invoices: { amounts: InvoiceAmounts; paid: boolean }[]): InvoiceTotals {
  const totals: InvoiceTotals = { count: 0, feeCents: 0, rebateCents: 0, clientPaysCents: 0, paidCents: 0, outstandingCents: 0 };
  for (const { amounts, paid } of invoices) {
    totals.count += 1;
    totals.feeCents += amounts.feeCents;
    totals.rebateCents += amounts.rebateCents;
    totals.clientPaysCents += amounts.clientPaysCents;
    if (paid) totals.paidCents += amounts.clientPaysCents;
    else totals.outstandingCents += amounts.clientPaysCents;
  }
  return totals;
}

/** "$1,234.50" */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
