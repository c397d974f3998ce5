import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterReview } from '../../referrals/answer-review-request';
import { fundingRates } from '../rates/funding-rates.data';
import { quoteSession, type Quote } from '../../payments/pricing/quote';
import type { EntitlementFacts, FundedSession, ReferralFacts } from './entitlement-facts';
import { currentReferralOn, entitlementFor, oneYearFrom, referralCountedBy } from './entitlements';
import { medicareTracker, nextSessionRebated } from './medicare-tracker';

/**
 * Model-based test of Better Access. Random sequences of referrals, GP reviews, bookings,
 * cancellations and the passing of time (year ends included) drive the real entitlement function,
 * quote and tracker; after every step an independent plain model of the rules (below, written
 * from domain.md, with luxon for dates) must agree with both: the quote of the session booked, and
 * what the tracker and the quote say about a session today.
 */

const ZONES = ['Australia/Perth', 'Australia/Darwin', 'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Sydney', 'Australia/Hobart'] as const;
type Zone = (typeof ZONES)[number];

// ---- The plain model -------------------------------------------------------------------------
interface ModelReferral {
  id: string;
  issuedOn: string;
  validUntil: string;
  approved: number;
  order: number;
}
interface ModelSession {
  id: string;
  date: string;
  rebated: boolean;
  referralId?: string;
  cancelled: boolean;
}
interface ModelAnswer {
  rebated: boolean;
  numberThisYear?: number;
  numberOnReferral?: number;
  approved?: number;
}

const dateIn = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).toISODate()!;

class Model {
  referrals: ModelReferral[] = [];
  sessions: ModelSession[] = [];

  referralOn(date: string): ModelReferral | undefined {
    let best: ModelReferral | undefined;
    for (const r of this.referrals) {
      if (r.issuedOn > date || r.validUntil < date) continue;
      if (!best || r.issuedOn > best.issuedOn || (r.issuedOn === best.issuedOn && r.order > best.order)) best = r;
    }
    return best;
  }

  counted(): ModelSession[] {
    return this.sessions.filter((s) => s.rebated && !s.cancelled);
  }

  /** Up to 10 rebated sessions a calendar year; a referral's own number; none without a referral. */
  answerFor(date: string): ModelAnswer {
    const referral = this.referralOn(date);
    if (!referral) return { rebated: false };
    const inYear = this.counted().filter((s) => s.date.slice(0, 4) === date.slice(0, 4)).length;
    const onReferral = this.counted().filter((s) => s.referralId === referral.id).length;
    return { rebated: inYear < 10 && onReferral < referral.approved, numberThisYear: inYear + 1, numberOnReferral: onReferral + 1, approved: referral.approved };
  }
}

// ---- The system, driven as the API drives it --------------------------------------------------
class System {
  facts: EntitlementFacts;
  constructor(clientTimeZone: Zone) {
    this.facts = { sessions: [], medicareReferrals: [], workersCompApprovals: {}, clientTimeZone };
  }

  quote(startsAt: Date, timeZone: string) {
    const entitlement = entitlementFor(this.facts, { route: 'Medicare', startsAt, timeZone });
    const quote = quoteSession({
      route: 'Medicare',
      feeCents: 22000,
      durationMinutes: 50,
      practitionerType: 'Psychologist',
      sessionDate: entitlement.sessionDate,
      rates: fundingRates,
      entitlement,
    });
    return { entitlement, quote };
  }

  /** What the booking writes: the quote, and the referral only when rebated. */
  book(id: string, startsAt: Date, timeZone: string): Quote {
    const { entitlement, quote } = this.quote(startsAt, timeZone);
    const medicareReferralId = referralCountedBy(quote, entitlement);
    const session: FundedSession = {
      _id: id,
      startsAt,
      timezoneId: timeZone,
      sessionStatus: 'Pending',
      sessionType: 'Medicare',
      quote: { rebateCents: quote.rebateCents, funderPaysCents: quote.funderPaysCents },
      ...(medicareReferralId && { medicareReferralId }),
    };
    this.facts.sessions.push(session);
    return quote;
  }
}

// ---- Commands ---------------------------------------------------------------------------------
type Command =
  | { kind: 'referral'; approved: number; backdateDays: number }
  | { kind: 'review'; added: number }
  | { kind: 'book'; minutesAhead: number; zone: Zone | 'client' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'yearEnd'; minutesBeforeMidnight: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('referral' as const), approved: fc.integer({ min: 1, max: 6 }), backdateDays: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ kind: fc.constant('review' as const), added: fc.integer({ min: 1, max: 4 }) }),
  { arbitrary: fc.record({ kind: fc.constant('book' as const), minutesAhead: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 60 * 24 * 90 })), zone: fc.constantFrom<Zone | 'client'>('client', 'client', ...ZONES) }), weight: 4 },
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 60 * 24 * 60 }) }),
  fc.record({ kind: fc.constant('yearEnd' as const), minutesBeforeMidnight: fc.integer({ min: 1, max: 120 }) }),
);

function expectAgree(quote: Quote, expected: ModelAnswer, where: string): void {
  const got = { rebated: quote.rebateCents > 0, numberThisYear: quote.medicare?.sessionNumberThisYear, numberOnReferral: quote.medicare?.sessionNumberOnReferral, approved: quote.medicare?.sessionsPerReferral };
  if (JSON.stringify(got) !== JSON.stringify(expected)) throw new Error(`${where}: system ${JSON.stringify(got)} ≠ model ${JSON.stringify(expected)}`);
  if (quote.eligible !== expected.rebated) throw new Error(`${where}: eligible ${quote.eligible}, model rebated ${expected.rebated}`);
  expect(quote.feeCents).toBe(quote.rebateCents + quote.funderPaysCents + quote.discountCents + quote.outOfPocketCents);
}

