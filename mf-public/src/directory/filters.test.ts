import { activeFilterKeys, filtersToParams, parseFilters, toListRequest, withFilter } from './filters';

describe('directory filters in the URL', () => {
  it('round-trips every filter in a fixed order', () => {
    const query = 'q=grief&concern=1&clientType=2&funding=BulkBilled&language=2&type=Clinical+psychologist&state=SA&gender=Female&within=7&time=evening&newClients=true&sort=soonest&page=2';
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({ q: 'grief', concern: 1, clientType: 2, funding: 'BulkBilled', language: 2, type: 'Clinical psychologist', state: 'SA', gender: 'Female', within: 7, time: 'evening', newClients: true, sort: 'soonest', page: 2 });
    expect(filtersToParams(filters).toString()).toBe(query);
  });

  it.each([
    ['concern=-1', {}],
    ['funding=Cash', {}],
    ['page=0', {}],
    ['within=abc', {}],
    ['state=XX&gender=Other', {}],
    [`q=${'a'.repeat(500)}`, { q: 'a'.repeat(200) }],
  ])('ignores what is malformed: %s', (query, expected) => {
    expect(parseFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('leaves defaults out of the link and goes back to page 1 on a change', () => {
    expect(filtersToParams({ sort: 'best-match', page: 1 }).toString()).toBe('');
    expect(withFilter({ concern: 1, page: 3 }, { funding: 'NDIS' })).toEqual({ concern: 1, funding: 'NDIS' });
    expect(withFilter({ concern: 1 }, { concern: undefined })).toEqual({});
  });

  it('asks the API in the visitor’s zone, within the partner’s programme', () => {
    expect(toListRequest({ concern: 1, time: 'morning', within: 3 }, 'Australia/Perth', 'ref-1')).toEqual({
      specialisationIds: [1],
      timesOfDay: ['morning'],
      availableWithinDays: 3,
      viewerTimeZone: 'Australia/Perth',
      referrerId: 'ref-1',
      page: 1,
      pageSize: 12,
    });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterKeys({ concern: 1, funding: 'NDIS', sort: 'fee-low', page: 2 })).toEqual(['concern', 'funding']);
  });
});
