import { sydneyDateOf, sydneyDaysBetween, weekStartOf, type ReportRange } from './sydney-weeks';
import type { RevenueByRoute, TimeToFirstSession, WeeklyReports } from './weekly-report.types';

/** The fields of a session the reports read (a projection of the sessions collection). */
export interface ReportSession {
  _id: string;
  patientId: string;
  sessionType: string;
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled';
  startsAt: Date;
  createdAt: Date;
  cancelledAt?: Date;
  outcome?: string;
  medicareReferralId?: string;
  quote?: { feeCents: number; rebateCents: number; funderPaysCents: number; outOfPocketCents: number };
}

export interface ReportClient {
  _id: string;
  createdAt: Date;
}

export interface ReportReferral {
  _id: string;
  createdAt: Date;
}

/** Plain records in, numbers out: no database, the clock passed in. */
export interface ReportInputs {
  range: ReportRange;
  now: Date;
  /** Sessions booked, held or cancelled in the range, plus every session on a referral or of a client below. */
  sessions: ReportSession[];
  /** Client accounts created in the range. */
  clients: ReportClient[];
  /** Referrals received in the range. */
  referrals: ReportReferral[];
}

const isNoShow = (s: ReportSession) => s.outcome === 'ClientDidNotAttend';

/** Nearest-rank percentile of sorted values (p in (0, 1]): always a value someone had. */
function percentile(sorted: number[], p: number): number | null {
  return sorted.length ? sorted[Math.ceil(p * sorted.length) - 1] : null;
}

function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Counts per week, with a zero for every week of the range (a chart's axis never skips a week). */
function perWeek<T extends string>(weeks: string[], keys: readonly T[]): Map<string, Record<T, number>> {
  return new Map(weeks.map((week) => [week, Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>]));
}

export function weeklyReports({ range, now, sessions, clients, referrals }: ReportInputs): WeeklyReports {
  const inRange = (instant: Date | undefined): instant is Date => !!instant && instant >= range.from && instant <= range.to;
  const heldBy = (s: ReportSession) => s.sessionStatus === 'Completed' && s.startsAt <= now;

  const sessionWeeks = perWeek(range.weeks, ['booked', 'completed', 'cancelled', 'noShow'] as const);
  const count = (instant: Date | undefined, key: 'booked' | 'completed' | 'cancelled' | 'noShow') => {
    if (inRange(instant)) sessionWeeks.get(weekStartOf(instant))![key] += 1;
  };
  const revenue = new Map<string, RevenueByRoute>();
  for (const s of sessions) {
    count(s.createdAt, 'booked');
    if (s.sessionStatus === 'Cancelled') count(s.cancelledAt ?? s.startsAt, 'cancelled');
    else if (heldBy(s)) count(s.startsAt, isNoShow(s) ? 'noShow' : 'completed');
    if (heldBy(s) && inRange(s.startsAt) && s.quote) {
      const route = revenue.get(s.sessionType) ?? { fundingRoute: s.sessionType, sessions: 0, feeCents: 0, rebateCents: 0, funderPaysCents: 0, outOfPocketCents: 0 };
      route.sessions += 1;
      route.feeCents += s.quote.feeCents;
      route.rebateCents += s.quote.rebateCents;
      route.funderPaysCents += s.quote.funderPaysCents;
      route.outOfPocketCents += s.quote.outOfPocketCents;
      revenue.set(s.sessionType, route);
    }
  }

  const clientWeeks = perWeek(range.weeks, ['newClients'] as const);
  for (const c of clients) if (inRange(c.createdAt)) clientWeeks.get(weekStartOf(c.createdAt))!.newClients += 1;

  const bookedReferrals = new Set(sessions.filter((s) => s.sessionStatus !== 'Cancelled' && s.medicareReferralId).map((s) => s.medicareReferralId));
  const referralWeeks = perWeek(range.weeks, ['received', 'booked'] as const);
  for (const r of referrals) {
    if (!inRange(r.createdAt)) continue;
    const week = referralWeeks.get(weekStartOf(r.createdAt))!;
    week.received += 1;
    if (bookedReferrals.has(r._id)) week.booked += 1;
  }

  return {
    fromDate: sydneyDateOf(range.from),
    toDate: sydneyDateOf(range.to),
    sessions: [...sessionWeeks].map(([weekStart, c]) => ({ weekStart, ...c })),
    revenue: [...revenue.values()].sort((a, b) => a.fundingRoute.localeCompare(b.fundingRoute)),
    newClients: [...clientWeeks].map(([weekStart, c]) => ({ weekStart, ...c })),
    referrals: [...referralWeeks].map(([weekStart, c]) => ({ weekStart, ...c })),
    timeToFirstSession: timeToFirstSession(clients.filter((c) => inRange(c.createdAt)), sessions.filter(heldBy)),
  };
}

/** A client's first session is the first one held (completed, or missed: they were booked and it was due). */
function timeToFirstSession(clients: ReportClient[], held: ReportSession[]): TimeToFirstSession {
  const firstStart = new Map<string, Date>();
  for (const s of held) {
    const seen = firstStart.get(s.patientId);
    if (!seen || s.startsAt < seen) firstStart.set(s.patientId, s.startsAt);
  }
  const days = clients.flatMap((c) => {
    const first = firstStart.get(c._id);
    return first ? [sydneyDaysBetween(c.createdAt, first)] : [];
  });
  days.sort((a, b) => a - b);
  return { clients: days.length, waiting: clients.length - days.length, medianDays: median(days), p90Days: percentile(days, 0.9) };
}

