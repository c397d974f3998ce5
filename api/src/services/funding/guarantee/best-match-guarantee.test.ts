import { bestMatchGuarantee, type GuaranteeSession } from './best-match-guarantee';

const NOW = new Date('2026-11-20T00:00:00Z');
const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A 50-minute session with `psychologistId` that started `days` ago, booked a week before it. */
function session(id: string, psychologistId: string, days: number, extra: Partial<GuaranteeSession> = {}): GuaranteeSession {
  const startsAt = daysAgo(days);
  return { _id: id, psychologistId, startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60 * 1000), createdAt: new Date(startsAt.getTime() - 7 * DAY), sessionStatus: days > 0 ? 'Completed' : 'Pending', sessionType: 'Private', ...extra };
}

describe('bestMatchGuarantee: the matching guarantee page, read from the client sessions', () => {
  it.each<[string, GuaranteeSession[], Partial<ReturnType<typeof bestMatchGuarantee>>]>([
    ['no sessions', [], { eligible: false, status: 'NoFirstSession' }],
    ['a first session 3 days ago', [session('a1', 'A', 3)], { eligible: true, status: 'Available', sessionId: 'a1', psychologistId: 'A' }],
    ['a first session 13 days ago', [session('a1', 'A', 13)], { eligible: true, status: 'Available' }],
    ['a first session 15 days ago: too late to tell us', [session('a1', 'A', 15)], { eligible: false, status: 'WindowClosed', sessionId: 'a1' }],
    ['the first session is upcoming', [session('a1', 'A', -2)], { eligible: false, status: 'NoFirstSession' }],
    ['a missed first session', [session('a1', 'A', 3, { outcome: 'ClientDidNotAttend' })], { eligible: false, status: 'NoFirstSession' }],
    ['a cancelled session is no first session; the next one is', [session('a0', 'A', 10, { sessionStatus: 'Cancelled' }), session('a1', 'A', 3)], { eligible: true, sessionId: 'a1' }],
    ['only the first session with a psychologist counts', [session('a1', 'A', 40), session('a2', 'A', 3)], { eligible: false, status: 'WindowClosed', sessionId: 'a1' }],
    ...['BulkBilled', 'NDIS', 'DVA', 'WorkersComp', 'Partnership'].map((route): [string, GuaranteeSession[], Partial<ReturnType<typeof bestMatchGuarantee>>] => [`a ${route} first session (paid by a third party)`, [session('a1', 'A', 3, { sessionType: route })], { eligible: false, status: 'NoFirstSession' }]),
    ['a Medicare first session (the client pays the gap)', [session('a1', 'A', 3, { sessionType: 'Medicare' })], { eligible: true }],
    ['the latest covered first session decides', [session('a1', 'A', 200), session('b1', 'B', 5)], { eligible: true, sessionId: 'b1', psychologistId: 'B' }],
    [
      'used: a first session with B booked within 14 days of A',
      [session('a1', 'A', 20), session('b1', 'B', 2, { createdAt: daysAgo(10) })],
      { eligible: false, status: 'UsedRecently', availableAgainFrom: '2027-11-10T00:00:00.000Z' },
    ],
    ['used, even while the free session is still to come', [session('a1', 'A', 5), session('b1', 'B', -3, { createdAt: daysAgo(1) })], { eligible: false, status: 'UsedRecently' }],
    ['B booked before A took place is no use of the guarantee', [session('a1', 'A', 60), session('b1', 'B', 3, { createdAt: daysAgo(90) })], { eligible: true, sessionId: 'b1' }],
    ['B booked after the window is no use', [session('a1', 'A', 60), session('b1', 'B', 3, { createdAt: daysAgo(30) })], { eligible: true, sessionId: 'b1' }],
    ['a use more than twelve months ago no longer counts', [session('a1', 'A', 420), session('b1', 'B', 400, { createdAt: daysAgo(410) }), session('c1', 'C', 4)], { eligible: true, sessionId: 'c1' }],
    ['a cancelled re-match is no use', [session('a1', 'A', 5), session('b1', 'B', -3, { createdAt: daysAgo(1), sessionStatus: 'Cancelled' })], { eligible: true, sessionId: 'a1' }],
  ])('%s', (_, sessions, expected) => expect(bestMatchGuarantee(sessions, NOW)).toMatchObject(expected));

  it('gives the last moment to claim: 14 days after the session ended (or was ended)', () => {
    const s = session('a1', 'A', 3, { endedAt: new Date('2026-11-17T01:00:00Z') });
    expect(bestMatchGuarantee([s], NOW).claimBy).toBe('2026-12-01T01:00:00.000Z');
    expect(bestMatchGuarantee([s], new Date('2026-12-01T01:00:00.001Z'))).toMatchObject({ eligible: false, status: 'WindowClosed' });
  });
});
