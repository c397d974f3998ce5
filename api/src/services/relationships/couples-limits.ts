import { tooManyRequests } from '../../http/problem';
import { takeRollingSlot } from '../../http/rate-limit/rolling-limiter';
import type { SlotLimit } from '../../http/rate-limit/slot-limiter';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Couples invitations reach people by email and the partner search looks addresses up: both are
 * limited so neither can be used to mail strangers or sweep addresses (docs/security.md).
 */
export const COUPLES_LIMITS = {
  /** Invitations one client sends in any 24 hours. */
  invitationsPerClient: { scope: 'couples-invite', limit: 10, windowMs: DAY },
  /** Invitations one address receives in any 24 hours, from anyone. */
  invitationsPerAddress: { scope: 'couples-invite-address', limit: 3, windowMs: DAY },
  /** Partner searches one client makes in any hour. */
  searchesPerClient: { scope: 'couples-search', limit: 20, windowMs: HOUR },
} satisfies Record<string, SlotLimit>;

export const TOO_MANY_INVITATIONS = 'You have sent several invitations today. Please try again tomorrow.';
export const TOO_MANY_TO_ADDRESS = 'This address has been sent several invitations today. Please try again tomorrow.';
export const TOO_MANY_SEARCHES = 'Too many searches. Please wait a while and try again.';

export async function takeCouplesSlot(limit: SlotLimit, key: string, message: string, now = new Date()): Promise<void> {
  const decision = await takeRollingSlot(limit, key, now);
  if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterSeconds);
}
