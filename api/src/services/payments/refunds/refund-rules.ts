import type { SessionRefundStatus } from './session-refund.model';

/** Whole dollars and cents for messages: 12345 → "$123.45". */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * What is left to refund of a payment: a refund being made counts (it may yet succeed), a failed
 * one does not (Stripe refunded nothing).
 */
export function refundableCents(paidCents: number, refunds: { amountCents: number; status: SessionRefundStatus }[]): number {
  const taken = refunds.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + r.amountCents, 0);
  return Math.max(0, paidCents - taken);
}

/** Why an amount cannot be refunded (undefined: it can). No amount means everything that is left. */
export function refundAmountProblem(amountCents: number, leftCents: number, paidCents: number): string | undefined {
  if (leftCents === 0) return `Nothing is left to refund: the ${dollars(paidCents)} paid has been refunded.`;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'Enter an amount of at least one cent.';
  if (amountCents > leftCents) return `Refund at most ${dollars(leftCents)}: that is what is left of the ${dollars(paidCents)} paid.`;
  return undefined;
}
