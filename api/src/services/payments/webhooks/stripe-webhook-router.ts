import express, { Router } from 'express';
import Stripe from 'stripe';
import type { ApiConfig } from '../../../config';
import { setSessionPaymentStatus } from '../../sessions';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { StripeEventModel } from './stripe-event.model';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { recordDispute } from '../disputes/record-dispute';

/**
 * POST /api/payments/webhooks/stripe: Stripe's own call, not part of our OpenAPI. The signature is
 * checked against the raw body (so this is mounted before the JSON parser); each event id is
 * inserted once, so a repeated delivery changes nothing. Events only move a payment forward
 * (an older failure arriving after a success does not undo it).
 */
export function stripeWebhookRouter(config: ApiConfig): Router {
  const router = Router();
  router.post('/api/payments/webhooks/stripe', express.raw({ type: '*/*', limit: '1mb' }), async (req, res, next) => {
    try {
      const secret = config.stripe.webhookSecret;
      if (!secret) {
        res.status(503).type('application/problem+json').json({ status: 503, title: 'Service Unavailable', detail: 'Stripe webhooks are not configured.' });
        return;
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(req.body as Buffer, String(req.headers['stripe-signature'] ?? ''), secret);
      } catch {
        res.status(400).type('application/problem+json').json({ status: 400, title: 'Bad Request', detail: 'The Stripe signature is not valid.' });
        return;
      }
      try {
        await StripeEventModel.create({ _id: event.id, type: event.type, receivedAt: new Date() });
      } catch (err) {
        if (isDuplicateKey(err)) {
          res.json({ received: true, duplicate: true });
          return;
        }
        throw err;
      }
      await handleEvent(event);
      res.json({ received: true });
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/**
 * The attempt an event is about: the newest of those that used the PaymentIntent (a retry confirms
 * the session's one PaymentIntent again, so several attempts share it).
 */
async function attemptOf(intent: Stripe.PaymentIntent) {
  const sessionId = intent.metadata?.sessionId;
  const attempts = (await SessionPaymentModel.find({ stripePaymentIntentId: intent.id }).lean()).filter((a) => !sessionId || a.sessionId === sessionId);
  return attempts.sort((a, b) => b.attempt - a.attempt)[0];
}

/**
 * Only a success moves a session (to Paid): the client confirmed a payment their bank held, or
 * Stripe finished one. A failure only closes an attempt that waited for the client's bank; it
 * never touches the session, so a late or replayed decline cannot undo a payment made meanwhile.
 */
async function handleEvent(event: Stripe.Event): Promise<void> {
  if (event.type === 'charge.dispute.created') return recordDispute(event.data.object);
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;
  const intent = event.data.object as Stripe.PaymentIntent;
  const payment = await attemptOf(intent);
  if (!payment) return;
  if (event.type === 'payment_intent.succeeded') {
    if (payment.status !== 'Succeeded') await SessionPaymentModel.updateOne({ _id: payment._id }, { $set: { status: 'Succeeded', updatedAt: new Date() } });
    await setSessionPaymentStatus(payment.sessionId, 'Paid');
    return;
  }
  if (payment.status !== 'RequiresAction') return;
  await SessionPaymentModel.updateOne({ _id: payment._id }, { $set: { status: 'Failed', failureMessage: intent.last_payment_error?.message ?? 'Declined', updatedAt: new Date() } });
}
