import type { EntitlementFacts, FundedSession } from './entitlement-facts';
import { usesMedicare } from './entitlements';
import { medicareTracker } from './medicare-tracker';

type CountedSession = FundedSession;
type ReferralArg = { medicareReferralId: string; sessionsApproved?: number };
/** The tracker over these sessions with this referral current (issued long ago, valid for years). */
const countEntitlements = (sessions: CountedSession[], referral: ReferralArg | undefined, now: Date, clientTimeZone = 'Australia/Sydney') => {
  const facts: EntitlementFacts = {
    sessions,
    medicareReferrals: referral ? [{ ...referral, issuedOn: '2020-01-01', validUntil: '2030-12-31' }] : [],
    workersCompApprovals: {},
    clientTimeZone,
  };
  return medicareTracker(facts, now);
};

let n = 0;
const session = (startsAt: string, overrides: Partial<CountedSession> = {}): CountedSession => ({
  _id: `s${++n}`,
  startsAt: new Date(startsAt),
  timezoneId: 'Australia/Sydney',
  sessionStatus: 'Pending',
  sessionType: 'Medicare',
  medicareReferralId: 'ref-1',
  quote: { rebateCents: 9895 },
  ...overrides,
});
const referral = { medicareReferralId: 'ref-1' };
const NOW = new Date('2026-06-15T02:00:00Z');

describe('which sessions use an entitlement', () => {
  it.each<[string, Partial<CountedSession>, boolean]>([
    ['a booked Medicare session on a referral', {}, true],
    ['a completed one', { sessionStatus: 'Completed' }, true],
    ['a cancelled one', { sessionStatus: 'Cancelled' }, false],
    ['a bulk-billed session with a rebate but no referral id', { sessionType: 'BulkBilled', medicareReferralId: undefined }, true],
    ['a Medicare session without a rebate (no referral at the time)', { medicareReferralId: undefined, quote: { rebateCents: 0 } }, false],
    ['a Medicare session past the referral, priced without a rebate', { quote: { rebateCents: 0 } }, false],
    [
      'a private session',
      {
        sessionType: 'Private',
        medicareReferralId: undefined,
        quote: { rebateCents: 0 },
      },
      false,
    ],
    ['an NDIS session', { sessionType: 'NDIS', medicareReferralId: undefined, quote: undefined }, false],
  ])('%s', (_name, overrides, expected) => {
    expect(usesMedicare(session('2026-03-01T00:00:00Z', overrides))).toBe(expected);
  });
});

