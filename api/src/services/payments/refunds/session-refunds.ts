import { SessionRefundModel } from './session-refund.model';

export interface RefundMade {
  amountCents: number;
  refundedAt: Date;
}

/** The refunds Stripe made of a session's payment, oldest first: what receipts and invoices show. */
export async function refundsOfSession(sessionId: string): Promise<RefundMade[]> {
  const refunds = await SessionRefundModel.find({ sessionId, status: 'Succeeded' }).lean();
  return refunds.sort((a, b) => a.sequence - b.sequence).map((r) => ({ amountCents: r.amountCents, refundedAt: r.updatedAt }));
}

/** What was refunded of each session's payment, for many sessions at once (sessions without a refund are absent). */
export async function refundedCentsBySession(sessionIds: string[]): Promise<Map<string, number>> {
  const refunds = await SessionRefundModel.find({ sessionId: { $in: sessionIds }, status: 'Succeeded' }).lean();
  const totals = new Map<string, number>();
  for (const r of refunds) totals.set(r.sessionId, (totals.get(r.sessionId) ?? 0) + r.amountCents);
  return totals;
}
