/** Today's date in Australia (Sydney), YYYY-MM-DD: the default date of a referral written now. */
export const australianToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
