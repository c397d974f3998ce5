import { countdownText, holdAnnouncement, holdRanOut, holdReducer, secondsLeft, type HoldEvent, type HoldPhase } from './hold';

const NOW = Date.parse('2026-11-23T22:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('the hold’s countdown', () => {
  it.each([
    [600, 600, '10:00'],
    [598.2, 599, '9:59'],
    [61, 61, '1:01'],
    [7, 7, '0:07'],
    [0, 0, '0:00'],
    [-30, 0, '0:00'],
  ])('%ss before the end: %i seconds left, shown %s', (offset, left, text) => {
    expect(secondsLeft(at(offset), NOW)).toBe(left);
    expect(countdownText(secondsLeft(at(offset), NOW))).toBe(text);
  });

  it('tells a screen reader only at 5 and 1 minute left: two changes in a whole hold', () => {
    const announcements = Array.from({ length: 601 }, (_, i) => holdAnnouncement(600 - i));
    const changes = announcements.filter((text, i) => i > 0 && text !== announcements[i - 1] && text !== undefined);
    expect(changes).toEqual([
      '5 minutes left to finish booking before your hold on this time runs out.',
      '1 minute left to finish booking before your hold on this time runs out.',
    ]);
    expect(holdAnnouncement(301)).toBeUndefined();
    expect(holdAnnouncement(0)).toBeUndefined();
  });
});

describe('a hold that runs out', () => {
  it.each<[string, { status: 'Held' | 'Booked' | 'Released' | 'Expired'; expiresAt: string }, boolean]>([
    ['held with time left', { status: 'Held', expiresAt: at(5) }, false],
    ['held, but its time is up', { status: 'Held', expiresAt: at(0) }, true],
    ['expired by the API', { status: 'Expired', expiresAt: at(300) }, true],
    ['let go by another tab', { status: 'Released', expiresAt: at(300) }, true],
    ['already booked', { status: 'Booked', expiresAt: at(-300) }, false],
  ])('%s: ran out = %s', (_name, hold, ranOut) => {
    expect(holdRanOut(hold, NOW)).toBe(ranOut);
  });

  const run = (events: HoldEvent[], from: HoldPhase = { kind: 'held' }) => events.reduce(holdReducer, from);
  it.each<[string, HoldEvent[], HoldPhase]>([
    ['held again when still free', [{ type: 'ran-out' }, { type: 'reheld' }], { kind: 'reheld' }],
    ['the clock and the API noticing at once hold it once', [{ type: 'ran-out' }, { type: 'ran-out' }, { type: 'reheld' }], { kind: 'reheld' }],
    ['runs out again after being held again', [{ type: 'ran-out' }, { type: 'reheld' }, { type: 'ran-out' }], { kind: 'reholding' }],
    ['taken meanwhile', [{ type: 'ran-out' }, { type: 'taken' }], { kind: 'taken' }],
    ['a failure can be retried', [{ type: 'ran-out' }, { type: 'failed', message: 'Offline' }, { type: 'retry' }], { kind: 'reholding' }],
    ['a stray answer changes nothing', [{ type: 'reheld' }, { type: 'failed', message: 'x' }, { type: 'retry' }], { kind: 'held' }],
    ['nothing more to do once taken', [{ type: 'taken' }, { type: 'ran-out' }], { kind: 'taken' }],
    ['gone when the notice has passed meanwhile', [{ type: 'ran-out' }, { type: 'gone', message: 'Too soon.' }], { kind: 'gone', message: 'Too soon.' }],
    ['nothing more to do once gone', [{ type: 'gone', message: 'Too soon.' }, { type: 'ran-out' }, { type: 'retry' }], { kind: 'gone', message: 'Too soon.' }],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});
