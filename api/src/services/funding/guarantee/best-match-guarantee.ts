import { DateTime } from 'luxon';
import type { BestMatchGuarantee } from './best-match-guarantee.types';

/** What the rule reads of a session (a subset of the session record). */
export interface GuaranteeSession {
  _id: string;
  psychologistId: string;
  startsAt: Date;
  endsAt: Date;
  endedAt?: Date;
  createdAt: Date;
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled';
  outcome?: string;
  /** The funding route the session was booked under. */
  sessionType: string;
}

/** The page's promise: tell us within 14 days; once in any twelve months. */
export const CLAIM_WINDOW_DAYS = 14;
export const USES_PER_MONTHS = 12;
/**
 * Sessions a third party pays for entirely ("such as the NDIS or an insurer, who set their own
 * rules"): bulk-billed (Medicare), NDIS, DVA, workers' compensation and partner programmes.
 */
export const THIRD_PARTY_ROUTES: readonly string[] = ['BulkBilled', 'NDIS', 'DVA', 'WorkersComp', 'Partnership'];

const endOf = (s: GuaranteeSession) => s.endedAt ?? s.endsAt;
const claimByOf = (s: GuaranteeSession) => DateTime.fromJSDate(endOf(s)).plus({ days: CLAIM_WINDOW_DAYS }).toJSDate();

/** Per psychologist, the earliest session that was not cancelled: the client's first session with them. */
export function firstSessions(sessions: readonly GuaranteeSession[]): GuaranteeSession[] {
  const first = new Map<string, GuaranteeSession>();
  for (const s of sessions) {
    if (s.sessionStatus === 'Cancelled') continue;
    const known = first.get(s.psychologistId);
    if (!known || s.startsAt < known.startsAt) first.set(s.psychologistId, s);
  }
  return [...first.values()];
}

/** A first session the guarantee covers: it took place, the client attended, and the client paid. */
export function isCovered(s: GuaranteeSession): boolean {
  return s.sessionStatus === 'Completed' && s.outcome !== 'ClientDidNotAttend' && !THIRD_PARTY_ROUTES.includes(s.sessionType);
}

/**
 * When the guarantee was used: a first session with another psychologist booked within the
 * window of a covered first session (the free session it promises). Newest first.
 */
export function guaranteeUses(sessions: readonly GuaranteeSession[]): Date[] {
  const firsts = firstSessions(sessions);
  const covered = firsts.filter(isCovered);
  return firsts
    .filter((next) => covered.some((tried) => tried.psychologistId !== next.psychologistId && next.createdAt >= endOf(tried) && next.createdAt <= claimByOf(tried)))
    .map((next) => next.createdAt)
    .sort((a, b) => b.getTime() - a.getTime());
}

/** The client's standing with the matching guarantee at `now`, from their sessions. */
export function bestMatchGuarantee(sessions: readonly GuaranteeSession[], now: Date): BestMatchGuarantee {
  const lastUse = guaranteeUses(sessions).find((used) => used <= now);
  if (lastUse) {
    const availableAgainFrom = DateTime.fromJSDate(lastUse).plus({ months: USES_PER_MONTHS }).toJSDate();
    if (now < availableAgainFrom) return { eligible: false, status: 'UsedRecently', availableAgainFrom: availableAgainFrom.toISOString() };
  }
  const latest = firstSessions(sessions)
    .filter((s) => isCovered(s) && endOf(s) <= now)
    .sort((a, b) => endOf(b).getTime() - endOf(a).getTime())[0];
  if (!latest) return { eligible: false, status: 'NoFirstSession' };
  const claimBy = claimByOf(latest);
  const open = now <= claimBy;
  return { eligible: open, status: open ? 'Available' : 'WindowClosed', sessionId: latest._id, psychologistId: latest.psychologistId, claimBy: claimBy.toISOString() };
}
