import {
  JOIN_CLOSES_MINUTES_AFTER_END,
  JOIN_OPENS_MINUTES_BEFORE_START,
  joinStateOf,
  joinWindowOf,
  secondsRemaining,
  type JoinState,
  type JoinWindowInput,
} from './join-window';

// A 50-minute session at 10:00 UTC; the clock is pinned per row.
const startsAt = new Date('2026-11-23T10:00:00Z');
const endsAt = new Date('2026-11-23T10:50:00Z');
const pending: JoinWindowInput = { startsAt, endsAt, sessionStatus: 'Pending' };

describe('join window', () => {
  it('opens 15 minutes before the start and closes 30 minutes after the end', () => {
    expect(JOIN_OPENS_MINUTES_BEFORE_START).toBe(15);
    expect(JOIN_CLOSES_MINUTES_AFTER_END).toBe(30);
    expect(joinWindowOf(pending)).toEqual({ opensAt: new Date('2026-11-23T09:45:00Z'), closesAt: new Date('2026-11-23T11:20:00Z') });
  });

  it.each<[string, JoinWindowInput, string, JoinState]>([
    ['a day early', pending, '2026-11-22T10:00:00Z', 'early'],
    ['one second before the window', pending, '2026-11-23T09:44:59Z', 'early'],
    ['the window opens', pending, '2026-11-23T09:45:00Z', 'open'],
    ['at the start', pending, '2026-11-23T10:00:00Z', 'open'],
    ['at the booked end', pending, '2026-11-23T10:50:00Z', 'open'],
    ['one second before it closes', pending, '2026-11-23T11:19:59Z', 'open'],
    ['when it closes', pending, '2026-11-23T11:20:00Z', 'closed'],
    ['the next day', pending, '2026-11-24T10:00:00Z', 'closed'],
    ['cancelled, inside the window', { ...pending, sessionStatus: 'Cancelled' }, '2026-11-23T10:00:00Z', 'cancelled'],
    ['cancelled, early', { ...pending, sessionStatus: 'Cancelled' }, '2026-11-22T10:00:00Z', 'cancelled'],
    ['completed', { ...pending, sessionStatus: 'Completed' }, '2026-11-23T10:10:00Z', 'ended'],
    ['ended but not yet marked', { ...pending, endedAt: new Date('2026-11-23T10:40:00Z') }, '2026-11-23T10:45:00Z', 'ended'],
  ])('%s → %s', (_name, session, now, state) => {
    expect(joinStateOf(session, new Date(now))).toBe(state);
  });

  it.each([
    ['2026-11-23T09:50:00Z', 3600],
    ['2026-11-23T10:49:30Z', 30],
    ['2026-11-23T10:51:00Z', -60],
  ])('at %s, %i seconds remain', (now, seconds) => {
    expect(secondsRemaining(pending, new Date(now))).toBe(seconds);
  });

  it('does not depend on the process time zone (instants only)', () => {
    // The same instants in Perth and Sydney notation give the same window.
    const perth = { ...pending, startsAt: new Date('2026-11-23T18:00:00+08:00'), endsAt: new Date('2026-11-23T18:50:00+08:00') };
    expect(joinWindowOf(perth)).toEqual(joinWindowOf(pending));
  });
});
