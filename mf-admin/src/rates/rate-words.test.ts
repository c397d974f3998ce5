import type { FundingRateRow } from '@harbour/sdk/funding';
import { amountWords, centsOf, dayWords, itemsOf, itemWords } from './rate-words';

const row = (extra: Partial<FundingRateRow>): FundingRateRow => ({ rateId: 'r', scheme: 'Medicare', item: '91170', minMinutes: 50, effectiveFrom: '2025-07-01', ...extra });

describe('rates in words', () => {
  it.each<[string, string, number | undefined]>([
    ['plain dollars', '116.40', 11640],
    ['a dollar sign and a thousands comma', '$1,164', 116400],
    ['one decimal and spaces', ' 98.9 ', 9890],
    ['no cents', '232', 23200],
    ['three decimals', '1.005', undefined],
    ['letters', '12a', undefined],
    ['a negative amount', '-5', undefined],
    ['nothing', '', undefined],
  ])('%s: %j → %j cents', (_name, typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it.each<[Partial<FundingRateRow>, string]>([
    [{ feeCents: 11640, rebateCents: 9895 }, 'Schedule fee $116.40, rebate $98.95'],
    [{ rebateCents: 9335 }, 'Rebate $93.35'],
    [{ scheme: 'NDIS', feeCents: 23299, perHour: true }, '$232.99 an hour (price limit)'],
    [{ scheme: 'DVA', feeCents: 16340 }, 'Fee $163.40'],
  ])('amounts %j → %s', (change, words) => {
    expect(amountWords(row(change))).toBe(words);
  });

  it('names what an item covers and the day a row applies from', () => {
    expect(itemWords(row({ practitionerType: 'Psychologist' }))).toBe('91170 (psychologist, 50+ min)');
    expect(itemWords(row({ item: '91169', practitionerType: 'Psychologist', minMinutes: 20, maxMinutes: 49 }))).toBe('91169 (psychologist, 20–49 min)');
    expect(itemWords(row({ scheme: 'NDIS', item: '15_054_0128_1_3', minMinutes: 1, perHour: true }))).toBe('15_054_0128_1_3 (per hour)');
    expect(dayWords('2026-07-01')).toBe('1 July 2026');
  });

  it('lists each funder’s items once, by their newest row', () => {
    const rates = [row({ rebateCents: 1 }), row({ effectiveFrom: '2026-07-01', rebateCents: 2 }), row({ scheme: 'DVA', item: 'US14' }), row({ item: '91167' })];
    expect(itemsOf(rates, 'Medicare').map((r) => [r.item, r.effectiveFrom])).toEqual([
      ['91167', '2025-07-01'],
      ['91170', '2026-07-01'],
    ]);
  });
});
