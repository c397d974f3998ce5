import { reportRange, weekStartOf } from './sydney-weeks';
import { weeklyReports, type ReportSession } from './weekly-report';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-26T00:00:00Z');
const quote = (feeCents: number, rebateCents: number) => ({ feeCents, rebateCents, funderPaysCents: 0, outOfPocketCents: feeCents - rebateCents });
let n = 0;
const session = (fields: Partial<ReportSession>): ReportSession => ({
  _id: `s${++n}`,
  patientId: 'p1',
  sessionType: 'Private',
  sessionStatus: 'Completed',
  startsAt: at('2026-11-10T00:00:00Z'),
  createdAt: at('2026-11-03T00:00:00Z'),
  ...fields,
});

describe('Sydney weeks', () => {
  it.each([
    // Monday 00:30 in Sydney (AEDT, +11) is still Sunday in UTC.
    ['2026-11-15T13:30:00Z', '2026-11-16'],
    // Sunday 23:30 in Sydney belongs to the week before.
    ['2026-11-15T12:30:00Z', '2026-11-09'],
    // DST starts Sunday 4 October 2026 (02:00 → 03:00): the week still runs Monday 28 September to Sunday 4 October.
    ['2026-10-04T12:59:00Z', '2026-09-28'],
    ['2026-10-04T13:00:00Z', '2026-10-05'],
    // DST ends Sunday 5 April 2026 (03:00 → 02:00, back to +10).
    ['2026-04-05T13:59:00Z', '2026-03-30'],
    ['2026-04-05T14:00:00Z', '2026-04-06'],
  ])('%s falls in the week of Monday %s', (instant, monday) => {
    expect(weekStartOf(at(instant))).toBe(monday);
  });

  it.each([
    ['2026-09-28', '2026-10-11', ['2026-09-28', '2026-10-05']],
    ['2026-10-01', '2026-10-01', ['2026-09-28']],
    ['2026-10-04', '2026-10-05', ['2026-09-28', '2026-10-05']],
  ])('%s to %s covers the weeks %j', (fromDate, toDate, weeks) => {
    expect(reportRange(fromDate, toDate).weeks).toEqual(weeks);
  });

  it('spans Sydney days: midnight to midnight in the zone, whatever the offset', () => {
    const range = reportRange('2026-10-04', '2026-10-04');
    expect(range.from.toISOString()).toBe('2026-10-03T14:00:00.000Z'); // +10 at midnight
    expect(range.to.toISOString()).toBe('2026-10-04T12:59:59.999Z'); // +11 by the evening
  });

  it.each([
    ['2026-13-01', '2026-12-01', 'fromDate', 'Use a date like 2026-07-01.'],
    ['2026-11-01', undefined, 'toDate', 'Use a date like 2026-07-01.'],
    ['2026-11-02', '2026-11-01', 'toDate', 'The end date is before the start date.'],
    ['2025-11-01', '2026-11-01', 'toDate', 'A report covers at most 52 weeks.'],
  ])('refuses %s to %s, naming %s', (fromDate, toDate, field, message) => {
    expect(() => reportRange(fromDate, toDate)).toThrow(expect.objectContaining({ status: 422, fields: { [field]: message } }));
  });

  it('takes 52 weeks exactly', () => {
    expect(reportRange('2025-12-01', '2026-11-29').weeks).toHaveLength(52);
  });
});

