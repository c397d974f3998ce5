import { cardSummary, expiryProblem, TEST_MODE_CARD_NOTICE, testCardProblems, testPaymentMethodFor } from './test-cards';

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

describe('the test-mode card form as a whole', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it.each<[string, { cardNumber: string; expiry: string; cvc: string }, string[]]>([
    ['a good test card', { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, []],
    ['a real-looking number, a past expiry, no CVC', { cardNumber: '4111 1111 1111 1111', expiry: '01/26', cvc: '' }, ['cardNumber', 'expiry', 'cvc']],
    ['a five-digit CVC', { cardNumber: '378282246310005', expiry: '12/30', cvc: '12345' }, ['cvc']],
  ])('%s', (_name, values, fields) => {
    expect(Object.keys(testCardProblems({ ...values, name: '' }, now))).toEqual(fields);
  });

  it('shows a saved card the way the client reads it', () => {
    expect(cardSummary({ brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: 2030 })).toBe('Visa ending 4242, expires 08/30');
    expect(cardSummary({ brand: 'mastercard', last4: '4444', expiryMonth: 12, expiryYear: 2031, name: 'Work' })).toBe('Mastercard ending 4444, expires 12/31 (Work)');
  });

  it('says in the test-mode notice that the simulator answers every card as 08/30', () => {
    expect(TEST_MODE_CARD_NOTICE).toContain('expires 08/30');
  });
});
