/**
 * When a participant may be in a session's video room, in one place.
 *
 * - The room opens JOIN_OPENS_MINUTES_BEFORE_START before the start, so both people can check
 *   their camera and microphone and be ready on time.
 * - It stays open JOIN_CLOSES_MINUTES_AFTER_END after the booked end, so a session that started
 *   late or dropped can be finished and rejoined.
 * - A cancelled or ended session has no room. Video tokens expire when the window closes.
 *
 * Pure: every caller passes `now`, so the rules are tested with a pinned clock.
 */
export const JOIN_OPENS_MINUTES_BEFORE_START = 15;
export const JOIN_CLOSES_MINUTES_AFTER_END = 30;

const MINUTE_MS = 60_000;

export interface JoinWindowInput {
  startsAt: Date;
  endsAt: Date;
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled';
  endedAt?: Date | null;
}

/** early: come back at opensAt; open: join now; closed: the window has passed; cancelled; ended: the psychologist ended it. */
export type JoinState = 'early' | 'open' | 'closed' | 'cancelled' | 'ended';

export interface JoinWindow {
  opensAt: Date;
  closesAt: Date;
}

export function joinWindowOf({ startsAt, endsAt }: Pick<JoinWindowInput, 'startsAt' | 'endsAt'>): JoinWindow {
  return {
    opensAt: new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE_START * MINUTE_MS),
    closesAt: new Date(endsAt.getTime() + JOIN_CLOSES_MINUTES_AFTER_END * MINUTE_MS),
  };
}

export function joinStateOf(session: JoinWindowInput, now: Date): JoinState {
  if (session.sessionStatus === 'Cancelled') return 'cancelled';
  if (session.sessionStatus === 'Completed' || session.endedAt) return 'ended';
  const { opensAt, closesAt } = joinWindowOf(session);
  if (now.getTime() < opensAt.getTime()) return 'early';
  if (now.getTime() >= closesAt.getTime()) return 'closed';
  return 'open';
}

/** Whole seconds until the booked end (negative once past): the room's "time remaining". */
export function secondsRemaining(session: Pick<JoinWindowInput, 'endsAt'>, now: Date): number {
  return Math.floor((session.endsAt.getTime() - now.getTime()) / 1000);
}
