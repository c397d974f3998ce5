import { calendarDateInZone } from '@harbour/ui';

/** Today's date in Australia (Sydney), YYYY-MM-DD: the default date of a referral written now. */
export const australianToday = (now = new Date()) => calendarDateInZone('Australia/Sydney', now);
