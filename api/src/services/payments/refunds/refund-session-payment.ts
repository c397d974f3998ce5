import { isDuplicateKey } from '../../../lib/duplicate-key';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sessionOf } from '../../sessions';
import { ABANDONED_ATTEMPT_MS } from '../charges/charge-session';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { paymentGateway } from '../gateway/payment-gateway';
import { refundableCents, refundAmountProblem } from './refund-rules';
import { SessionRefundModel, type SessionRefundRecord } from './session-refund.model';

export interface RefundRequest {
  /** The console's key for one refund form: the same key refunds once, and is Stripe's Idempotency-Key. */
  requestId: string;
  /** Default: everything that is left of what the client paid. */
  amountCents?: number;
  reason: string;
  /** Who asked (an administrator's user id). */
  requestedBy: string;
}

/** created: this call made the refund; replayed: the request was made before (its refund as it stands). */
export type RefundOutcome = { made: 'created' | 'replayed'; refund: SessionRefundRecord };

const REQUEST_ID = /^[A-Za-z0-9-]{16,64}$/;
const ANOTHER_REFUND = 'Another refund of this session was made at the same moment. Reload to see what is left, then try again.';

/** The payment a session's refunds come out of: its succeeded charge. */
async function paidPaymentOf(sessionId: string) {
  return (await SessionPaymentModel.find({ sessionId, status: 'Succeeded' }).lean()).find((p) => p.stripePaymentIntentId);
}

/**
 * Refunds (part of) what a client paid for a session, exactly once per request: the insert of the
 * refund (unique `requestId`) happens BEFORE Stripe is called, with the request id as Stripe's
 * idempotency key, so parallel or repeated sends of one request make one refund, and a resumed
 * request (its process died mid-way) is replayed by Stripe, not repeated. Checks and refusals write
 * nothing.
 */
export async function refundSessionPayment(sessionId: string, request: RefundRequest, now = new Date()): Promise<RefundOutcome> {
  if (!REQUEST_ID.test(request.requestId ?? '')) throw invalidField('requestId', 'Send the refund form\'s key (16 to 64 letters, digits or dashes).');
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  // The session's refunds are read first: if this request's own refund is not among them, what is
  // left was computed without it, so a parallel send of this request can never be refused as "nothing left".
  const refunds = await SessionRefundModel.find({ sessionId }).lean();
  const earlier = refunds.find((r) => r.requestId === request.requestId) ?? (await SessionRefundModel.findOne({ requestId: request.requestId }).lean());
  if (earlier) return replay(earlier, sessionId, now);

  if (!request.reason?.trim()) throw invalidField('reason', 'Say why the payment is refunded.');
  const paid = await paidPaymentOf(sessionId);
  if (!paid) throw conflict('This session has no payment to refund.');
  const left = refundableCents(paid.amountCents, refunds);
  const amountCents = request.amountCents ?? left;
  const problem = refundAmountProblem(amountCents, left, paid.amountCents);
  if (problem) throw invalidField('amountCents', problem);

  const sequence = refunds.reduce((max, r) => Math.max(max, r.sequence), 0) + 1;
  const record: SessionRefundRecord = {
    _id: `${sessionId}#${sequence}`,
    requestId: request.requestId,
    sessionId,
    patientId: session.patientId,
    sequence,
    amountCents,
    reason: request.reason.trim(),
    requestedBy: request.requestedBy,
    status: 'Processing',
    stripePaymentIntentId: paid.stripePaymentIntentId!,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await SessionRefundModel.create(record);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // The same request sent twice at once: the other send makes it. Else another request took the number.
    const same = await SessionRefundModel.findOne({ requestId: request.requestId }).lean();
    if (same) return { made: 'replayed', refund: same };
    throw conflict(ANOTHER_REFUND);
  }
  return { made: 'created', refund: await sendToStripe(record) };
}

/** A request seen before: its refund as it stands, resumed at Stripe if its process died mid-way. */
async function replay(refund: SessionRefundRecord, sessionId: string, now: Date): Promise<RefundOutcome> {
  if (refund.sessionId !== sessionId) throw conflict('This refund form was already used for another session. Open the form again.');
  const abandoned = refund.status === 'Processing' && now.getTime() - refund.updatedAt.getTime() >= ABANDONED_ATTEMPT_MS;
  return { made: 'replayed', refund: abandoned ? await sendToStripe(refund) : refund };
}

async function sendToStripe(record: SessionRefundRecord): Promise<SessionRefundRecord> {
  try {
    const stripeRefundId = await paymentGateway().refund({
      paymentIntentId: record.stripePaymentIntentId,
      amountCents: record.amountCents,
      idempotencyKey: record.requestId,
      metadata: { sessionId: record.sessionId, refundId: record._id },
    });
    const updatedAt = new Date();
    await SessionRefundModel.updateOne({ _id: record._id }, { $set: { status: 'Succeeded', stripeRefundId, updatedAt } });
    return { ...record, status: 'Succeeded', stripeRefundId, updatedAt };
  } catch (err) {
    const updatedAt = new Date();
    const failureMessage = (err as Error).message;
    await SessionRefundModel.updateOne({ _id: record._id }, { $set: { status: 'Failed', failureMessage, updatedAt } });
    return { ...record, status: 'Failed', failureMessage, updatedAt };
  }
}