describe('weekly reports', () => {
  const range = reportRange('2026-11-02', '2026-11-15');

  it('an empty range has a zero for every week and no medians', () => {
    expect(weeklyReports({ range, now: NOW, sessions: [], clients: [], referrals: [] })).toEqual({
      fromDate: '2026-11-02',
      toDate: '2026-11-15',
      sessions: [
        { weekStart: '2026-11-02', booked: 0, completed: 0, cancelled: 0, noShow: 0 },
        { weekStart: '2026-11-09', booked: 0, completed: 0, cancelled: 0, noShow: 0 },
      ],
      revenue: [],
      newClients: [
        { weekStart: '2026-11-02', newClients: 0 },
        { weekStart: '2026-11-09', newClients: 0 },
      ],
      referrals: [
        { weekStart: '2026-11-02', received: 0, booked: 0 },
        { weekStart: '2026-11-09', received: 0, booked: 0 },
      ],
      timeToFirstSession: { clients: 0, waiting: 0, medianDays: null, p90Days: null },
    });
  });

  it('counts sessions booked (by booking time), completed and missed (by start), cancelled (by cancellation), inside the range only', () => {
    const report = weeklyReports({
      range,
      now: NOW,
      clients: [],
      referrals: [],
      sessions: [
        session({}), // booked week 1, completed week 2
        session({ outcome: 'ClientDidNotAttend' }), // booked week 1, no-show week 2
        session({ sessionStatus: 'Cancelled', cancelledAt: at('2026-11-04T00:00:00Z') }), // booked and cancelled week 1
        session({ sessionStatus: 'Pending', startsAt: at('2026-12-01T00:00:00Z'), createdAt: at('2026-11-10T00:00:00Z') }), // booked week 2
        session({ createdAt: at('2026-10-20T00:00:00Z'), startsAt: at('2026-10-27T00:00:00Z') }), // before the range
      ],
    });
    expect(report.sessions).toEqual([
      { weekStart: '2026-11-02', booked: 3, completed: 0, cancelled: 1, noShow: 0 },
      { weekStart: '2026-11-09', booked: 1, completed: 1, cancelled: 0, noShow: 1 },
    ]);
  });

  it('adds up fees, rebates and what funders and clients pay per funding route for sessions held in the range', () => {
    const report = weeklyReports({
      range,
      now: NOW,
      clients: [],
      referrals: [],
      sessions: [
        session({ sessionType: 'Medicare', quote: quote(22000, 9890) }),
        session({ sessionType: 'Medicare', quote: quote(22000, 9890), outcome: 'ClientDidNotAttend' }),
        session({ sessionType: 'Private', quote: quote(20000, 0) }),
        session({ sessionType: 'Private', quote: quote(20000, 0), sessionStatus: 'Cancelled' }),
        session({ sessionType: 'Private', quote: quote(20000, 0), startsAt: at('2026-11-20T00:00:00Z') }),
      ],
    });
    expect(report.revenue).toEqual([
      { fundingRoute: 'Medicare', sessions: 2, feeCents: 44000, rebateCents: 19780, funderPaysCents: 0, outOfPocketCents: 24220 },
      { fundingRoute: 'Private', sessions: 1, feeCents: 20000, rebateCents: 0, funderPaysCents: 0, outOfPocketCents: 20000 },
    ]);
  });

  it('counts new clients per week and referrals received, and which of them were booked (a cancelled booking does not count)', () => {
    const report = weeklyReports({
      range,
      now: NOW,
      clients: [{ _id: 'c1', createdAt: at('2026-11-02T00:00:00Z') }, { _id: 'c2', createdAt: at('2026-11-12T00:00:00Z') }],
      referrals: [
        { _id: 'r1', createdAt: at('2026-11-03T00:00:00Z') },
        { _id: 'r2', createdAt: at('2026-11-03T00:00:00Z') },
        { _id: 'r3', createdAt: at('2026-11-10T00:00:00Z') },
      ],
      sessions: [
        session({ medicareReferralId: 'r1', sessionStatus: 'Pending', startsAt: at('2026-12-01T00:00:00Z'), createdAt: at('2026-11-20T00:00:00Z') }),
        session({ medicareReferralId: 'r3', sessionStatus: 'Cancelled', createdAt: at('2026-11-20T00:00:00Z') }),
      ],
    });
    expect(report.newClients).toEqual([
      { weekStart: '2026-11-02', newClients: 1 },
      { weekStart: '2026-11-09', newClients: 1 },
    ]);
    expect(report.referrals).toEqual([
      { weekStart: '2026-11-02', received: 2, booked: 1 },
      { weekStart: '2026-11-09', received: 1, booked: 0 },
    ]);
  });

  it('measures days from sign-up to the first session held: median and nearest-rank 90th percentile, in Sydney days', () => {
    const signedUp = at('2026-11-02T20:00:00Z'); // Tuesday 3 November, 07:00 in Sydney
    const clients = Array.from({ length: 10 }, (_, i) => ({ _id: `c${i}`, createdAt: signedUp }));
    clients.push({ _id: 'waiting', createdAt: signedUp });
    const firsts = [1, 2, 2, 3, 4, 5, 6, 7, 8, 20];
    const sessions = firsts.flatMap((days, i) => [
      // `days` Sydney days after sign-up, at 23:00 Sydney (12:00 UTC): counting UTC dates would say one more.
      session({ patientId: `c${i}`, startsAt: new Date(Date.UTC(2026, 10, 3 + days, 12)) }),
      // A later session does not change the first.
      session({ patientId: `c${i}`, startsAt: new Date(Date.UTC(2026, 10, 25, 0)) }),
    ]);
    // A cancelled or future session is not a first session.
    sessions.push(session({ patientId: 'waiting', sessionStatus: 'Cancelled', startsAt: at('2026-11-05T00:00:00Z') }));
    sessions.push(session({ patientId: 'waiting', sessionStatus: 'Pending', startsAt: at('2026-12-05T00:00:00Z') }));
    expect(weeklyReports({ range, now: NOW, clients, referrals: [], sessions }).timeToFirstSession).toEqual({ clients: 10, waiting: 1, medianDays: 4.5, p90Days: 8 });
  });
});
