import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { HttpProblem } from '../../../http/problem';
import { sessionsOfPatient } from '../../sessions';
import { SessionPaymentModel } from '../charges/session-payment.model';
import type { SessionReceipt } from '../receipts/receipt.types';
import { sessionReceipt } from '../receipts/session-receipt';
import { SessionRefundModel } from '../refunds/session-refund.model';
import { oldestFirst } from '../../../lib/record-order';

export interface PaymentRecordsOfClient {
  charges: { chargeId: string; sessionId: string; purpose: string; amountCents: number; status: string; failureMessage?: string; createdAt: Date; updatedAt: Date }[];
  refunds: { refundId: string; sessionId: string; amountCents: number; status: string; reason: string; createdAt: Date; updatedAt: Date }[];
  receipts: SessionReceipt[];
}

/**
 * A client's charges, refunds and receipts (a data export): only records whose patient is this
 * client. Card tokens and Stripe secrets are left out: they are not information about the person.
 */
export async function paymentRecordsOf(patientId: string): Promise<PaymentRecordsOfClient> {
  const [charges, refunds, sessions] = await Promise.all([
    SessionPaymentModel.find({ patientId }).lean(),
    SessionRefundModel.find({ patientId }).lean(),
    sessionsOfPatient(patientId, { fields: ['sessionStatus', 'paymentStatus'] }),
  ]);
  // The receipt the client would see: read as them, so it is exactly theirs.
  const asClient: AuthenticatedUser = { sub: patientId, userType: 'client', isApproved: true };
  const settled = sessions.filter((s) => s.sessionStatus === 'Completed' && (s.paymentStatus === 'Paid' || s.paymentStatus === 'NotRequired'));
  const receipts = await Promise.all(settled.map((s) => sessionReceipt(asClient, s._id).catch((e: unknown) => (e instanceof HttpProblem ? undefined : Promise.reject(e)))));
  return {
    charges: charges
      .sort(oldestFirst((c) => c.createdAt))
      .map((c) => ({ chargeId: c._id, sessionId: c.sessionId, purpose: c.purpose, amountCents: c.amountCents, status: c.status, ...(c.failureMessage && { failureMessage: c.failureMessage }), createdAt: c.createdAt, updatedAt: c.updatedAt })),
    refunds: refunds
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => ({ refundId: r._id, sessionId: r.sessionId, amountCents: r.amountCents, status: r.status, reason: r.reason, createdAt: r.createdAt, updatedAt: r.updatedAt })),
    receipts: receipts.filter((r): r is SessionReceipt => r !== undefined),
  };
}
