import { calendarDates, isoWeekday, localDateAt, plusCalendarDays, resetWallClockMemo, wallClockToInstant } from './wall-clock';

const ms = (iso: string) => new Date(iso).getTime();

// Each case is asked twice: the second answer comes from the memo and must be the same.
describe('wall clock (memoised per zone and minute)', () => {
  afterEach(resetWallClockMemo);

  it.each([
    ['Adelaide (+10:30) just before its midnight', 'Australia/Adelaide', '2026-11-27T13:29:59.999Z', '2026-11-27'],
    ['Adelaide at its midnight', 'Australia/Adelaide', '2026-11-27T13:30:00.000Z', '2026-11-28'],
    ['Kathmandu (+5:45) at its midnight', 'Asia/Kathmandu', '2026-11-27T18:15:00.000Z', '2026-11-28'],
    ['Kathmandu a millisecond before', 'Asia/Kathmandu', '2026-11-27T18:14:59.999Z', '2026-11-27'],
    ['New York (-5) at its midnight', 'America/New_York', '2026-11-28T05:00:00.000Z', '2026-11-28'],
  ])('localDateAt: %s', (_, zone, iso, date) => {
    expect(localDateAt(zone, ms(iso))).toBe(date);
    expect(localDateAt(zone, ms(iso))).toBe(date);
  });

  it.each([
    ['seconds and milliseconds kept', 'Australia/Perth', '2026-11-27T01:02:03.456Z', 14, '2026-12-11T01:02:03.456Z'],
    ['over the October changeover: same wall time, an hour less elapsed', 'Australia/Sydney', '2026-10-01T00:30:15.000Z', 7, '2026-10-07T23:30:15.000Z'],
    ['over the April changeover: an hour more elapsed', 'Australia/Sydney', '2026-04-01T00:30:00.500Z', 7, '2026-04-08T01:30:00.500Z'],
    ['from inside the repeated hour (second 2:30 am) to its wall time a day later', 'Australia/Sydney', '2026-04-04T16:30:09.000Z', 1, '2026-04-05T16:30:09.000Z'],
  ])('plusCalendarDays: %s', (_, zone, iso, days, expected) => {
    expect(new Date(plusCalendarDays(zone, ms(iso), days)).toISOString()).toBe(expected);
    expect(new Date(plusCalendarDays(zone, ms(iso), days)).toISOString()).toBe(expected);
  });

  it('wallClockToInstant, calendarDates and isoWeekday answer the same from the memo', () => {
    for (let round = 0; round < 2; round++) {
      expect(new Date(wallClockToInstant('Australia/Sydney', '2026-10-04', '02:30')).toISOString()).toBe('2026-10-03T16:30:00.000Z'); // skipped: 3:30 am AEDT
      expect(new Date(wallClockToInstant('Australia/Sydney', '2026-04-05', '02:30')).toISOString()).toBe('2026-04-04T15:30:00.000Z'); // repeated: the first
      expect(new Date(wallClockToInstant('Australia/Sydney', '2026-04-05', '24:00')).toISOString()).toBe('2026-04-05T14:00:00.000Z');
      const dates = calendarDates('2026-12-30', '2027-01-02');
      expect(dates).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
      dates.push('changed by a caller'); // a caller's copy: the memo is not touched
      expect(dates.slice(0, 4).map(isoWeekday)).toEqual([3, 4, 5, 6]); // Wednesday to Saturday
    }
  });
});
