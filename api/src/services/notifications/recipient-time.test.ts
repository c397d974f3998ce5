import { formatRecipientTime, formatRecipientTimeShort, zoneAbbreviation } from './recipient-time';

// Monday 7 December 2026, 10:00 am in Sydney is still Sunday in UTC: a date printed in UTC or the
// sender's zone reads as the wrong day, which these rows would show.
const MONDAY_10_AEDT = new Date('2026-12-06T23:00:00Z');
const JULY = new Date('2026-07-06T00:00:00Z');

describe('a time in the recipient’s zone, with the zone’s abbreviation', () => {
  it.each([
    ['Australia/Sydney', MONDAY_10_AEDT, 'Monday 7 December 2026, 10:00 am AEDT', 'Mon 7 Dec, 10:00 am AEDT'],
    ['Australia/Sydney', JULY, 'Monday 6 July 2026, 10:00 am AEST', 'Mon 6 Jul, 10:00 am AEST'],
    ['Australia/Melbourne', MONDAY_10_AEDT, 'Monday 7 December 2026, 10:00 am AEDT', 'Mon 7 Dec, 10:00 am AEDT'],
    ['Australia/Brisbane', MONDAY_10_AEDT, 'Monday 7 December 2026, 9:00 am AEST', 'Mon 7 Dec, 9:00 am AEST'],
    ['Australia/Adelaide', MONDAY_10_AEDT, 'Monday 7 December 2026, 9:30 am ACDT', 'Mon 7 Dec, 9:30 am ACDT'],
    ['Australia/Darwin', MONDAY_10_AEDT, 'Monday 7 December 2026, 8:30 am ACST', 'Mon 7 Dec, 8:30 am ACST'],
    ['Australia/Perth', MONDAY_10_AEDT, 'Monday 7 December 2026, 7:00 am AWST', 'Mon 7 Dec, 7:00 am AWST'],
    ['Australia/Hobart', JULY, 'Monday 6 July 2026, 10:00 am AEST', 'Mon 6 Jul, 10:00 am AEST'],
    ['Pacific/Auckland', MONDAY_10_AEDT, 'Monday 7 December 2026, 12:00 pm NZDT', 'Mon 7 Dec, 12:00 pm NZDT'],
    ['America/New_York', MONDAY_10_AEDT, 'Sunday 6 December 2026, 6:00 pm EST', 'Sun 6 Dec, 6:00 pm EST'],
    ['Europe/London', MONDAY_10_AEDT, 'Sunday 6 December 2026, 11:00 pm GMT', 'Sun 6 Dec, 11:00 pm GMT'],
    ['Asia/Singapore', MONDAY_10_AEDT, 'Monday 7 December 2026, 7:00 am GMT+8', 'Mon 7 Dec, 7:00 am GMT+8'],
    ['Not/AZone', MONDAY_10_AEDT, 'Monday 7 December 2026, 10:00 am AEDT', 'Mon 7 Dec, 10:00 am AEDT'],
  ])('%s at %s → %s', (zone, instant, long, short) => {
    expect(formatRecipientTime(instant, zone)).toBe(long);
    expect(formatRecipientTimeShort(instant, zone)).toBe(short);
  });

  it('names the daylight-saving change on the night it happens (Sydney, first Sunday of April)', () => {
    expect(zoneAbbreviation(new Date('2026-04-04T15:30:00Z'), 'Australia/Sydney')).toBe('AEDT'); // 2:30 am, before
    expect(zoneAbbreviation(new Date('2026-04-04T16:30:00Z'), 'Australia/Sydney')).toBe('AEST'); // 2:30 am, after
  });
});
