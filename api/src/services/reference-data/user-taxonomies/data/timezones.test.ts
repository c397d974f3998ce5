import { countries } from './countries';
import {
  countryIdForTimezone,
  DEFAULT_TIMEZONE_ID,
  isValidTimezoneId,
  timezones,
  timezonesForCountry,
} from './timezones';

/** UTC offset of a zone at an instant, e.g. 'GMT+10:30'. */
function offsetAt(timeZone: string, isoInstant: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' }).formatToParts(
    new Date(isoInstant),
  );
  return parts.find((p) => p.type === 'timeZoneName')!.value;
}

describe('timezones', () => {
  it('has unique ids, every one accepted by Intl.DateTimeFormat', () => {
    expect(new Set(timezones.map((t) => t.timezoneId)).size).toBe(timezones.length);
    for (const { timezoneId } of timezones) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: timezoneId })).not.toThrow();
      expect(isValidTimezoneId(timezoneId)).toBe(true);
    }
    expect(isValidTimezoneId('Australia/Atlantis')).toBe(false);
    expect(isValidTimezoneId('')).toBe(false);
  });

  it('lists every Australian and New Zealand IANA zone', () => {
    const ids = timezones.map((t) => t.timezoneId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'Australia/Sydney',
        'Australia/Melbourne',
        'Australia/Brisbane',
        'Australia/Adelaide',
        'Australia/Perth',
        'Australia/Darwin',
        'Australia/Hobart',
        'Australia/Broken_Hill',
        'Australia/Lindeman',
        'Australia/Lord_Howe',
        'Australia/Eucla',
        'Antarctica/Macquarie',
        'Pacific/Auckland',
        'Pacific/Chatham',
      ]),
    );
    const runtimeAustralian = Intl.supportedValuesOf('timeZone').filter((z) => z.startsWith('Australia/'));
    expect(ids).toEqual(expect.arrayContaining(runtimeAustralian));
    expect(ids).toContain(DEFAULT_TIMEZONE_ID);
  });

  it('follows the spec rule: Pacific/Auckland is NZL, any Australia/* zone is AUS', () => {
    expect(countryIdForTimezone('Pacific/Auckland')).toBe('NZL');
    for (const t of timezones.filter((z) => z.timezoneId.startsWith('Australia/'))) {
      expect(t.countryId).toBe('AUS');
      expect(countryIdForTimezone(t.timezoneId)).toBe('AUS');
    }
    expect(countryIdForTimezone('Australia/Canberra')).toBe('AUS');
    expect(countryIdForTimezone('Antarctica/Macquarie')).toBe('AUS');
    expect(countryIdForTimezone('Pacific/Chatham')).toBe('NZL');
    expect(countryIdForTimezone('Europe/London')).toBeUndefined();
    for (const t of timezones) expect(countryIdForTimezone(t.timezoneId)).toBe(t.countryId);
  });

  it('only names countries of the countries taxonomy', () => {
    const ids = new Set(countries.map((c) => c.countryId));
    for (const t of timezones) expect(ids).toContain(t.countryId);
  });

  it('finds zones by country id or code', () => {
    expect(timezonesForCountry('NZL').map((t) => t.timezoneId)).toEqual([
      'Pacific/Auckland',
      'Pacific/Chatham',
    ]);
    expect(timezonesForCountry('au')).toEqual(timezonesForCountry('AUS'));
    expect(timezonesForCountry('AUS').length).toBeGreaterThanOrEqual(12);
    expect(timezonesForCountry('GBR')).toEqual([]);
  });

  it.each([
    // zone, mid-summer offset, mid-winter offset
    ['Australia/Perth', 'GMT+08:00', 'GMT+08:00'],
    ['Australia/Eucla', 'GMT+08:45', 'GMT+08:45'],
    ['Australia/Darwin', 'GMT+09:30', 'GMT+09:30'],
    ['Australia/Adelaide', 'GMT+10:30', 'GMT+09:30'],
    ['Australia/Broken_Hill', 'GMT+10:30', 'GMT+09:30'],
    ['Australia/Brisbane', 'GMT+10:00', 'GMT+10:00'],
    ['Australia/Lindeman', 'GMT+10:00', 'GMT+10:00'],
    ['Australia/Sydney', 'GMT+11:00', 'GMT+10:00'],
    ['Australia/Melbourne', 'GMT+11:00', 'GMT+10:00'],
    ['Australia/Hobart', 'GMT+11:00', 'GMT+10:00'],
    ['Antarctica/Macquarie', 'GMT+11:00', 'GMT+10:00'],
    ['Australia/Lord_Howe', 'GMT+11:00', 'GMT+10:30'],
    ['Pacific/Norfolk', 'GMT+12:00', 'GMT+11:00'],
    ['Indian/Christmas', 'GMT+07:00', 'GMT+07:00'],
    ['Indian/Cocos', 'GMT+06:30', 'GMT+06:30'],
    ['Pacific/Auckland', 'GMT+13:00', 'GMT+12:00'],
    ['Pacific/Chatham', 'GMT+13:45', 'GMT+12:45'],
  ])('%s is %s in January and %s in July', (zone, summer, winter) => {
    expect(timezones.some((t) => t.timezoneId === zone)).toBe(true);
    expect(offsetAt(zone, '2025-01-15T00:00:00Z')).toBe(summer);
    expect(offsetAt(zone, '2025-07-15T00:00:00Z')).toBe(winter);
  });
});
