import { calendarDateInZone, formatBriefInZone, formatInstant, zoneAbbreviation, type InstantShape } from './instant';

// Node's ICU writes "am"/"pm" after a narrow no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('an instant in each named shape, on each zone’s clock', () => {
  // 2026-11-23T22:00Z: Tuesday morning in the east (daylight saving in Sydney and Adelaide, not in Brisbane or Perth).
  const instant = '2026-11-23T22:00:00.000Z';
  const rows: [string, InstantShape, string][] = [
    ['Australia/Sydney', 'weekdayTime', 'Tuesday 24 November at 9:00 am AEDT'],
    ['Australia/Perth', 'weekdayTime', 'Tuesday 24 November at 6:00 am AWST'],
    ['Australia/Adelaide', 'shortWeekdayTime', 'Tue, 24 Nov 2026, 8:30 am ACDT'],
    ['Australia/Brisbane', 'shortWeekdayTime', 'Tue, 24 Nov 2026, 8:00 am AEST'],
    ['Australia/Sydney', 'time', '9:00 am'],
    ['Australia/Perth', 'time', '6:00 am'],
    ['Australia/Sydney', 'shortDate', '24 Nov 2026'],
    ['Pacific/Honolulu', 'shortDate', '23 Nov 2026'],
    ['Australia/Adelaide', 'shortDateTime', '24 Nov 2026, 8:30 am'],
    ['Australia/Sydney', 'mediumDate', '24 Nov 2026'],
    ['Australia/Perth', 'mediumDateTime', '24 Nov 2026, 6:00 am'],
    ['UTC', 'mediumDateTime', '23 Nov 2026, 10:00 pm'],
  ];
  it.each(rows)('in %s as %s: %s', (zone, shape, text) => {
    expect(plain(formatInstant(instant, shape, zone))).toBe(text);
  });
});

describe('the zone’s short name depends on the date', () => {
  it.each([
    ['Australia/Sydney', '2026-11-24T00:00:00Z', 'AEDT'],
    ['Australia/Sydney', '2026-06-24T00:00:00Z', 'AEST'],
    ['Australia/Adelaide', '2026-11-24T00:00:00Z', 'ACDT'],
    ['Australia/Perth', '2026-11-24T00:00:00Z', 'AWST'],
    ['Australia/Brisbane', '2026-11-24T00:00:00Z', 'AEST'],
  ])('%s on %s: %s', (zone, at, name) => expect(zoneAbbreviation(zone, at)).toBe(name));
});

describe('the calendar day on a zone’s clock', () => {
  it.each([
    ['Australia/Sydney', '2026-11-23T13:30:00Z', '2026-11-24'],
    ['Australia/Perth', '2026-11-23T13:30:00Z', '2026-11-23'],
    ['Australia/Sydney', '2026-12-31T13:00:00Z', '2027-01-01'],
    ['Pacific/Honolulu', '2026-01-01T05:00:00Z', '2025-12-31'],
  ])('%s at %s: %s', (zone, at, day) => expect(calendarDateInZone(zone, at)).toBe(day));
});

describe('a near instant in few words', () => {
  // Wednesday 10 June 2026 23:00 UTC: winter, no daylight saving in Australia.
  const winter = '2026-06-10T23:00:00.000Z';
  it.each([
    [winter, 'Australia/Perth', 'Thu 11 June, 7:00 am AWST'],
    [winter, 'Australia/Adelaide', 'Thu 11 June, 8:30 am ACST'],
    [winter, 'Australia/Sydney', 'Thu 11 June, 9:00 am AEST'],
    // The same wall-clock hour in Sydney is a different instant either side of 2 am 4 October 2026.
    ['2026-10-03T23:00:00.000Z', 'Australia/Sydney', 'Sun 4 Oct, 10:00 am AEDT'],
    ['2026-10-02T23:00:00.000Z', 'Australia/Sydney', 'Sat 3 Oct, 9:00 am AEST'],
    ['2026-10-03T23:00:00.000Z', 'Australia/Adelaide', 'Sun 4 Oct, 9:30 am ACDT'],
    ['2026-10-03T23:00:00.000Z', 'Australia/Brisbane', 'Sun 4 Oct, 9:00 am AEST'],
  ])('%s in %s: %s', (iso, zone, text) => expect(formatBriefInZone(iso, zone)).toBe(text));
});
