import { calendarDateIn } from '../../../payments/pricing/australian-date';
import type { SessionRecord } from '../../../sessions/records/session.model';

/** Better Access (domain.md): rebated individual sessions per calendar year, and per referral course. */
export const SESSIONS_PER_YEAR = 10;
export const SESSIONS_PER_REFERRAL = 6;
/** Calendar years are counted in this zone, as pricing counts them (`pricing/estimate.ts`). */
export const ENTITLEMENT_TIME_ZONE = 'Australia/Sydney';

export type EntitlementStatus = 'NoReferral' | 'Available' | 'LastOnReferral' | 'NeedsNewReferral' | 'YearlyLimitReached';

export type CountedSession = Pick<SessionRecord, '_id' | 'startsAt' | 'sessionStatus' | 'sessionType' | 'medicareReferralId'> & {
  quote?: { rebateCents?: number };
};

export interface ReferralForCount {
  medicareReferralId: string;
  sessionsApproved?: number;
}

export interface EntitlementCount {
  calendarYear: number;
  sessionsPerYear: number;
  usedThisYear: number;
  remainingThisYear: number;
  /** Present with a current referral. */
  onReferral?: {
    medicareReferralId: string;
    sessionsApproved: number;
    used: number;
    remaining: number;
  };
  status: EntitlementStatus;
  /** What the client should know, in plain words. */
  message: string;
}

/** A session that uses a Better Access entitlement: booked or completed (not cancelled) and rebated under Medicare. */
export function usesMedicareEntitlement(s: CountedSession): boolean {
  if (s.sessionStatus === 'Cancelled') return false;
  if (s.medicareReferralId) return true;
  return (s.sessionType === 'Medicare' || s.sessionType === 'BulkBilled') && (s.quote?.rebateCents ?? 0) > 0;
}

/**
 * Counts the client's rebated sessions this calendar year (of 10) and on the current referral (of
 * its approved sessions, 6 by default), and says what comes next — above all the warning that a
 * session after the last on a referral gets no rebate without a new GP referral (the spec's
 * "7th-session GP referral"). Pure: the caller reads the sessions and the referral.
 */
export function countEntitlements(
  sessions: CountedSession[],
  referral: ReferralForCount | undefined,
  now: Date,
  timeZone = ENTITLEMENT_TIME_ZONE,
): EntitlementCount {
  const year = calendarDateIn(now, timeZone).slice(0, 4);
  const counted = sessions.filter(usesMedicareEntitlement);
  const usedThisYear = counted.filter((s) => calendarDateIn(s.startsAt, timeZone).slice(0, 4) === year).length;
  const remainingThisYear = Math.max(0, SESSIONS_PER_YEAR - usedThisYear);
  const base = {
    calendarYear: Number(year),
    sessionsPerYear: SESSIONS_PER_YEAR,
    usedThisYear,
    remainingThisYear,
  };

  if (!referral) {
    return {
      ...base,
      status: 'NoReferral',
      message: 'You have no current GP referral or mental health care plan. Add one to claim Medicare rebates for your sessions.',
    };
  }
  const approved = referral.sessionsApproved ?? SESSIONS_PER_REFERRAL;
  const used = counted.filter((s) => s.medicareReferralId === referral.medicareReferralId).length;
  const remaining = Math.max(0, approved - used);
  const onReferral = {
    medicareReferralId: referral.medicareReferralId,
    sessionsApproved: approved,
    used,
    remaining,
  };

  if (remainingThisYear === 0) {
    return {
      ...base,
      onReferral,
      status: 'YearlyLimitReached',
      message: `You have used all ${SESSIONS_PER_YEAR} Medicare-rebated sessions for ${year}. Sessions before 1 January get no Medicare rebate.`,
    };
  }
  if (remaining === 0) {
    return {
      ...base,
      onReferral,
      status: 'NeedsNewReferral',
      message: `You have used all ${approved} sessions on your current referral. Your next session (session ${used + 1}) gets no Medicare rebate unless your GP gives you a new referral first — ask your GP for a 7th-session referral, then upload it and add its details here.`,
    };
  }
  if (remaining === 1) {
    return {
      ...base,
      onReferral,
      status: 'LastOnReferral',
      message: `Your next session is the last of ${approved} on this referral. To keep your rebate after it, ask your GP for a new referral (the 7th-session GP referral) before the session after that.`,
    };
  }
  return {
    ...base,
    onReferral,
    status: 'Available',
    message: `${remaining} rebated sessions left on your referral, ${remainingThisYear} left this year.`,
  };
}
