import { formatCalendarDate, formatDateInZone, formatInZone, formatTimeInZone } from './clock';
import { formatCents } from './money';

// Node's ICU writes "am"/"pm" and a narrow no-break space before them; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('times on someone’s clock', () => {
  // 2026-11-23T22:00Z: Tuesday morning in the east (daylight saving), still Monday evening nowhere here.
  const instant = '2026-11-23T22:00:00.000Z';
  it.each([
    ['Australia/Sydney', 'Tuesday 24 November 2026 at 9:00 am AEDT', '9:00 am AEDT', '24 November 2026'],
    ['Australia/Brisbane', 'Tuesday 24 November 2026 at 8:00 am AEST', '8:00 am AEST', '24 November 2026'],
    ['Australia/Adelaide', 'Tuesday 24 November 2026 at 8:30 am ACDT', '8:30 am ACDT', '24 November 2026'],
    ['Australia/Perth', 'Tuesday 24 November 2026 at 6:00 am AWST', '6:00 am AWST', '24 November 2026'],
  ])('in %s', (zone, full, time, date) => {
    expect(plain(formatInZone(instant, zone))).toBe(full);
    expect(plain(formatTimeInZone(instant, zone))).toBe(time);
    expect(formatDateInZone(instant, zone)).toBe(date);
  });

  it('names the day on the viewer’s side of midnight', () => {
    expect(formatDateInZone('2026-11-23T15:30:00.000Z', 'Australia/Sydney')).toBe('24 November 2026');
    expect(formatDateInZone('2026-11-23T15:30:00.000Z', 'Australia/Perth')).toBe('23 November 2026');
  });
});

describe('calendar dates in words', () => {
  it.each([
    ['2027-11-25', '25 November 2027'],
    ['2026-01-01', '1 January 2026'],
    ['2028-02-29', '29 February 2028'],
    ['not a date', 'not a date'],
    ['2027-13-40', '2027-13-40'],
  ])('%s → %s', (day, words) => expect(formatCalendarDate(day)).toBe(words));
});

describe('money', () => {
  it.each([
    [0, '$0.00'],
    [8_825, '$88.25'],
    [123_456, '$1,234.56'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
