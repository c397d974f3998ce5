import { tooManyRequests } from '../../../http/problem';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import type { SlotLimit } from '../../../http/rate-limit/slot-limiter';

/** Enquiries one sender email address may send in any minute; the 6th is refused. */
export const ENQUIRIES_PER_EMAIL_PER_MINUTE = 5;
const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * ONE_MINUTE;

export const TOO_MANY_FROM_EMAIL = 'You have sent 5 messages in the last minute from this email address. Please wait a minute, then try again.';
export const TOO_MANY_FROM_ADDRESS = 'Too many messages have been sent from your network in the last hour. Please try again later, or call us.';

const perEmail: SlotLimit = { scope: 'enquiry-email', limit: ENQUIRIES_PER_EMAIL_PER_MINUTE, windowMs: ONE_MINUTE };

/**
 * Both limits, taken once the enquiry is valid (a rejected one costs nothing): per sender address
 * a rolling minute, per IP address a rolling hour (`ENQUIRIES_PER_IP`). Contact and partner
 * enquiries share them: the limit is about one sender, not one form.
 */
export async function takeEnquirySlots(email: string, ip: string, perIpPerHour: number, now = new Date()): Promise<void> {
  const byIp = await takeRollingSlot({ scope: 'enquiry-ip', limit: perIpPerHour, windowMs: ONE_HOUR }, ip, now);
  if (!byIp.allowed) throw tooManyRequests(TOO_MANY_FROM_ADDRESS, byIp.retryAfterSeconds);
  const byEmail = await takeRollingSlot(perEmail, email, now);
  if (!byEmail.allowed) throw tooManyRequests(TOO_MANY_FROM_EMAIL, byEmail.retryAfterSeconds);
}
