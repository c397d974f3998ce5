import { searchKey, type SearchQuery } from './search-key';

const base: SearchQuery = {
  from: new Date('2026-12-01T00:00:00Z'),
  to: new Date('2026-12-15T00:00:00Z'),
  timeZone: 'Australia/Perth',
  newClientsOnly: true,
  slotsPerPsychologist: 20,
  page: 1,
  pageSize: 20,
};

describe('searchKey', () => {
  it('is the same for the same request, whatever the order of its fields', () => {
    const reordered = { pageSize: 20, page: 1, slotsPerPsychologist: 20, newClientsOnly: true, timeZone: 'Australia/Perth', to: new Date(base.to), from: new Date(base.from) };
    expect(searchKey(reordered)).toBe(searchKey(base));
    expect(searchKey({ ...base, timeOfDay: { end: '21:00', start: '17:00' } })).toBe(searchKey({ ...base, timeOfDay: { start: '17:00', end: '21:00' } }));
  });

  it.each<[string, Partial<SearchQuery>]>([
    ['window start', { from: new Date('2026-12-01T00:01:00Z') }],
    ['window end', { to: new Date('2026-12-14T00:00:00Z') }],
    ['viewer zone', { timeZone: 'Australia/Sydney' }],
    ['duration', { durationMinutes: 80 }],
    ['time of day', { timeOfDay: { start: '17:00', end: '21:00' } }],
    ['other time of day', { timeOfDay: { start: '17:00', end: '20:00' } }],
    ['new clients or not', { newClientsOnly: false }],
    ['starts per psychologist', { slotsPerPsychologist: 5 }],
    ['page', { page: 2 }],
    ['page size', { pageSize: 50 }],
    ['psychologists it is narrowed to', { psychologistIds: ['a', 'b'] }],
  ])('differs when the %s differs', (_what, change) => {
    expect(searchKey({ ...base, ...change })).not.toBe(searchKey(base));
  });

  it('never collides with an availability read key (its own prefix)', () => {
    expect(JSON.parse(searchKey(base))[0]).toBe('search-for-availability');
  });
});
