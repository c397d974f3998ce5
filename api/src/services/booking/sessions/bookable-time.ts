import { HttpProblem } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { busyFromSlotLocks } from '../../availability';
import { isBookable, type NotBookableReason } from '../../availability';
import { slotLocksOfPsychologist } from '../../availability';
import { cachedAvailabilityRules } from '../../availability';
import { RESERVATION_HOLD_MINUTES } from '../reservations/price-reservation.model';

export const NO_LONGER_AVAILABLE = 'That time is no longer available.';
export const noLongerAvailable = () => new HttpProblem(409, 'Conflict', `${NO_LONGER_AVAILABLE} Please choose another time.`);

export interface RequestedTime {
  psychologistId: string;
  startsAt: Date;
  durationMinutes: number;
  now: Date;
  /** Holds that are the caller's own (the reservation being booked, the session being moved). */
  ownHolderIds?: string[];
  /** A psychologist moving their own session is not held to their minimum notice. */
  ignoreMinimumNotice?: boolean;
  /**
   * When the caller's hold on this time began: the notice is counted from then (at most one
   * hold's length back), so a time held at the edge of the notice can still be booked while held.
   */
  heldSince?: Date;
}

/** Said apart from "no longer available": nobody took the time, the clock passed the notice. */
export const tooSoon = (minimumNoticeHours: number) =>
  new HttpProblem(409, 'Conflict', `That time is now less than ${minimumNoticeHours} hour${minimumNoticeHours === 1 ? '' : 's'} away, inside this psychologist’s minimum notice. Please choose another time.`);

const REFUSALS: Record<NotBookableReason, (minimumNoticeHours: number) => HttpProblem> = {
  'duration-not-offered': () => invalidField('sessionDurationTypeId', 'This psychologist does not offer sessions of this length.'),
  'beyond-horizon': () => invalidField('sessionStartDate', 'That time is beyond how far ahead this psychologist takes bookings.'),
  'too-soon': tooSoon,
  'outside-hours': noLongerAvailable,
  'time-off': noLongerAvailable,
  busy: noLongerAvailable,
};

/**
 * Is this a time the psychologist offers? Asked of the slot engine (`isBookable`) with their rules
 * and the busy time of everyone else's live locks. This read is advice to the caller only: who
 * gets a time is decided by the lock inserts that follow, never by this check.
 */
export async function checkRequestedTime({ psychologistId, startsAt, durationMinutes, now, ownHolderIds = [], ignoreMinimumNotice = false, heldSince }: RequestedTime): Promise<void> {
  if (Number.isNaN(startsAt.getTime())) throw invalidField('sessionStartDate', 'Must be an ISO 8601 date and time.');
  const [rules, locks] = await Promise.all([
    cachedAvailabilityRules(psychologistId),
    slotLocksOfPsychologist(psychologistId),
  ]);
  // No availability set: nothing of theirs is bookable.
  if (!rules) throw noLongerAvailable();
  const others = locks.filter((lock) => !ownHolderIds.includes(lock.holderId));
  const noticeFrom = heldSince ? new Date(Math.max(heldSince.getTime(), now.getTime() - RESERVATION_HOLD_MINUTES * 60_000)) : now;
  if (startsAt.getTime() <= now.getTime()) throw new HttpProblem(409, 'Conflict', 'That time has passed. Please choose another time.');
  const check = isBookable(ignoreMinimumNotice ? { ...rules, minimumNoticeHours: 0 } : rules, busyFromSlotLocks(others, now), startsAt, durationMinutes, noticeFrom);
  if (!check.bookable) throw REFUSALS[check.reason](rules.minimumNoticeHours);
}
