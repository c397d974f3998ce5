import { calendarDateIn } from '../../../lib/australian-date';
import {
  DVA_SESSIONS_PER_REFERRAL,
  MEDICARE_SESSIONS_PER_REFERRAL,
  MEDICARE_SESSIONS_PER_YEAR,
  normaliseClaimNumber,
  type EntitlementFacts,
  type FundedRoute,
  type FundedSession,
  type ReferralFacts,
} from './entitlement-facts';

/**
 * The one place that decides whether a funder pays for a session: Medicare Better Access (10 a
 * calendar year in the client's zone; a referral's own approved sessions, GP reviews included),
 * DVA (12 sessions or one year from the referral), workers' compensation (the sessions the insurer
 * approved on the claim) and partner programmes (their allowance per member). Pure: the quote,
 * the booking, the client's tracker, the psychologist's pages and the GP's view all call it.
 */
export interface EntitlementRequest {
  route: FundedRoute;
  startsAt: Date;
  /** The zone the session is booked in (the client's): its date decides the year and the rate. */
  timeZone: string;
  /** A session being re-priced (rescheduled) does not count against itself. */
  excludeSessionId?: string;
  /** Workers' compensation: the claim booked under, and the insurer's approval when given now. */
  workersCompClaimNumber?: string;
  workersCompApprovedSessions?: number;
  /** DVA: the referral's date when given with the booking. */
  dvaReferralIssuedOn?: string;
}

export interface MedicareUsage {
  /** This session's number in the calendar year and on the referral (1-based). */
  sessionNumberThisYear: number;
  sessionNumberOnReferral: number;
  sessionsPerYear: number;
  /** What the referral approves (its own number, with any GP review's additions). */
  sessionsPerReferral: number;
}

export interface Entitlement {
  route: FundedRoute;
  /** false: the route cannot fund this session (see `reason`); it is then priced privately. */
  eligible: boolean;
  reason?: string;
  warnings: string[];
  /** The session's calendar date in the client's zone ('YYYY-MM-DD'). */
  sessionDate: string;
  medicare?: MedicareUsage;
  /** The referral a rebated session counts against. */
  medicareReferralId?: string;
  /** DVA, workers' comp, partner: this session's number and the sessions covered. */
  funder?: { sessionNumber: number; sessionsCovered?: number; coversUntil?: string };
  /**
   * The limits an eligible session counts against, each with the other sessions already counted
   * there: the booking claims a place in each by a unique insert (`entitlement-claims.ts`).
   */
  counts?: EntitlementCount[];
}

export interface EntitlementCount {
  /** e.g. 'medicare-year:2026', 'medicare-referral:<id>', 'dva:<course start>'. */
  scope: string;
  limit: number;
  sessionIds: string[];
}

export const NO_REFERRAL_REASON = 'A current GP referral or mental health treatment plan is needed for a Medicare rebate.';
export const yearlyLimitWarning = (year: string) =>
  `You have used your ${MEDICARE_SESSIONS_PER_YEAR} Medicare-rebated sessions for ${year}: this session gets no rebate.`;
export const referralUsedUpWarning = (sessionNumber: number, approved: number) =>
  `This is session ${sessionNumber} on your referral, which approves ${approved}: Medicare pays no rebate until your GP reviews your plan and refers you again.`;

/** A session's date where the client booked it. */
export const sessionDateOf = (s: Pick<FundedSession, 'startsAt' | 'timezoneId'>) => calendarDateIn(s.startsAt, s.timezoneId);

const live = (s: FundedSession) => s.sessionStatus !== 'Cancelled';

/** A session that uses a Better Access entitlement: not cancelled, and Medicare rebates it. */
export function usesMedicare(s: FundedSession): boolean {
  return live(s) && (s.sessionType === 'Medicare' || s.sessionType === 'BulkBilled') && (s.quote?.rebateCents ?? 0) > 0;
}

/** A session another funder pays for (DVA, workers' comp, partner, NDIS). */
export function fundedBy(s: FundedSession, route: FundedRoute): boolean {
  return live(s) && s.sessionType === route && (s.quote?.funderPaysCents ?? 0) > 0;
}

/** The referral current on a date: issued on or before it, valid through it; the newest wins. */
export function currentReferralOn<T extends ReferralFacts>(referrals: readonly T[], date: string): T | undefined {
  return referrals
    .filter((r) => r.issuedOn <= date && date <= r.validUntil)
    .sort((a, b) => (a.issuedOn !== b.issuedOn ? (a.issuedOn < b.issuedOn ? 1 : -1) : (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0)))[0];
}

