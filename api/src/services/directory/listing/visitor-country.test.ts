import { FieldErrors } from '../../../lib/field-errors';
import { checkCountry, listingCountryId, visitorCountryId } from './visitor-country';
import { testEntry } from './test-entries';

describe('visitorCountryId (spec §9 timezone-to-country)', () => {
  it.each<[string | undefined, string, string | undefined]>([
    [undefined, 'Australia/Sydney', 'AUS'],
    [undefined, 'Australia/Perth', 'AUS'],
    [undefined, 'Australia/Broken_Hill', 'AUS'],
    [undefined, 'Pacific/Auckland', 'NZL'],
    [undefined, 'Europe/London', undefined],
    ['NZL', 'Australia/Sydney', 'NZL'],
    ['AUS', 'Pacific/Auckland', 'AUS'],
  ])('profile %s, zone %s → %s', (profile, zone, country) => expect(visitorCountryId(profile, zone)).toBe(country));
});

describe('listingCountryId', () => {
  it.each([
    ['NZ', 'NZL'],
    ['NSW', 'AUS'],
    ['WA', 'AUS'],
  ] as const)('%s → %s', (state, country) => expect(listingCountryId(testEntry('x', { state }))).toBe(country));
});

describe('checkCountry', () => {
  it.each([
    ['AUS', 'AUS'],
    ['au', 'AUS'],
    ['NZ', 'NZL'],
  ])('%s is %s', (value, id) => {
    const errors = new FieldErrors();
    expect(checkCountry('viewerCountryId', value, errors)).toBe(id);
    expect(() => errors.throwIfAny()).not.toThrow();
  });

  it('an unknown country is an error on the field; none is no preference', () => {
    const errors = new FieldErrors();
    expect(checkCountry('viewerCountryId', 'XXX', errors)).toBeUndefined();
    expect(() => errors.throwIfAny()).toThrow();
    expect(checkCountry('viewerCountryId', undefined, new FieldErrors())).toBeUndefined();
  });
});
