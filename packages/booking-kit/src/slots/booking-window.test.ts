import { bookingWindow } from './booking-window';

describe('bookingWindow', () => {
  it.each([
    ['on a five-minute mark', '2026-11-24T09:05:00.000Z', 14, '2026-11-24T09:05:00.000Z', '2026-12-08T09:05:00.000Z'],
    ['inside five minutes: from its start, so visitors ask the same question', '2026-11-24T09:07:59.999Z', 14, '2026-11-24T09:05:00.000Z', '2026-12-08T09:05:00.000Z'],
    ['four weeks ahead', '2026-11-24T23:59:00.000Z', 28, '2026-11-24T23:55:00.000Z', '2026-12-22T23:55:00.000Z'],
  ])('%s', (_, now, days, from, to) => {
    expect(bookingWindow(days, Date.parse(now))).toEqual({ from, to });
  });
});
