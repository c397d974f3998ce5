/**
 * How the checkout takes a new card: Stripe Elements when the API gives a Stripe publishable key
 * (`STRIPE_PUBLISHABLE_KEY`, a `pk_test_…` or `pk_live_…`), otherwise the labelled test-mode form
 * (Stripe's documented test numbers only). Either way only a `pm_…` id reaches our API.
 */
export type CardEntryMode = 'stripe-elements' | 'test-mode';

export function cardEntryMode(publishableKey: string | undefined): CardEntryMode {
  return publishableKey && /^pk_(test|live)_[A-Za-z0-9]+$/.test(publishableKey) ? 'stripe-elements' : 'test-mode';
}
