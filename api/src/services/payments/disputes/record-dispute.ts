import type Stripe from 'stripe';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { PaymentDisputeModel } from './payment-dispute.model';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** `charge.dispute.created`: one record per dispute id, whatever Stripe redelivers. */
export async function recordDispute(dispute: Stripe.Dispute, now = new Date()): Promise<void> {
  const paymentIntentId = idOf(dispute.payment_intent);
  const payment = paymentIntentId ? await SessionPaymentModel.findOne({ stripePaymentIntentId: paymentIntentId }).lean() : null;
  try {
    await PaymentDisputeModel.create({
      _id: dispute.id,
      stripeChargeId: idOf(dispute.charge) ?? 'unknown',
      ...(paymentIntentId && { stripePaymentIntentId: paymentIntentId }),
      ...(payment && { sessionId: payment.sessionId }),
      amountCents: dispute.amount,
      reason: dispute.reason || 'general',
      status: dispute.status || 'needs_response',
      openedAt: new Date((dispute.created ?? now.getTime() / 1000) * 1000),
      receivedAt: now,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
