import { isJoinable, pastSessions, upcomingSessions } from './session-time';

const at = (iso: string) => new Date(iso);
const session = (start: string, status: 'Pending' | 'Completed' | 'Cancelled' = 'Pending') => ({
  sessionStartDate: start,
  sessionEndDate: new Date(new Date(start).getTime() + 50 * 60_000).toISOString(),
  sessionStatus: status,
});

describe('isJoinable', () => {
  const s = session('2026-11-24T00:00:00.000Z');
  it.each([
    ['16 minutes before', '2026-11-23T23:44:00Z', false],
    ['15 minutes before', '2026-11-23T23:45:00Z', true],
    ['during', '2026-11-24T00:30:00Z', true],
    ['30 minutes after the end', '2026-11-24T01:20:00Z', true],
    ['31 minutes after the end', '2026-11-24T01:21:00Z', false],
  ])('%s: %s', (_name, now, expected) => {
    expect(isJoinable(s as never, at(now))).toBe(expected);
  });
  it('never for a cancelled session', () => {
    expect(isJoinable(session('2026-11-24T00:00:00.000Z', 'Cancelled') as never, at('2026-11-24T00:10:00Z'))).toBe(false);
  });
});

describe('upcoming and past', () => {
  const now = at('2026-11-24T00:00:00Z');
  const a = session('2026-11-25T00:00:00.000Z');
  const b = session('2026-11-24T23:00:00.000Z');
  const c = session('2026-11-20T00:00:00.000Z', 'Completed');
  const d = session('2026-11-26T00:00:00.000Z', 'Cancelled');
  it('upcoming: booked and not over, soonest first', () => {
    expect(upcomingSessions([a, b, c, d] as never[], now)).toEqual([b, a]);
  });
  it('past: the rest, newest first', () => {
    expect(pastSessions([a, b, c, d] as never[], now)).toEqual([d, c]);
  });
});
