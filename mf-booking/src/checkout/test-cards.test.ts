import { expiryProblem, testPaymentMethodFor } from './test-cards';

describe('test-mode card form', () => {
  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa'],
    ['5555-5555-5555-4444', 'pm_card_mastercard'],
    ['378282246310005', 'pm_card_amex'],
    ['4111 1111 1111 1111', undefined], // a real-looking number that is not one of Stripe's test cards
    ['', undefined],
  ])('%s → %s', (input, expected) => {
    expect(testPaymentMethodFor(input)).toBe(expected);
  });

  it.each([
    ['12/30', undefined],
    ['11/26', undefined],
    ['10/26', 'This card has expired.'],
    ['13/30', 'Enter the expiry as MM/YY.'],
    ['1230', 'Enter the expiry as MM/YY.'],
  ])('expiry %s → %s', (input, expected) => {
    expect(expiryProblem(input, new Date('2026-11-23T00:00:00Z'))).toBe(expected);
  });
});
