import type { TimeOfDay } from './directory.types';
import { matchesFilter, NO_FILTER, pageOf, sortEntries, type DirectoryFilter, type QueryContext } from './directory-query';
import { testEntry } from './test-entries';

const now = new Date('2026-06-10T00:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const next: Record<string, Date | null> = { a: inDays(0.5), b: inDays(5), c: null };
const hours: Record<string, TimeOfDay[]> = { a: ['morning'], b: ['evening'], c: [] };
const ctx: QueryContext = { now, nextAvailable: (id) => next[id] ?? null, timesOfDay: (e) => new Set(hours[e.listing._id]) };

const a = testEntry('a', { specialisationIds: [1, 2], languageIds: [1, 2], fundingAccepted: ['Medicare', 'BulkBilled'], state: 'NSW', gender: 'Female', searchTokens: ['anxiety', 'mia'], fees: [{ durationMinutes: 50, feeCents: 15000 }] });
const b = testEntry('b', { specialisationIds: [2], therapyTypeIds: [1, 2], fundingAccepted: ['NDIS'], psychologistType: 'Clinical psychologist', state: 'WA', partnerReferrerIds: ['p1'], searchTokens: ['depression', 'noah'], fees: [{ durationMinutes: 50, feeCents: 25000 }] });
const c = testEntry('c', { specialisationIds: [3], state: 'NZ', timeZone: 'Pacific/Auckland', searchTokens: ['stress'], fees: [{ durationMinutes: 50, feeCents: 20000 }] }, { isAvailableForNewClients: false });
const all = [a, b, c];
const ids = (filter: Partial<DirectoryFilter>) => all.filter((e) => matchesFilter(e, { ...NO_FILTER, ...filter }, ctx)).map((e) => e.listing._id);

describe('directory filters (pure)', () => {
  it.each<[string, Partial<DirectoryFilter>, string[]]>([
    ['no filter', {}, ['a', 'b', 'c']],
    ['free text prefix', { words: ['anx'] }, ['a']],
    ['specialisation, any of', { specialisationIds: [2, 3] }, ['a', 'b', 'c']],
    ['specialisation', { specialisationIds: [1] }, ['a']],
    ['client type couples', { therapyTypeIds: [2] }, ['b']],
    ['funding', { funding: ['BulkBilled'] }, ['a']],
    ['language', { languageIds: [2] }, ['a']],
    ['psychologist type', { psychologistTypes: ['Clinical psychologist'] }, ['b']],
    ['state', { states: ['NZ'] }, ['c']],
    ['gender (only those who show it)', { gender: 'Female' }, ['a']],
    ['within 1 day', { availableWithinDays: 1 }, ['a']],
    ['within 7 days', { availableWithinDays: 7 }, ['a', 'b']],
    ['evening on the viewer’s clock', { timesOfDay: ['evening'] }, ['b']],
    ['new clients only', { newClientsOnly: true }, ['a', 'b']],
    ['partner programme', { partnerReferrerId: 'p1' }, ['b']],
    ['these psychologists', { psychologistIds: ['c', 'a'] }, ['a', 'c']],
    ['these psychologists, an unknown id matches nobody', { psychologistIds: ['x'] }, []],
    ['these psychologists, with the other filters', { psychologistIds: ['a', 'c'], newClientsOnly: true }, ['a']],
    ['filters combine', { specialisationIds: [2], funding: ['Medicare'] }, ['a']],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});

describe('directory sorts (pure, ties by slug)', () => {
  const order = (sort: Parameters<typeof sortEntries>[1], filter: Partial<DirectoryFilter> = {}) => sortEntries(all, sort, { ...NO_FILTER, ...filter }, ctx).map((e) => e.listing._id);
  it.each<[Parameters<typeof sortEntries>[1], Partial<DirectoryFilter>, string[]]>([
    ['soonest', {}, ['a', 'b', 'c']],
    ['fee-low', {}, ['a', 'c', 'b']],
    ['fee-high', {}, ['b', 'c', 'a']],
    ['best-match', { specialisationIds: [2] }, ['b', 'a', 'c']],
    ['best-match', { words: ['stress'] }, ['c', 'a', 'b']],
  ])('%s with %j', (sort, filter, expected) => {
    expect(order(sort, filter)).toEqual(expected);
  });

  it.each<[string | undefined, Parameters<typeof sortEntries>[1], string[]]>([
    // c (New Zealand) is the only one who matches "stress": the words still decide within a country.
    ['NZL', 'best-match', ['c', 'a', 'b']],
    ['AUS', 'best-match', ['a', 'b', 'c']],
    [undefined, 'best-match', ['a', 'b', 'c']],
    // Only the best-match order favours the visitor's country; an explicit sort is the visitor's choice.
    ['NZL', 'fee-low', ['a', 'c', 'b']],
  ])('visitor in %s, %s: the country’s psychologists first', (visitorCountryId, sort, expected) => {
    expect(sortEntries(all, sort, NO_FILTER, { ...ctx, visitorCountryId }).map((e) => e.listing._id)).toEqual(expected);
  });

  it('a country preference does not override the query within the same country', () => {
    expect(sortEntries(all, 'best-match', { ...NO_FILTER, words: ['stress'] }, { ...ctx, visitorCountryId: 'AUS' }).map((e) => e.listing._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('pages', () => {
  it('pages without overlap and counts pages', () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(list, 1, 10)).toMatchObject({ items: list.slice(0, 10), total: 25, pageCount: 3 });
    expect(pageOf(list, 3, 10).items).toEqual([20, 21, 22, 23, 24]);
    expect(pageOf(list, 4, 10).items).toEqual([]);
  });
});
