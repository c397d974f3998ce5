import type { PsychologistMatches } from '../directory/listing/directory.types';
import { chooseMatch, matchFundingOf } from './harbour-match';

const matches = (...ids: string[]) => ({ matches: ids.map((psychologistId, i) => ({ psychologist: { psychologistId }, score: 100 - i, reasons: [] })) }) as unknown as PsychologistMatches;

it.each<[string, PsychologistMatches, string | undefined]>([
  ['the top-ranked of several', matches('best', 'second', 'third'), 'best'],
  ['the only one', matches('only'), 'only'],
  ['none when nobody matched', matches(), undefined],
])('chooses %s', (_, ranked, chosen) => {
  expect(chooseMatch(ranked)).toBe(chosen);
});

it.each([
  ['Medicare', 'Medicare'],
  ['BulkBilled', 'BulkBilled'],
  ['DVA', 'DVA'],
  ['NDIS', 'NDIS'],
  ['WorkersComp', 'WorkersComp'],
  ['Private', undefined],
] as const)('referral funding %s matches on %s', (funding, option) => {
  expect(matchFundingOf(funding)).toBe(option);
});
