import { countries, DEFAULT_COUNTRY_ID, findCountry } from './countries';

describe('countries', () => {
  it('puts Australia first, then sorts by name', () => {
    expect(countries[0]).toEqual({ countryId: 'AUS', code: 'AU', name: 'Australia' });
    expect(DEFAULT_COUNTRY_ID).toBe('AUS');
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has every UN member state and unique, well-formed codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(193);
    for (const c of countries) {
      expect(c.countryId).toMatch(/^[A-Z]{3}$/);
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim()).toBe(c.name);
    }
    for (const key of ['countryId', 'code', 'name'] as const) {
      expect(new Set(countries.map((c) => c[key])).size).toBe(countries.length);
    }
  });

  it('uses alpha-2 codes the runtime knows as regions', () => {
    const regions = new Intl.DisplayNames('en', { type: 'region' });
    for (const c of countries) expect(regions.of(c.code)).not.toBe(c.code);
  });

  it('includes New Zealand and the countries migrants to Australia most often come from', () => {
    const ids = new Set(countries.map((c) => c.countryId));
    const expected = [
      'NZL',
      'GBR',
      'IND',
      'CHN',
      'PHL',
      'VNM',
      'ZAF',
      'ITA',
      'MYS',
      'LKA',
      'NPL',
      'KOR',
      'HKG',
      'GRC',
      'USA',
      'DEU',
      'IRL',
      'PAK',
      'IRQ',
      'IRN',
      'AFG',
      'FJI',
      'LBN',
      'IDN',
      'THA',
      'SGP',
      'BGD',
      'TWN',
      'MKD',
      'HRV',
      'SRB',
      'BIH',
      'NLD',
      'POL',
      'TUR',
      'EGY',
      'ZWE',
      'SDN',
      'SSD',
      'SYR',
      'KHM',
      'MMR',
      'JPN',
      'CAN',
      'FRA',
      'BRA',
      'COL',
      'CHL',
      'PNG',
      'WSM',
      'TON',
    ];
    for (const id of expected) expect(ids).toContain(id);
  });

  it('finds a country by alpha-3 or alpha-2, any case', () => {
    expect(findCountry('nzl')?.name).toBe('New Zealand');
    expect(findCountry('NZ')?.countryId).toBe('NZL');
    expect(findCountry('XXX')).toBeUndefined();
  });
});
