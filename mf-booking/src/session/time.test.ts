import { formatDuration, formatWhen } from './time';

describe('session times', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [250, '4 min 10 s'],
    [3900, '1 h 05 min'],
    [-5, '0 s'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    ['Australia/Perth', /6:00/],
    ['Australia/Sydney', /9:00/],
  ])('shows the start in the viewer zone %s', (zone, time) => {
    expect(formatWhen('2026-11-23T10:00:00Z', zone)).toMatch(time);
  });
});
