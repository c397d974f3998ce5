import { calendarDateInZone } from './instant';
import { instantOfWallTime } from './wall-time';

describe('a time on someone’s clock', () => {
  it.each<[string, string, string, string, string]>([
    ['Melbourne in summer (AEDT, +11)', 'Australia/Melbourne', '2026-11-26', '14:30', '2026-11-26T03:30:00.000Z'],
    ['Melbourne in winter (AEST, +10)', 'Australia/Melbourne', '2026-07-01', '09:00', '2026-06-30T23:00:00.000Z'],
    ['Perth (no daylight saving, +8)', 'Australia/Perth', '2026-11-26', '09:05', '2026-11-26T01:05:00.000Z'],
    ['Adelaide in summer (+10:30)', 'Australia/Adelaide', '2026-11-26', '09:00', '2026-11-25T22:30:00.000Z'],
    ['Brisbane (no daylight saving, +10)', 'Australia/Brisbane', '2026-11-26', '23:55', '2026-11-26T13:55:00.000Z'],
    ['Sydney, just before the October changeover', 'Australia/Sydney', '2026-10-04', '01:30', '2026-10-03T15:30:00.000Z'],
    ['Sydney, a time the October changeover skips: an hour later', 'Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:30:00.000Z'],
    ['Sydney, just after the October changeover (AEDT)', 'Australia/Sydney', '2026-10-04', '03:30', '2026-10-03T16:30:00.000Z'],
    ['Sydney, the repeated April hour: its first occurrence (AEDT)', 'Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z'],
    ['Sydney, after the April changeover (AEST)', 'Australia/Sydney', '2026-04-05', '03:30', '2026-04-04T17:30:00.000Z'],
    ['Auckland (+13 in summer)', 'Pacific/Auckland', '2026-11-26', '08:00', '2026-11-25T19:00:00.000Z'],
  ])('%s (%s): %s %s → %s', (_name, zone, date, time, iso) => {
    expect(instantOfWallTime(date, time, zone)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-31', '09:00'],
    ['2026-11-26', '24:00'],
    ['26/11/2026', '09:00'],
    ['2026-11-26', '9am'],
    ['', ''],
  ])('is no time for %s %s', (date, time) => expect(instantOfWallTime(date, time, 'Australia/Sydney')).toBeNull());

  it('knows the date there: already tomorrow in Sydney while it is still today in Perth', () => {
    const now = new Date('2026-11-26T14:30:00Z'); // 1:30 am Friday in Sydney, 10:30 pm Thursday in Perth
    expect(calendarDateInZone('Australia/Sydney', now)).toBe('2026-11-27');
    expect(calendarDateInZone('Australia/Perth', now)).toBe('2026-11-26');
  });
});
