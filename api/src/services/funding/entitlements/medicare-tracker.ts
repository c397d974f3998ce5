import { calendarDateIn } from '../../../lib/australian-date';
import { MEDICARE_SESSIONS_PER_YEAR, type EntitlementFacts } from './entitlement-facts';
import { currentReferralOn, medicareSessionsInYear, referralUsage } from './entitlements';

export type EntitlementStatus = 'NoReferral' | 'Available' | 'LastOnReferral' | 'NeedsNewReferral' | 'YearlyLimitReached';

/** The client's Better Access tracker, as of today in their zone. */
export interface MedicareTracker {
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

/** Whether the next session (a session today) gets a rebate: exactly when the quote says so. */
export const nextSessionRebated = (status: EntitlementStatus) => status === 'Available' || status === 'LastOnReferral';

/**
 * Rebated sessions this calendar year (of 10) and on the current referral (of its approved
 * sessions, a GP review's additions included), and what comes next — above all the warning that a
 * session after the last on a referral gets no rebate without a new GP referral (the spec's
 * "7th-session GP referral"). Counts with the same rules as the quote (`entitlements.ts`).
 */
export function medicareTracker(facts: EntitlementFacts, now: Date): MedicareTracker {
  const today = calendarDateIn(now, facts.clientTimeZone);
  const year = today.slice(0, 4);
  const usedThisYear = medicareSessionsInYear(facts.sessions, year);
  const remainingThisYear = Math.max(0, MEDICARE_SESSIONS_PER_YEAR - usedThisYear);
  const base = { calendarYear: Number(year), sessionsPerYear: MEDICARE_SESSIONS_PER_YEAR, usedThisYear, remainingThisYear };

  const referral = currentReferralOn(facts.medicareReferrals, today);
  if (!referral) {
    return {
      ...base,
      status: 'NoReferral',
      message: 'You have no current GP referral or mental health care plan. Add one to claim Medicare rebates for your sessions.',
    };
  }
  const usage = referralUsage(facts, referral);
  const onReferral = {
    medicareReferralId: referral.medicareReferralId,
    sessionsApproved: usage.sessionsApproved,
    used: usage.sessionsUsed,
    remaining: usage.sessionsLeft,
  };
  if (remainingThisYear === 0) {
    return {
      ...base,
      onReferral,
      status: 'YearlyLimitReached',
      message: `You have used all ${MEDICARE_SESSIONS_PER_YEAR} Medicare-rebated sessions for ${year}. Sessions before 1 January get no Medicare rebate.`,
    };
  }
  if (onReferral.remaining === 0) {
    return {
      ...base,
      onReferral,
      status: 'NeedsNewReferral',
      message: `You have used all ${onReferral.sessionsApproved} sessions on your current referral. Your next session (session ${onReferral.used + 1}) gets no Medicare rebate unless your GP gives you a new referral first — ask your GP for a 7th-session referral, then upload it and add its details here.`,
    };
  }
  if (onReferral.remaining === 1) {
    return {
      ...base,
      onReferral,
      status: 'LastOnReferral',
      message: `Your next session is the last of ${onReferral.sessionsApproved} on this referral. To keep your rebate after it, ask your GP for a new referral (the 7th-session GP referral) before the session after that.`,
    };
  }
  return {
    ...base,
    onReferral,
    status: 'Available',
    message: `${onReferral.remaining} rebated sessions left on your referral, ${remainingThisYear} left this year.`,
  };
}
