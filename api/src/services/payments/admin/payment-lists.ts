import { findAccountById } from '../../identity';
import { sessionOf } from '../../sessions';
import { amountDue } from '../charges/charge-session';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { PaymentDisputeModel } from '../disputes/payment-dispute.model';
import { refundableCents } from '../refunds/refund-rules';
import { SessionRefundModel, type SessionRefundRecord } from '../refunds/session-refund.model';
import type { OutstandingPaymentRow, OutstandingPaymentsPage, PaidPaymentRow, PaidPaymentsPage, PaymentDisputeRow, RefundView } from './admin-payments.types';

export const PAGE_SIZE = 20;

const pageOf = (page: number | undefined, total: number) => {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { page: Math.min(Math.max(1, Math.floor(page ?? 1)), pageCount), pageCount };
};

const emailOf = async (accountId: string) => (await findAccountById(accountId))?.email ?? '(account closed)';

export const refundView = (r: SessionRefundRecord): RefundView => ({
  refundId: r._id,
  amountCents: r.amountCents,
  reason: r.reason,
  status: r.status,
  requestedAt: r.createdAt,
  ...(r.failureMessage && { failureMessage: r.failureMessage }),
});

/**
 * Sessions whose charge failed and that are still unpaid, the latest failure first. Read from the
 * attempts (payments' own records): a session with a succeeded attempt is paid, whatever else failed.
 */
export async function outstandingSessionPayments(page?: number): Promise<OutstandingPaymentsPage> {
  const failed = await SessionPaymentModel.find({ status: { $in: ['Failed', 'RequiresAction'] } }).lean();
  const sessionIds = [...new Set(failed.map((a) => a.sessionId))];
  const paid = new Set((await SessionPaymentModel.find({ sessionId: { $in: sessionIds }, status: 'Succeeded' }).lean()).map((a) => a.sessionId));
  const bySession = new Map<string, typeof failed>();
  for (const attempt of failed.filter((a) => !paid.has(a.sessionId))) bySession.set(attempt.sessionId, [...(bySession.get(attempt.sessionId) ?? []), attempt]);
  const latest = (id: string) => Math.max(...bySession.get(id)!.map((a) => a.updatedAt.getTime()));
  // Ties by session id: failures of the same millisecond keep one order, so pages neither repeat nor skip.
  const ordered = [...bySession.keys()].sort((a, b) => latest(b) - latest(a) || a.localeCompare(b));
  const paging = pageOf(page, ordered.length);
  const rows: OutstandingPaymentRow[] = [];
  for (const sessionId of ordered.slice((paging.page - 1) * PAGE_SIZE, paging.page * PAGE_SIZE)) {
    const session = await sessionOf(sessionId);
    if (!session || session.paymentStatus === 'Paid') continue;
    const attempts = bySession.get(sessionId)!.sort((a, b) => b.attempt - a.attempt);
    rows.push({
      sessionId,
      clientId: session.patientId,
      clientEmail: await emailOf(session.patientId),
      sessionStartDate: session.startsAt,
      fundingRoute: session.sessionType,
      amountCents: amountDue(session).amountCents,
      status: attempts[0].status,
      ...(attempts[0].failureMessage && { failureMessage: attempts[0].failureMessage }),
      since: new Date(Math.min(...attempts.map((a) => a.createdAt.getTime()))),
    });
  }
  return { payments: rows, total: ordered.length, ...paging };
}

/** Succeeded session payments, the latest first, with their refunds; or one session's. */
export async function paidSessionPayments(page?: number, sessionId?: string): Promise<PaidPaymentsPage> {
  const filter = { status: 'Succeeded', ...(sessionId && { sessionId }) };
  const total = await SessionPaymentModel.countDocuments(filter);
  const paging = pageOf(page, total);
  const payments = await SessionPaymentModel.find(filter)
    .sort({ updatedAt: -1, _id: 1 })
    .skip((paging.page - 1) * PAGE_SIZE)
    .limit(PAGE_SIZE)
    .lean();
  const refunds = await SessionRefundModel.find({ sessionId: { $in: payments.map((p) => p.sessionId) } }).lean();
  const rows: PaidPaymentRow[] = [];
  for (const payment of payments) {
    const session = await sessionOf(payment.sessionId);
    const own = refunds.filter((r) => r.sessionId === payment.sessionId).sort((a, b) => a.sequence - b.sequence);
    rows.push({
      sessionId: payment.sessionId,
      clientId: payment.patientId,
      clientEmail: await emailOf(payment.patientId),
      sessionStartDate: session?.startsAt ?? payment.createdAt,
      fundingRoute: session?.sessionType ?? 'Private',
      paidCents: payment.amountCents,
      paidAt: payment.updatedAt,
      leftCents: refundableCents(payment.amountCents, own),
      refunds: own.map(refundView),
    });
  }
  return { payments: rows, total, ...paging };
}

/** Disputes recorded from Stripe's webhook, the latest first. */
export async function paymentDisputes(): Promise<PaymentDisputeRow[]> {
  const disputes = await PaymentDisputeModel.find({}).sort({ openedAt: -1, _id: -1 }).limit(200).lean();
  return disputes.map((d) => ({ disputeId: d._id, ...(d.sessionId && { sessionId: d.sessionId }), amountCents: d.amountCents, reason: d.reason, status: d.status, openedAt: d.openedAt }));
}