function run(clientZone: Zone, start: Date, commands: Command[]): void {
  const model = new Model();
  const system = new System(clientZone);
  let now = start;
  let seq = 0;
  for (const c of commands) {
    const today = dateIn(now, clientZone);
    switch (c.kind) {
      case 'referral': {
        const issuedOn = DateTime.fromISO(today, { zone: 'UTC' }).minus({ days: c.backdateDays }).toISODate()!;
        // The referral's last day is data (as the client enters it); both sides store the same.
        const validUntil = oneYearFrom(issuedOn);
        const id = `r${++seq}`;
        system.facts.medicareReferrals.push({ medicareReferralId: id, issuedOn, validUntil, sessionsApproved: c.approved, createdAt: new Date(seq) });
        model.referrals.push({ id, issuedOn, validUntil, approved: c.approved, order: seq });
        break;
      }
      case 'review': {
        // The GP's answer to a review request: the current referral gets the further sessions (never past 10), else a new one.
        const current = currentReferralOn(system.facts.medicareReferrals, today) as ReferralFacts | undefined;
        const modelCurrent = model.referralOn(today);
        if (current) {
          current.sessionsApproved = afterReview(current.sessionsApproved, c.added);
          modelCurrent!.approved = Math.min(10, modelCurrent!.approved + c.added);
        } else {
          const id = `r${++seq}`;
          const validUntil = oneYearFrom(today);
          system.facts.medicareReferrals.push({ medicareReferralId: id, issuedOn: today, validUntil, sessionsApproved: c.added, reviewedOn: today, createdAt: new Date(seq) });
          model.referrals.push({ id, issuedOn: today, validUntil, approved: c.added, order: seq });
        }
        break;
      }
      case 'book': {
        const startsAt = new Date(now.getTime() + c.minutesAhead * 60_000);
        const zone = c.zone === 'client' ? clientZone : c.zone;
        const date = dateIn(startsAt, zone);
        const expected = model.answerFor(date);
        const id = `s${++seq}`;
        const quote = system.book(id, startsAt, zone);
        expectAgree(quote, expected, `booking ${startsAt.toISOString()} in ${zone}`);
        model.sessions.push({ id, date, rebated: expected.rebated, referralId: expected.rebated ? model.referralOn(date)!.id : undefined, cancelled: false });
        break;
      }
      case 'cancel': {
        const open = model.sessions.filter((s) => !s.cancelled);
        if (!open.length) break;
        const target = open[c.pick % open.length];
        target.cancelled = true;
        system.facts.sessions.find((s) => s._id === target.id)!.sessionStatus = 'Cancelled';
        break;
      }
      case 'advance':
        now = new Date(now.getTime() + c.minutes * 60_000);
        break;
      case 'yearEnd': {
        // Just before midnight on 31 December where the client is.
        const year = DateTime.fromJSDate(now, { zone: clientZone }).year;
        now = DateTime.fromObject({ year, month: 12, day: 31, hour: 23, minute: 59 }, { zone: clientZone })
          .plus({ minutes: 1 - c.minutesBeforeMidnight })
          .toJSDate();
        if (now < start) now = start;
        break;
      }
    }
    // After every step: a session today, as the quote and as the tracker see it.
    const todayNow = dateIn(now, clientZone);
    const expected = model.answerFor(todayNow);
    expectAgree(system.quote(now, clientZone).quote, expected, `quote for today ${todayNow}`);
    const tracker = medicareTracker(system.facts, now);
    const inYear = model.counted().filter((s) => s.date.slice(0, 4) === todayNow.slice(0, 4)).length;
    expect(tracker.calendarYear).toBe(Number(todayNow.slice(0, 4)));
    expect(tracker.usedThisYear).toBe(inYear);
    expect(nextSessionRebated(tracker.status)).toBe(expected.rebated);
    const referral = model.referralOn(todayNow);
    if (!referral) expect(tracker.status).toBe('NoReferral');
    else {
      const used = model.counted().filter((s) => s.referralId === referral.id).length;
      expect(tracker.onReferral).toEqual({ medicareReferralId: referral.id, sessionsApproved: referral.approved, used, remaining: Math.max(0, referral.approved - used) });
    }
  }
}

describe('Better Access entitlement against a plain model', () => {
  it('quote and tracker agree with the model over random histories', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Starts between mid-2025 and the end of 2027 (rates exist from 2023).
        fc.date({ min: new Date('2025-07-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.array(command, { minLength: 1, maxLength: 40 }),
        (zone, start, commands) => run(zone, start, commands),
      ),
      { numRuns: 150 },
    );
  });

  it('a Perth session at 23:45 on 31 December is the tenth of that year, not the first of the next', () => {
    run('Australia/Perth', new Date('2026-01-05T01:00:00Z'), [
      { kind: 'referral', approved: 6, backdateDays: 0 },
      ...Array.from({ length: 6 }, (_, i): Command => ({ kind: 'book', minutesAhead: (i + 1) * 60 * 24 * 7, zone: 'client' })),
      { kind: 'review', added: 4 },
      ...Array.from({ length: 3 }, (_, i): Command => ({ kind: 'book', minutesAhead: (i + 50) * 60 * 24, zone: 'client' })),
      { kind: 'yearEnd', minutesBeforeMidnight: 20 },
      // 23:45 in Perth, 02:45 on 1 January in Sydney: rebated, and counted in the year it is in Perth.
      { kind: 'book', minutesAhead: 5, zone: 'client' },
      { kind: 'advance', minutes: 30 },
      { kind: 'book', minutesAhead: 0, zone: 'client' },
    ]);
  });
});
