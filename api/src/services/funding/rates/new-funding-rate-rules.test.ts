import { HttpProblem } from '../../../http/problem';
import { fundingRates } from './funding-rates.data';
import type { NewFundingRateRequest } from './funding-rates.types';
import { knownItems, newFundingRateRow } from './new-funding-rate-rules';

const TODAY = '2026-11-26';
const medicare: NewFundingRateRequest = { scheme: 'Medicare', item: '91170', effectiveFrom: '2027-07-01', feeCents: 11920, rebateCents: 10135 };

function failingFields(body: unknown): string[] {
  try {
    newFundingRateRow(body as NewFundingRateRequest, fundingRates, TODAY);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpProblem);
    return Object.keys((err as HttpProblem).fields ?? {}).sort();
  }
  return [];
}

describe('a new dated rates row', () => {
  it('inherits the practitioner type and lengths from the item on file, and names itself', () => {
    expect(newFundingRateRow(medicare, fundingRates, TODAY)).toEqual({
      rateId: 'mbs-91170-2027-07-01',
      scheme: 'Medicare',
      practitionerType: 'Psychologist',
      item: '91170',
      minMinutes: 50,
      effectiveFrom: '2027-07-01',
      feeCents: 11920,
      rebateCents: 10135,
    });
    expect(newFundingRateRow({ scheme: 'Medicare', item: '91169', effectiveFrom: '2026-11-27', rebateCents: 7200 }, fundingRates, TODAY)).toMatchObject({ minMinutes: 20, maxMinutes: 49 });
    expect(newFundingRateRow({ scheme: 'NDIS', item: '15_054_0128_1_3', effectiveFrom: '2027-07-01', feeCents: 24000 }, fundingRates, TODAY)).toMatchObject({ rateId: 'ndis-15_054_0128_1_3-2027-07-01', perHour: true, minMinutes: 1 });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['today (not in the future)', { effectiveFrom: TODAY }, ['effectiveFrom']],
    ['a past date', { effectiveFrom: '2025-07-01' }, ['effectiveFrom']],
    ['a date that does not exist', { effectiveFrom: '2027-02-30' }, ['effectiveFrom']],
    ['an unknown funder', { scheme: 'Bupa' }, ['scheme']],
    ['an item Medicare does not have', { item: '80110' }, ['item']],
    ['a DVA item under Medicare', { item: 'US14' }, ['item']],
    ['zero and negative cents', { feeCents: 0, rebateCents: -5 }, ['feeCents', 'rebateCents']],
    ['cents that are not whole', { feeCents: 119.2 }, ['feeCents']],
    ['no rebate for Medicare', { rebateCents: undefined }, ['rebateCents']],
    ['a rebate above the schedule fee', { feeCents: 100, rebateCents: 200 }, ['rebateCents']],
    ['the wrong practitioner type for the item', { practitionerType: 'ClinicalPsychologist' }, ['practitionerType']],
    ['lengths the wrong way round', { minMinutes: 50, maxMinutes: 20 }, ['maxMinutes']],
    ['a DVA row with a rebate and no fee', { scheme: 'DVA', item: 'US14', feeCents: undefined }, ['feeCents', 'rebateCents']],
    ['an NDIS row naming a practitioner type', { scheme: 'NDIS', item: '15_054_0128_1_3', rebateCents: undefined, practitionerType: 'Psychologist' }, ['practitionerType']],
  ])('refuses %s, naming each field', (_name, change, fields) => {
    expect(failingFields({ ...medicare, ...change })).toEqual(fields);
  });

  it('knows each funder’s items by their newest row', () => {
    expect([...knownItems(fundingRates, 'Medicare').keys()].sort()).toEqual(['91167', '91169', '91170']);
    expect(knownItems(fundingRates, 'Medicare').get('91170')!.effectiveFrom).toBe('2025-07-01');
    expect([...knownItems(fundingRates, 'DVA').keys()]).toEqual(['US14']);
  });
});
