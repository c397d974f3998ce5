import { invalidField } from '../../../http/validation';

/** How far ahead a psychologist may book a patient themselves: past a year it is a typo. */
export const PRACTICE_BOOKING_MAX_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

/**
 * The practice path's rule for a time the psychologist chose themselves ("Book for a patient"):
 * any time from now on, today included, inside or outside their weekly hours. Their minimum
 * notice, hours, time off and offered lengths are rules for clients booking them; the only limit
 * left is other sessions, which the slot-lock inserts decide. 422 naming `sessionStartDate`.
 */
export function checkPractitionerChosenTime(startsAt: Date, now: Date): void {
  if (Number.isNaN(startsAt.getTime())) throw invalidField('sessionStartDate', 'Must be an ISO 8601 date and time.');
  if (startsAt.getTime() <= now.getTime()) throw invalidField('sessionStartDate', 'Choose a time in the future.');
  if (startsAt.getTime() > now.getTime() + PRACTICE_BOOKING_MAX_DAYS_AHEAD * DAY_MS) {
    throw invalidField('sessionStartDate', `Choose a time within the next ${PRACTICE_BOOKING_MAX_DAYS_AHEAD} days.`);
  }
}
