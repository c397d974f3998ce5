import { formatRelativeTime, isWithin24Hours } from './relativeTime';

// Local-time dates, so the expectations hold in any time zone.
const NOW = new Date(2026, 9, 31, 12, 0, 0); // 31 Oct 2026, 12:00
const before = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (spec §9)', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE + 30 * SECOND, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
  ])('%i ms ago reads "%s"', (ms, expected) => {
    expect(formatRelativeTime(before(ms), NOW)).toBe(expected);
  });

  it('switches to DD/MM/YYYY h:mma once older than a month', () => {
    expect(formatRelativeTime(new Date(2026, 8, 30, 11, 59), NOW)).toBe('30/09/2026 11:59AM');
    expect(formatRelativeTime(new Date(2026, 9, 3, 16, 5), new Date(2026, 11, 1))).toBe('03/10/2026 4:05PM');
    expect(formatRelativeTime(new Date(2026, 0, 2, 9, 7), NOW)).toBe('02/01/2026 9:07AM');
  });

  it('keeps exactly one month as relative', () => {
    expect(formatRelativeTime(new Date(2026, 8, 30, 12, 0), NOW)).toBe('4 weeks ago');
  });

  it('honours a longer switch period, counting years past the first year', () => {
    const fiveYears = { years: 5 };
    expect(formatRelativeTime(new Date(2026, 7, 1), NOW, fiveYears)).toBe('13 weeks ago');
    expect(formatRelativeTime(new Date(2025, 9, 31, 11, 0), NOW, fiveYears)).toBe('1 year ago');
    expect(formatRelativeTime(new Date(2023, 0, 1), NOW, fiveYears)).toBe('3 years ago');
    expect(formatRelativeTime(new Date(2020, 0, 1, 0, 0), NOW, fiveYears)).toBe('01/01/2020 12:00AM');
  });

  it('accepts ISO strings and timestamps, and gives "" for an invalid date', () => {
    expect(formatRelativeTime(before(5 * MINUTE).toISOString(), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(2 * HOUR).getTime(), NOW)).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });

  it('does not call a future time "ago"', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('Just now');
    expect(formatRelativeTime(new Date(2026, 10, 2, 15, 30), NOW)).toBe('02/11/2026 3:30PM');
  });
});

describe('isWithin24Hours', () => {
  it('is true for 24 hours or less either side of now', () => {
    expect(isWithin24Hours(new Date(NOW.getTime() + DAY), NOW)).toBe(true);
    expect(isWithin24Hours(before(DAY), NOW)).toBe(true);
    expect(isWithin24Hours(new Date(NOW.getTime() + HOUR), NOW)).toBe(true);
  });

  it('is false beyond 24 hours or for an invalid date', () => {
    expect(isWithin24Hours(new Date(NOW.getTime() + DAY + 1), NOW)).toBe(false);
    expect(isWithin24Hours(before(DAY + 1), NOW)).toBe(false);
    expect(isWithin24Hours('soon', NOW)).toBe(false);
  });
});