export const approvedOn = (referral: Pick<ReferralFacts, 'sessionsApproved'>) => referral.sessionsApproved ?? MEDICARE_SESSIONS_PER_REFERRAL;

/** Sessions approved, used and left on one referral (the psychologist's and the GP's views). */
export function referralUsage(facts: Pick<EntitlementFacts, 'sessions'>, referral: ReferralFacts): { sessionsApproved: number; sessionsUsed: number; sessionsLeft: number } {
  const sessionsApproved = approvedOn(referral);
  const sessionsUsed = facts.sessions.filter((s) => usesMedicare(s) && s.medicareReferralId === referral.medicareReferralId).length;
  return { sessionsApproved, sessionsUsed, sessionsLeft: Math.max(0, sessionsApproved - sessionsUsed) };
}

/** Rebated sessions in a calendar year, each dated where it was booked. */
export function medicareSessionsInYear(sessions: readonly FundedSession[], year: string, excludeSessionId?: string): number {
  return sessions.filter((s) => s._id !== excludeSessionId && usesMedicare(s) && sessionDateOf(s).slice(0, 4) === year).length;
}

function medicareEntitlement(facts: EntitlementFacts, request: EntitlementRequest, sessionDate: string): Entitlement {
  const base = { route: request.route, sessionDate };
  const referral = currentReferralOn(facts.medicareReferrals, sessionDate);
  if (!referral) return { ...base, eligible: false, reason: NO_REFERRAL_REASON, warnings: [] };
  const year = sessionDate.slice(0, 4);
  const others = facts.sessions.filter((s) => s._id !== request.excludeSessionId);
  const usedThisYear = medicareSessionsInYear(others, year);
  const usedOnReferral = others.filter((s) => usesMedicare(s) && s.medicareReferralId === referral.medicareReferralId).length;
  const medicare: MedicareUsage = {
    sessionNumberThisYear: usedThisYear + 1,
    sessionNumberOnReferral: usedOnReferral + 1,
    sessionsPerYear: MEDICARE_SESSIONS_PER_YEAR,
    sessionsPerReferral: approvedOn(referral),
  };
  const warning =
    medicare.sessionNumberThisYear > MEDICARE_SESSIONS_PER_YEAR
      ? yearlyLimitWarning(year)
      : medicare.sessionNumberOnReferral > medicare.sessionsPerReferral
        ? referralUsedUpWarning(medicare.sessionNumberOnReferral, medicare.sessionsPerReferral)
        : undefined;
  if (warning) return { ...base, eligible: false, reason: warning, warnings: [warning], medicare };
  const counted = others.filter(usesMedicare);
  const counts = [
    { scope: `medicare-year:${year}`, limit: MEDICARE_SESSIONS_PER_YEAR, sessionIds: counted.filter((s) => sessionDateOf(s).slice(0, 4) === year).map((s) => s._id) },
    { scope: `medicare-referral:${referral.medicareReferralId}`, limit: medicare.sessionsPerReferral, sessionIds: counted.filter((s) => s.medicareReferralId === referral.medicareReferralId).map((s) => s._id) },
  ];
  return { ...base, eligible: true, warnings: [], medicare, medicareReferralId: referral.medicareReferralId, counts };
}

/** One year from a date: the last day it covers ('2026-03-10' → '2027-03-09'). */
export function oneYearFrom(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate() - 1)).toISOString().slice(0, 10);
}

