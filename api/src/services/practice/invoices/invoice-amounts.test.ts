import { cancellationFeeAmounts, dollars, sessionInvoiceAmounts, totalsOf } from './invoice-amounts';

describe('invoice arithmetic', () => {
  it.each([
    ['private', { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }, { clientPaysCents: 22000, rebateCents: 0 }],
    ['Medicare gap', { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170' }, { clientPaysCents: 12105, rebateCents: 9895, medicareItem: '91170' }],
    ['bulk-billed', { feeCents: 9895, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0, item: '91170' }, { clientPaysCents: 0, rebateCents: 9895, medicareItem: '91170' }],
    ['NDIS funder pays', { feeCents: 23299, rebateCents: 0, funderPaysCents: 23299, discountCents: 0, outOfPocketCents: 0 }, { clientPaysCents: 0, funderPaysCents: 23299 }],
    ['discount then rebate', { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 2200, outOfPocketCents: 9905, item: '91170' }, { clientPaysCents: 9905 }],
    ['rebate never above the fee', { feeCents: 5000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0, item: '91170' }, { clientPaysCents: 0, rebateCents: 5000 }],
  ])('%s', (_name, quote, expected) => {
    const amounts = sessionInvoiceAmounts(quote);
    expect(amounts).toMatchObject({ gstCents: 0, feeCents: quote.feeCents, ...expected });
    expect(amounts.feeCents - amounts.discountCents - amounts.rebateCents - amounts.funderPaysCents).toBe(amounts.clientPaysCents);
  });

  it('a cancellation fee has no Medicare item or rebate', () => {
    expect(cancellationFeeAmounts(8000)).toEqual({ feeCents: 8000, discountCents: 0, rebateCents: 0, funderPaysCents: 0, clientPaysCents: 8000, gstCents: 0 });
  });

  it('totals split paid and outstanding', () => {
    const totals = totalsOf([
      { amounts: sessionInvoiceAmounts({ feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170' }), paid: true },
      { amounts: cancellationFeeAmounts(8000), paid: false },
    ]);
    expect(totals).toEqual({ count: 2, feeCents: 30000, rebateCents: 9895, clientPaysCents: 20105, paidCents: 12105, outstandingCents: 8000 });
    expect(dollars(123450)).toBe('$1,234.50');
  });
});
