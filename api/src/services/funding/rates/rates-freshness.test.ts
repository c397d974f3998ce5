import { fundingRates } from './funding-rates.data';
import { ratesFreshness } from './rates-freshness';

describe('rates freshness', () => {
  it.each<[string, string, boolean]>([
    ['the day the 2025 rates start', '2025-07-01', false],
    ['exactly twelve months on', '2026-07-01', false],
    ['a day past twelve months', '2026-07-02', true],
    ['a year and a half on', '2026-12-31', true],
  ])('%s (%s): stale %s', (_name, today, stale) => {
    for (const scheme of ratesFreshness(fundingRates, today)) {
      expect(scheme).toMatchObject({ newestEffectiveFrom: '2025-07-01', stale });
      if (stale) expect(scheme.message).toMatch(/^The newest (Medicare|NDIS|DVA) rates apply from 2025-07-01, more than 12 months ago/);
    }
  });

  it('a row added for the new year makes that funder fresh, the others stay stale', () => {
    const rows = [...fundingRates, { ...fundingRates[0], rateId: 'x', effectiveFrom: '2026-07-01' }];
    expect(ratesFreshness(rows, '2026-11-26').map((f) => [f.scheme, f.stale])).toEqual([
      ['Medicare', false],
      ['NDIS', true],
      ['DVA', true],
    ]);
  });

  it('a funder without rows is stale, and says it cannot be priced', () => {
    expect(ratesFreshness([], '2026-01-01')[0]).toEqual({ scheme: 'Medicare', stale: true, message: 'No Medicare rates are on file: sessions under Medicare cannot be priced.' });
  });
});
