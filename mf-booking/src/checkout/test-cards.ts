/**
 * Test mode (no Stripe publishable key configured): only Stripe's documented test card numbers
 * are accepted, and only the matching documented test payment method id ever leaves the page —
 * never a card number (https://docs.stripe.com/testing#cards).
 */
export const TEST_CARDS: Record<string, { paymentMethodId: string; brand: string }> = {
  '4242424242424242': { paymentMethodId: 'pm_card_visa', brand: 'Visa' },
  '4000056655665556': { paymentMethodId: 'pm_card_visa_debit', brand: 'Visa (debit)' },
  '5555555555554444': { paymentMethodId: 'pm_card_mastercard', brand: 'Mastercard' },
  '5200828282828210': { paymentMethodId: 'pm_card_mastercard_debit', brand: 'Mastercard (debit)' },
  '5105105105105100': { paymentMethodId: 'pm_card_mastercard_prepaid', brand: 'Mastercard (prepaid)' },
  '378282246310005': { paymentMethodId: 'pm_card_amex', brand: 'American Express' },
  '6011111111111117': { paymentMethodId: 'pm_card_discover', brand: 'Discover' },
  '3056930009020004': { paymentMethodId: 'pm_card_diners', brand: 'Diners Club' },
  '3566002020360505': { paymentMethodId: 'pm_card_jcb', brand: 'JCB' },
  '6200000000000005': { paymentMethodId: 'pm_card_unionpay', brand: 'UnionPay' },
};

export const NOT_A_TEST_CARD = 'Test mode: enter one of Stripe’s test card numbers, e.g. 4242 4242 4242 4242.';

/** The test payment method for a typed test card number, or undefined for any other number. */
export function testPaymentMethodFor(cardNumber: string): string | undefined {
  return TEST_CARDS[cardNumber.replace(/[\s-]+/g, '')]?.paymentMethodId;
}

/** MM/YY in the future. */
export function expiryProblem(expiry: string, now = new Date()): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Enter the expiry as MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry as MM/YY.';
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'This card has expired.';
  return undefined;
}

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Every problem of the test-mode card form, by field (nothing is sent while there is one). */
export function testCardProblems(values: TestCardValues, now = new Date()): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!testPaymentMethodFor(values.cardNumber)) problems.cardNumber = NOT_A_TEST_CARD;
  const expiry = expiryProblem(values.expiry, now);
  if (expiry) problems.expiry = expiry;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  return problems;
}

/**
 * stripe-mock (the Stripe simulator this test system runs against) keeps no state: whichever test
 * card is saved, it answers with its one fixed card, a Visa ending 4242 that expires 08/30. Only
 * the test payment method id leaves the page, so the expiry typed here is checked but never sent.
 */
export const TEST_MODE_CARD_NOTICE =
  'This is a test system. No real card is accepted and no money moves: use a Stripe test card such as 4242 4242 4242 4242, any future expiry and any 3 digits. The expiry you type is checked here but not sent: the Stripe simulator answers every saved test card as a Visa ending 4242 that expires 08/30.';

/** "Visa ending 4242, expires 08/30 (Work card)". */
export function cardSummary(card: { brand: string; last4: string; expiryMonth: number; expiryYear: number; name?: string }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${card.last4}, expires ${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}${card.name ? ` (${card.name})` : ''}`;
}
