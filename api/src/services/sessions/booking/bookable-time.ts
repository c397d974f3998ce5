import { HttpProblem } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { SLOT_BLOCK_MINUTES } from '../availability/slot-lock.model';
import type { BookingPolicy } from './booking-policy';

export const NO_LONGER_AVAILABLE = 'That time is no longer available.';
export const noLongerAvailable = () => new HttpProblem(409, 'Conflict', `${NO_LONGER_AVAILABLE} Please choose another time.`);

export interface RequestedTime {
  psychologistId: string;
  startsAt: Date;
  durationMinutes: number;
  policy: BookingPolicy;
  now: Date;
}

/**
 * Is this a time the psychologist offers? One pluggable call: the availability work's slot engine
 * (`isBookable`) replaces the body when it lands on main. Until then: on a 5-minute boundary,
 * after the minimum notice and within the booking horizon. Busy time is decided by the locks,
 * never by this read.
 */
export async function checkRequestedTime({ startsAt, policy, now }: RequestedTime): Promise<void> {
  if (Number.isNaN(startsAt.getTime())) throw invalidField('sessionStartDate', 'Must be an ISO 8601 date and time.');
  if (startsAt.getTime() % (SLOT_BLOCK_MINUTES * 60_000) !== 0) throw invalidField('sessionStartDate', `Must start on a ${SLOT_BLOCK_MINUTES}-minute boundary.`);
  if (startsAt.getTime() < now.getTime() + policy.minimumNoticeHours * 3_600_000) throw noLongerAvailable();
  if (startsAt.getTime() > now.getTime() + policy.horizonDays * 86_400_000) throw invalidField('sessionStartDate', `Must be within ${policy.horizonDays} days.`);
}
