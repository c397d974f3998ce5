import { bookingQuery, choiceFromParams, paramsWith, readStoredBooking } from './booking-params';

const params = (query: string) => new URLSearchParams(query);

describe('the booking in the address', () => {
  it.each<[string, string, Record<string, string>, Record<string, string>]>([
    ['the address wins over the stored choice', 'psychologistId=p1&startsAt=2026-11-23T22:00:00.000Z', { psychologistId: 'p2', fundingRoute: 'NDIS' }, { psychologistId: 'p1', startsAt: '2026-11-23T22:00:00.000Z' }],
    ['the stored choice fills in an empty address', '', { psychologistId: 'p2', fundingRoute: 'NDIS' }, { psychologistId: 'p2', fundingRoute: 'NDIS' }],
    ['other parameters are not the booking', 'part=card&who=any&registration=r1', { timezoneId: 'Australia/Perth' }, { timezoneId: 'Australia/Perth' }],
    ['an empty value is no value', 'psychologistId=&startsAt=x', {}, { startsAt: 'x' }],
  ])('%s', (_name, query, stored, expected) => {
    expect(choiceFromParams(params(query), stored)).toEqual(expected);
  });

  it('writes a resumed choice out in full, applies changes on top, keeps other parameters', () => {
    const next = paramsWith(params('part=card'), { psychologistId: 'p1', startsAt: 's1', reservationId: 'r1' }, { startsAt: 's2', reservationId: undefined, fundingRoute: 'Medicare' });
    expect(Object.fromEntries(next)).toEqual({ part: 'card', psychologistId: 'p1', startsAt: 's2', fundingRoute: 'Medicare' });
  });

  it('a query of just the booking keys, in a fixed order, nothing for nothing', () => {
    expect(bookingQuery({ startsAt: 's', psychologistId: 'p' })).toBe('?psychologistId=p&startsAt=s');
    expect(bookingQuery({})).toBe('');
  });

  it.each<[string, string | null, Record<string, string>]>([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '"text"', {}],
    ['stray keys and non-strings', JSON.stringify({ psychologistId: 'p1', startsAt: 5, admin: 'yes' }), { psychologistId: 'p1' }],
  ])('reads the stored choice safely: %s', (_name, stored, expected) => {
    sessionStorage.clear();
    if (stored !== null) sessionStorage.setItem('harbour.booking', stored);
    expect(readStoredBooking()).toEqual(expected);
  });
});
