/**
 * The edge to the card processor. Production and local runs use Stripe (stripe-mock locally); the
 * one thing stripe-mock cannot do is decline, so tests of declines swap in a double of this
 * interface (`setPaymentGateway`), and only this.
 */
export interface SavedCardDetails {
  paymentMethodId: string;
  setupIntentId: string;
  /** succeeded, or requires_action (the browser must confirm with the client secret). */
  status: string;
  clientSecret?: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type ChargeOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret?: string }
  | { status: 'failed'; paymentIntentId?: string; declineCode?: string; message: string };

export interface PaymentGateway {
  createCustomer(patientId: string, email: string): Promise<string>;
  /** Saves a card for later off-session charges (SetupIntent, usage off_session). */
  saveCard(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<SavedCardDetails>;
  detachCard(paymentMethodId: string): Promise<void>;
  /**
   * Creates the one PaymentIntent of a logical payment (a session's charge, a refund's source),
   * unconfirmed, so nothing is charged yet. Its idempotency key names the payment, not an attempt.
   */
  createPayment(input: { customerId: string; amountCents: number; description: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<string>;
  /**
   * Confirms that PaymentIntent off-session with a saved card: this is the charge. A retry after a
   * decline confirms the same PaymentIntent again, and a PaymentIntent succeeds at most once.
   */
  confirmPayment(input: { paymentIntentId: string; paymentMethodId: string; idempotencyKey: string }): Promise<ChargeOutcome>;
  /** Refunds (part of) a succeeded PaymentIntent; the same idempotency key refunds once. */
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<string>;
}

let override: PaymentGateway | undefined;
let factory: (() => PaymentGateway) | undefined;

export function registerPaymentGatewayFactory(make: () => PaymentGateway): void {
  factory = make;
}

/** Tests only: a double at the edge (pass undefined to go back to Stripe). */
export function setPaymentGateway(gateway: PaymentGateway | undefined): void {
  override = gateway;
}

export function paymentGateway(): PaymentGateway {
  if (override) return override;
  if (!factory) throw new Error('No payment gateway registered');
  return factory();
}
