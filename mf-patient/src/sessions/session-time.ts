import type { SessionDetails } from '@harbour/sdk/booking';

/** The video room's window (api sessions/calls/join-window.ts): 15 minutes before the start to 30 after the end. */
export const JOIN_OPENS_MINUTES_BEFORE_START = 15;
export const JOIN_CLOSES_MINUTES_AFTER_END = 30;
const MINUTE_MS = 60_000;

type Timed = Pick<SessionDetails, 'sessionStartDate' | 'sessionEndDate' | 'sessionStatus'>;

/** The client may enter the waiting room now. */
export function isJoinable(session: Timed, now = new Date()): boolean {
  if (session.sessionStatus !== 'Pending') return false;
  const opens = new Date(session.sessionStartDate).getTime() - JOIN_OPENS_MINUTES_BEFORE_START * MINUTE_MS;
  const closes = new Date(session.sessionEndDate).getTime() + JOIN_CLOSES_MINUTES_AFTER_END * MINUTE_MS;
  return now.getTime() >= opens && now.getTime() <= closes;
}

/** Still to come (or under way): booked, and not yet over. */
export const isUpcoming = (session: Timed, now = new Date()) => session.sessionStatus === 'Pending' && new Date(session.sessionEndDate).getTime() > now.getTime();

/** Soonest first. */
export function upcomingSessions<T extends Timed>(sessions: readonly T[], now = new Date()): T[] {
  return sessions.filter((s) => isUpcoming(s, now)).sort((a, b) => new Date(a.sessionStartDate).getTime() - new Date(b.sessionStartDate).getTime());
}

/** Newest first: everything that took place, was cancelled or is over. */
export function pastSessions<T extends Timed>(sessions: readonly T[], now = new Date()): T[] {
  return sessions.filter((s) => !isUpcoming(s, now)).sort((a, b) => new Date(b.sessionStartDate).getTime() - new Date(a.sessionStartDate).getTime());
}

export const STATUS_LABEL: Record<SessionDetails['sessionStatus'], string> = { Pending: 'Booked', Completed: 'Completed', Cancelled: 'Cancelled' };

export const PAYMENT_LABEL: Record<SessionDetails['paymentStatus'], string> = {
  NotDue: 'Charged after the session',
  Pending: 'Payment being processed',
  Paid: 'Paid',
  Failed: 'Payment failed',
  NotRequired: 'Nothing to pay',
};

export const psychologistName = (session: Pick<SessionDetails, 'psychologist'>) =>
  [session.psychologist.firstName, session.psychologist.lastName].filter(Boolean).join(' ') || 'your psychologist';
