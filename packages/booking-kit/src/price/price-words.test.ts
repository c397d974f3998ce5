import type { PriceQuote } from '@harbour/sdk/payments';
import { chargeSentence, priceSentence, priceWords } from './price-words';

// Node's ICU writes "$126.05" as en-AU does in the browser.
const quote = (over: Partial<PriceQuote> = {}): PriceQuote => ({
  fundingRoute: 'Medicare',
  currency: 'aud',
  feeCents: 22500,
  rebateCents: 9895,
  funderPaysCents: 0,
  discountCents: 0,
  outOfPocketCents: 12605,
  eligible: true,
  warnings: [],
  ...over,
});
const privately = quote({ fundingRoute: 'Private', rebateCents: 0, outOfPocketCents: 22500 });
const listed = (q: PriceQuote, referralAssumed = true) => ({ quote: q, referralAssumed });

describe('a listing’s price in words, from the API’s quote', () => {
  it.each<[string, ReturnType<typeof listed>, Parameters<typeof priceWords>[1], boolean | undefined, string]>([
    ['before a route is chosen: the "from" price', listed(quote()), undefined, true, '$225.00 a session. from $126.05 after the Medicare rebate with a GP referral'],
    ['before, with a fee under the rebate', listed(quote({ feeCents: 9000, rebateCents: 9000, outOfPocketCents: 0 })), undefined, true, '$90.00 a session. nothing to pay after the Medicare rebate with a GP referral'],
    ['before, for a psychologist without Medicare', listed(quote()), undefined, false, '$225.00 a session. Private fee: no Medicare rebate with this psychologist.'],
    ['before, when no item covers the length', listed(quote({ eligible: false, rebateCents: 0, outOfPocketCents: 22500, reason: 'No Medicare item covers a 80-minute session.' })), undefined, true, '$225.00 a session. No Medicare item covers a 80-minute session.'],
    ['Medicare chosen, no referral given yet', listed(quote()), 'Medicare', true, '$126.05 to pay. Fee $225.00 less the Medicare rebate of $98.95 with a GP referral.'],
    ['Medicare chosen, the client’s referral on file', listed(quote(), false), 'Medicare', true, '$126.05 to pay. Fee $225.00 less the Medicare rebate of $98.95 with your GP referral.'],
    ['Medicare chosen, a 7th session', listed(quote({ eligible: false, rebateCents: 0, outOfPocketCents: 22500, reason: 'This is session 7 or later on your referral.' }), false), 'Medicare', true, '$225.00 to pay. This is session 7 or later on your referral.'],
    ['Medicare chosen, a psychologist without it', listed(quote()), 'Medicare', false, '$126.05 to pay. No Medicare rebate with this psychologist.'],
    ['bulk-billed', listed(quote({ fundingRoute: 'BulkBilled', feeCents: 9895, outOfPocketCents: 0 })), 'BulkBilled', true, 'Bulk-billed: nothing to pay. Medicare pays $98.95 with a GP referral.'],
    ['private', listed(privately), 'Private', true, '$225.00 to pay. Private fee: no Medicare rebate.'],
    ['a partner programme', listed(quote({ fundingRoute: 'Partnership', rebateCents: 0, funderPaysCents: 22500, outOfPocketCents: 0 })), 'Partnership', true, 'Nothing to pay. Your partner programme pays for this session.'],
    ['NDIS before its details', listed(privately), 'NDIS', true, '$225.00 fee. Your funder’s share is worked out from your details when you book.'],
  ])('%s', (_name, entry, route, acceptsMedicare, words) => {
    expect(priceSentence(priceWords(entry, route, acceptsMedicare)).replace(/\u00a0/g, ' ')).toBe(words);
  });

  it('never shows the full fee as out-of-pocket to a Medicare client because the referral is still to come', () => {
    const words = priceSentence(priceWords(listed(quote()), 'Medicare'));
    expect(words).not.toContain('$225.00 to pay');
  });
});

describe('a directory card’s price (the fee names the session’s length)', () => {
  it.each<[string, ReturnType<typeof listed>, Parameters<typeof priceWords>[1], boolean, string]>([
    ['no filter: the "from" price', listed(quote()), undefined, true, '$225.00 a 50-minute session. from $126.05 after the Medicare rebate with a GP referral'],
    ['no filter, a psychologist without Medicare', listed(quote()), undefined, false, '$225.00 a 50-minute session. Private fee: no Medicare rebate with this psychologist.'],
    ['a partner programme, a psychologist without Medicare', listed(quote({ fundingRoute: 'Partnership', rebateCents: 0, funderPaysCents: 22500, outOfPocketCents: 0 }), false), 'Partnership', false, 'Nothing to pay. Your partner programme pays for this session.'],
    ['not eligible, with the API’s reason', listed(quote({ eligible: false, rebateCents: 0, outOfPocketCents: 22500, reason: 'This psychologist does not bulk-bill.' })), 'BulkBilled', true, '$225.00 to pay. This psychologist does not bulk-bill.'],
  ])('%s', (_name, entry, route, acceptsMedicare, words) => {
    expect(priceSentence(priceWords(entry, route, acceptsMedicare, 'a 50-minute session')).replace(/\u00a0/g, ' ')).toBe(words);
  });
});

describe('what is charged, and when', () => {
  it.each<[string, Parameters<typeof chargeSentence>[0], string]>([
    ['a gap to pay', quote(), 'Nothing is charged now: your card is charged $126.05 after the session.'],
    ['bulk-billed', quote({ fundingRoute: 'BulkBilled', outOfPocketCents: 0 }), 'Bulk-billed: nothing is charged to you, now or after the session.'],
    ['a funder pays', quote({ fundingRoute: 'NDIS', rebateCents: 0, funderPaysCents: 22500, outOfPocketCents: 0 }), 'Nothing is charged to you, now or after the session: your funder pays for it.'],
    ['a full discount', quote({ fundingRoute: 'Private', rebateCents: 0, discountCents: 22500, outOfPocketCents: 0 }), 'Nothing is charged to you, now or after the session.'],
  ])('%s', (_name, q, sentence) => {
    expect(chargeSentence(q)).toBe(sentence);
    expect(chargeSentence(q)).not.toMatch(/\$0\.00/);
  });
});
