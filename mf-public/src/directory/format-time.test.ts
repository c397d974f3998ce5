import { formatFee, formatNextAvailable } from './format-time';

describe('next available on the visitor’s own clock', () => {
  // Wednesday 10 June 2026 23:00 UTC: winter, no daylight saving in Australia.
  const winter = '2026-06-10T23:00:00.000Z';
  it.each([
    ['Australia/Perth', 'Thu 11 June, 7:00 am AWST'],
    ['Australia/Adelaide', 'Thu 11 June, 8:30 am ACST'],
    ['Australia/Sydney', 'Thu 11 June, 9:00 am AEST'],
  ])('in %s', (zone, text) => {
    expect(formatNextAvailable(winter, zone)).toBe(text);
  });

  // The same wall-clock hour in Sydney is a different instant either side of 2 am 4 October 2026.
  it.each([
    ['2026-10-03T23:00:00.000Z', 'Australia/Sydney', 'Sun 4 Oct, 10:00 am AEDT'],
    ['2026-10-02T23:00:00.000Z', 'Australia/Sydney', 'Sat 3 Oct, 9:00 am AEST'],
    ['2026-10-03T23:00:00.000Z', 'Australia/Adelaide', 'Sun 4 Oct, 9:30 am ACDT'],
    ['2026-10-03T23:00:00.000Z', 'Australia/Perth', 'Sun 4 Oct, 7:00 am AWST'],
    ['2026-10-03T23:00:00.000Z', 'Australia/Brisbane', 'Sun 4 Oct, 9:00 am AEST'],
  ])('across the daylight-saving change: %s in %s', (iso, zone, text) => {
    expect(formatNextAvailable(iso, zone)).toBe(text);
  });

  it('formats fees in dollars', () => {
    expect(formatFee(19500)).toBe('$195');
    expect(formatFee(19550)).toBe('$195.50');
  });
});
