/**
 * What one session costs and who pays which part, in integer cents (AUD):
 * fee = rebate + funderPays + discount + outOfPocket. Quotes, session records, booking answers and
 * invoices all carry this one shape.
 */
export interface MoneyBreakdown {
  feeCents: number;
  /** Medicare rebate (Medicare and bulk-billed). */
  rebateCents: number;
  /** What a funder (NDIS plan manager, DVA, insurer, partner) pays. */
  funderPaysCents: number;
  discountCents: number;
  /** What the client pays after the session. */
  outOfPocketCents: number;
}