describe('counting entitlements', () => {
  it.each<[string, CountedSession[], typeof referral | undefined, { usedThisYear: number; used?: number; status: string }]>([
    ['nothing yet, no referral', [], undefined, { usedThisYear: 0, status: 'NoReferral' }],
    ['a referral and no sessions', [], referral, { usedThisYear: 0, used: 0, status: 'Available' }],
    ['one booked Medicare session', [session('2026-06-20T00:00:00Z')], referral, { usedThisYear: 1, used: 1, status: 'Available' }],
    [
      '5 used: the next is the last on the referral',
      Array.from({ length: 5 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`)),
      referral,
      { usedThisYear: 5, used: 5, status: 'LastOnReferral' },
    ],
    [
      '6 used: warn before the 7th',
      Array.from({ length: 6 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`)),
      referral,
      { usedThisYear: 6, used: 6, status: 'NeedsNewReferral' },
    ],
    [
      '6 used but one cancelled: 5 count',
      [...Array.from({ length: 5 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`)), session('2026-06-01T00:00:00Z', { sessionStatus: 'Cancelled' })],
      referral,
      { usedThisYear: 5, used: 5, status: 'LastOnReferral' },
    ],
    [
      'sessions on an older referral count for the year, not for the new referral',
      Array.from({ length: 6 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`, { medicareReferralId: 'old' })),
      referral,
      { usedThisYear: 6, used: 0, status: 'Available' },
    ],
    [
      '10 this year: the yearly limit',
      [
        ...Array.from({ length: 6 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`, { medicareReferralId: 'old' })),
        ...Array.from({ length: 4 }, (_, i) => session(`2026-0${i + 1}-20T00:00:00Z`)),
      ],
      referral,
      { usedThisYear: 10, used: 4, status: 'YearlyLimitReached' },
    ],
    [
      "last year's sessions do not count for this year, but do for the referral",
      Array.from({ length: 3 }, (_, i) => session(`2025-1${i}-10T00:00:00Z`)),
      referral,
      { usedThisYear: 0, used: 3, status: 'Available' },
    ],
  ])('%s', (_name, sessions, ref, expected) => {
    const count = countEntitlements(sessions, ref, NOW);
    expect(count.usedThisYear).toBe(expected.usedThisYear);
    expect(count.remainingThisYear).toBe(10 - expected.usedThisYear);
    expect(count.status).toBe(expected.status);
    if (expected.used !== undefined)
      expect(count.onReferral).toMatchObject({
        used: expected.used,
        sessionsApproved: 6,
        remaining: 6 - expected.used,
      });
    else expect(count.onReferral).toBeUndefined();
  });

  it('uses the approved number of sessions of a review referral (e.g. 4 more)', () => {
    const count = countEntitlements(
      [session('2026-05-01T00:00:00Z', { medicareReferralId: 'review' })],
      { medicareReferralId: 'review', sessionsApproved: 4 },
      NOW,
    );
    expect(count.onReferral).toEqual({
      medicareReferralId: 'review',
      sessionsApproved: 4,
      used: 1,
      remaining: 3,
    });
  });

  it('says in words that the 7th session gets no rebate without a new referral', () => {
    const count = countEntitlements(
      Array.from({ length: 6 }, (_, i) => session(`2026-0${i + 1}-10T00:00:00Z`)),
      referral,
      NOW,
    );
    expect(count.message).toMatch(
      /^You have used all 6 sessions on your current referral\. Your next session \(session 7\) gets no Medicare rebate unless your GP gives you a new referral/,
    );
  });
});

describe('calendar-year boundaries in Australian time', () => {
  // Sydney is UTC+11 in January (daylight saving): midnight on 1 January is 13:00 UTC on 31 December.
  it.each<[string, string, string, number]>([
    ['the last second of 2025 in Sydney', '2025-12-31T12:59:59Z', '2026-01-15T00:00:00Z', 0],
    ['midnight starting 2026 in Sydney (still 31 Dec in UTC)', '2025-12-31T13:00:00Z', '2026-01-15T00:00:00Z', 1],
    ['a 2026 session seen on 31 Dec 2025 at 23:30 Sydney time', '2026-01-05T00:00:00Z', '2025-12-31T12:30:00Z', 0],
    ['a 2026 session seen at 00:30 on 1 Jan 2026 Sydney time (still 2025 in UTC)', '2026-01-05T00:00:00Z', '2025-12-31T13:30:00Z', 1],
  ])('%s', (_name, startsAt, now, usedThisYear) => {
    expect(countEntitlements([session(startsAt)], referral, new Date(now)).usedThisYear).toBe(usedThisYear);
  });

  it('dates each session where the client booked it: a Perth session late on 31 December counts in that year', () => {
    // 23:30 on 31 Dec 2025 in Perth is 02:30 on 1 Jan 2026 in Sydney.
    const perth = session('2025-12-31T15:30:00Z', { timezoneId: 'Australia/Perth' });
    expect(countEntitlements([perth], referral, new Date('2025-12-31T15:45:00Z'), 'Australia/Perth')).toMatchObject({ calendarYear: 2025, usedThisYear: 1 });
    expect(countEntitlements([perth], referral, new Date('2026-02-01T00:00:00Z'), 'Australia/Perth')).toMatchObject({ calendarYear: 2026, usedThisYear: 0 });
    // 00:00 on 1 Jan 2026 in Perth counts in 2026.
    expect(countEntitlements([session('2025-12-31T16:00:00Z', { timezoneId: 'Australia/Perth' })], referral, new Date('2026-02-01T00:00:00Z'), 'Australia/Perth').usedThisYear).toBe(1);
  });

  it("takes today in the client's zone: at 23:30 on 31 December in Perth it is still that year", () => {
    // 2025-12-31T15:30Z: 23:30 on 31 Dec in Perth, already 2026 in Sydney.
    expect(countEntitlements([], undefined, new Date('2025-12-31T15:30:00Z'), 'Australia/Perth').calendarYear).toBe(2025);
    expect(countEntitlements([], undefined, new Date('2025-12-31T15:30:00Z'), 'Australia/Sydney').calendarYear).toBe(2026);
  });

  it('names the calendar year it counted', () => {
    expect(countEntitlements([], undefined, new Date('2025-12-31T13:00:00Z')).calendarYear).toBe(2026);
  });
});
