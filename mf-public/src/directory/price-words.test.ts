import type { PriceQuote } from '@harbour/sdk/payments';
import { cardPrice, routeOfFilter } from './price-words';

const quote = (over: Partial<PriceQuote> = {}): PriceQuote => ({ fundingRoute: 'Medicare', currency: 'aud', feeCents: 22500, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12605, eligible: true, warnings: [], ...over });
const words = (...args: Parameters<typeof cardPrice>) => {
  const price = cardPrice(...args);
  return `${price.headline}${price.detail ? `, ${price.detail}` : ''}`.replace(/\u00a0/g, ' ');
};

describe('a card’s price, from the API’s price list', () => {
  it.each([
    [undefined, undefined],
    ['Medicare', 'Medicare'],
    ['BulkBilled', 'BulkBilled'],
    ['Partnership', 'Partnership'],
    ['NDIS', undefined],
    ['DVA', undefined],
  ] as const)('the funding filter %s prices cards under %s', (filter, route) => {
    expect(routeOfFilter(filter)).toBe(route);
  });

  it.each<[string, Parameters<typeof cardPrice>, string]>([
    ['no filter: the "from" price', [{ quote: quote(), referralAssumed: true }, undefined, true, 'a 50-minute session'], '$225.00 a 50-minute session, from $126.05 after the Medicare rebate with a GP referral'],
    ['no filter, a psychologist without Medicare', [{ quote: quote(), referralAssumed: true }, undefined, false], '$225.00 a session, Private fee: no Medicare rebate with this psychologist.'],
    ['the Medicare filter: the rebate and what is left', [{ quote: quote(), referralAssumed: true }, 'Medicare', true], '$126.05 to pay, Fee $225.00 less the Medicare rebate of $98.95 with a GP referral.'],
    ['the Medicare filter, a signed-in client’s own referral', [{ quote: quote(), referralAssumed: false }, 'Medicare', true], '$126.05 to pay, Fee $225.00 less the Medicare rebate of $98.95 with your GP referral.'],
    ['the bulk-billed filter', [{ quote: quote({ fundingRoute: 'BulkBilled', feeCents: 9895, outOfPocketCents: 0 }), referralAssumed: true }, 'BulkBilled', true], 'Bulk-billed: nothing to pay, Medicare pays $98.95 with a GP referral.'],
    ['a partner programme', [{ quote: quote({ fundingRoute: 'Partnership', rebateCents: 0, funderPaysCents: 22500, outOfPocketCents: 0 }), referralAssumed: false }, 'Partnership', false], 'Nothing to pay, Your partner programme pays for this session.'],
    ['not eligible, with the API’s reason', [{ quote: quote({ eligible: false, rebateCents: 0, outOfPocketCents: 22500, reason: 'This psychologist does not bulk-bill.' }), referralAssumed: true }, 'BulkBilled', true], '$225.00 to pay, This psychologist does not bulk-bill.'],
  ])('%s', (_name, args, text) => {
    expect(words(...args)).toBe(text);
  });
});