function dvaEntitlement(facts: EntitlementFacts, request: EntitlementRequest, sessionDate: string): Entitlement {
  const base = { route: request.route, sessionDate, warnings: [] as string[] };
  const funded = facts.sessions.filter((s) => s._id !== request.excludeSessionId && fundedBy(s, 'DVA'));
  // Without the referral's date, the course starts at the first funded DVA session (or this one).
  const start = request.dvaReferralIssuedOn ?? facts.dvaReferralIssuedOn ?? [...funded.map(sessionDateOf), sessionDate].sort()[0];
  const coversUntil = oneYearFrom(start);
  const inCourse = funded.filter((s) => sessionDateOf(s) >= start && sessionDateOf(s) <= coversUntil);
  const used = inCourse.length;
  const funder = { sessionNumber: used + 1, sessionsCovered: DVA_SESSIONS_PER_REFERRAL, coversUntil };
  if (sessionDate < start) return { ...base, eligible: false, reason: `Your DVA referral starts on ${start}: this session is before it.`, funder };
  if (sessionDate > coversUntil) {
    return { ...base, eligible: false, reason: `A DVA referral covers one year: yours ended on ${coversUntil}. Ask your GP for a new referral.`, funder };
  }
  if (used >= DVA_SESSIONS_PER_REFERRAL) {
    return { ...base, eligible: false, reason: `A DVA referral covers ${DVA_SESSIONS_PER_REFERRAL} sessions and yours are used. Ask your GP for a new referral.`, funder };
  }
  return { ...base, eligible: true, funder, counts: [{ scope: `dva:${start}`, limit: DVA_SESSIONS_PER_REFERRAL, sessionIds: inCourse.map((s) => s._id) }] };
}

function workersCompEntitlement(facts: EntitlementFacts, request: EntitlementRequest, sessionDate: string): Entitlement {
  const base = { route: request.route, sessionDate };
  const claim = normaliseClaimNumber(request.workersCompClaimNumber);
  const onClaim = facts.sessions.filter((s) => s._id !== request.excludeSessionId && fundedBy(s, 'WorkersComp') && normaliseClaimNumber(s.funding?.workersCompClaimNumber) === claim);
  const used = onClaim.length;
  const approved = request.workersCompApprovedSessions ?? facts.workersCompApprovals[claim];
  if (approved === undefined) {
    // The insurer's approval is not on file: the session is counted, and the client told.
    return {
      ...base,
      eligible: true,
      warnings: ['Add the number of sessions your insurer approved on this claim to your funding details: sessions beyond it are not covered.'],
      funder: { sessionNumber: used + 1 },
    };
  }
  const funder = { sessionNumber: used + 1, sessionsCovered: approved };
  if (used >= approved) {
    return { ...base, eligible: false, reason: `Your insurer approved ${approved} sessions on this claim and they are used: ask your insurer to approve more.`, warnings: [], funder };
  }
  return { ...base, eligible: true, warnings: [], funder, counts: [{ scope: `workers-comp:${claim}`, limit: approved, sessionIds: onClaim.map((s) => s._id) }] };
}

function partnerEntitlement(facts: EntitlementFacts, request: EntitlementRequest, sessionDate: string): Entitlement {
  const base = { route: request.route, sessionDate, warnings: [] as string[] };
  const p = facts.partner;
  if (!p) return { ...base, eligible: false, reason: 'You are not a member of a partner programme.' };
  const paid = facts.sessions.filter((s) => s._id !== request.excludeSessionId && fundedBy(s, 'Partnership'));
  const used = paid.length;
  const funder = { sessionNumber: used + 1, sessionsCovered: p.sessionsCovered };
  if (used >= p.sessionsCovered) {
    return { ...base, eligible: false, reason: `${p.partnerName} has paid for the ${p.sessionsCovered} sessions of your programme: this one is at the private fee.`, funder };
  }
  return { ...base, eligible: true, funder, counts: [{ scope: 'partner', limit: p.sessionsCovered, sessionIds: paid.map((s) => s._id) }] };
}

/** The referral a booked session counts against: only a session Medicare rebates counts. */
export const referralCountedBy = (quote: { rebateCents: number }, entitlement: Pick<Entitlement, 'medicareReferralId'>) =>
  quote.rebateCents > 0 ? entitlement.medicareReferralId : undefined;

/** Whether the route may fund a session at this time for this client, and which number it would be. */
export function entitlementFor(facts: EntitlementFacts, request: EntitlementRequest): Entitlement {
  const sessionDate = calendarDateIn(request.startsAt, request.timeZone);
  switch (request.route) {
    case 'Medicare':
    case 'BulkBilled':
      return medicareEntitlement(facts, request, sessionDate);
    case 'DVA':
      return dvaEntitlement(facts, request, sessionDate);
    case 'WorkersComp':
      return workersCompEntitlement(facts, request, sessionDate);
    case 'Partnership':
      return partnerEntitlement(facts, request, sessionDate);
    default:
      // Private and NDIS (the plan's budget is the participant's to watch) have no count here.
      return { route: request.route, sessionDate, eligible: true, warnings: [] };
  }
}
