import { isDuplicateKey } from '../../../lib/duplicate-key';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sessionOf } from '../../sessions';
import { ABANDONED_ATTEMPT_MS } from '../charges/charge-session';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { paymentGateway } from '../gateway/payment-gateway';
import { SessionRefundModel, type SessionRefundRecord } from './session-refund.model';

/** The Stripe idempotency key of a session's one refund: it names the refund, never an attempt. */
export const refundKey = (sessionId: string) => `session-refund:${sessionId}`;

export interface RefundRequest {
  /** Default: everything the client paid. */
  amountCents?: number;
  reason: string;
  /** Who asked (an administrator's user id). */
  requestedBy: string;
}

export type RefundOutcome = { status: 'refunded'; refund: SessionRefundRecord } | { status: 'failed'; refund: SessionRefundRecord };

const ALREADY_REFUNDING = 'A refund of this session is already being processed.';

/**
 * Refunds what a client paid for a session, once, whatever races: the operator console's call.
 * Refused while another attempt is running; once refunded, asking again answers the same refund.
 * A failed attempt may be tried again, with the same amount and the same Stripe key.
 */
export async function refundSessionPayment(sessionId: string, request: RefundRequest, now = new Date()): Promise<RefundOutcome> {
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  const paid = (await SessionPaymentModel.find({ sessionId }).lean()).find((a) => a.status === 'Succeeded');
  if (!paid?.stripePaymentIntentId) throw conflict('This session has no payment to refund.');
  if (!request.reason?.trim()) throw invalidField('reason', 'Say why the payment is refunded.');

  const attempts = (await SessionRefundModel.find({ sessionId }).lean()).sort((a, b) => a.attempt - b.attempt);
  const done = attempts.find((a) => a.status === 'Succeeded');
  if (done) return { status: 'refunded', refund: done };
  const running = attempts.find((a) => a.status === 'Processing');
  if (running && now.getTime() - running.updatedAt.getTime() < ABANDONED_ATTEMPT_MS) throw conflict(ALREADY_REFUNDING);
  // The first attempt fixes the amount: Stripe refuses the same key with other parameters.
  const amountCents = attempts[0]?.amountCents ?? request.amountCents ?? paid.amountCents;
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > paid.amountCents) {
    throw invalidField('amountCents', `Refund between 1 and ${paid.amountCents} cents.`);
  }
  const attempt = running ? running.attempt : (attempts.at(-1)?.attempt ?? 0) + 1;
  let record: SessionRefundRecord;
  if (running) record = running;
  else {
    record = {
      _id: `${sessionId}#${attempt}`,
      sessionId,
      patientId: session.patientId,
      attempt,
      amountCents,
      reason: request.reason.trim(),
      requestedBy: request.requestedBy,
      status: 'Processing',
      stripePaymentIntentId: paid.stripePaymentIntentId,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await SessionRefundModel.create(record);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(ALREADY_REFUNDING);
      throw err;
    }
  }
  try {
    const stripeRefundId = await paymentGateway().refund({
      paymentIntentId: record.stripePaymentIntentId,
      amountCents: record.amountCents,
      idempotencyKey: refundKey(sessionId),
      metadata: { sessionId },
    });
    const refunded = { ...record, status: 'Succeeded' as const, stripeRefundId, updatedAt: new Date() };
    await SessionRefundModel.updateOne({ _id: record._id }, { $set: { status: refunded.status, stripeRefundId, updatedAt: refunded.updatedAt } });
    return { status: 'refunded', refund: refunded };
  } catch (err) {
    const failed = { ...record, status: 'Failed' as const, failureMessage: (err as Error).message, updatedAt: new Date() };
    await SessionRefundModel.updateOne({ _id: record._id }, { $set: { status: failed.status, failureMessage: failed.failureMessage, updatedAt: failed.updatedAt } });
    return { status: 'failed', refund: failed };
  }
}
