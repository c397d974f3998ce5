/**
 * How long a cache may keep an answer while forgets do not reach the other API processes (Redis
 * configured but not answering): short, so a write elsewhere shows within seconds without Redis.
 */
export const FALLBACK_TTL_MS = 5_000;

/** A cache's own time to live, or the fallback when shorter and forgets are not getting through. */
export function effectiveTtlMs(ownTtlMs: number, forgetsReachEveryProcess: boolean): number {
  return forgetsReachEveryProcess ? ownTtlMs : Math.min(ownTtlMs, FALLBACK_TTL_MS);
}
