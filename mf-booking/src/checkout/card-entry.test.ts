import { cardEntryMode } from './card-entry';

// We cannot reach stripe.com from the test machine: the switch is tested here, Stripe.js itself is not loaded.
describe('cardEntryMode', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'test-mode'],
    ['', 'test-mode'],
    ['sk_test_123', 'test-mode'],
    ['pk_test_<script>', 'test-mode'],
    ['pk_test_51Habc123', 'stripe-elements'],
    ['pk_live_51Habc123', 'stripe-elements'],
  ])('publishable key %p → %s', (key, mode) => {
    expect(cardEntryMode(key)).toBe(mode);
  });
});
