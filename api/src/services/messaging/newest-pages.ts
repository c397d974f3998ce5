import { namedCache } from '../../lib/cache/fleet-cache';
import { singleFlightCache } from '../../lib/cache/single-flight-cache';
import type { Head } from './conversation-state';

/**
 * The newest page of conversations being read, in this process: a page read through the API was
 * two bucket reads (the hint's bucket and the one after it), which FerretDB serves at about a
 * hundred a second on this machine, so fifty readers at once queued for seconds. Every stored
 * message forgets its conversation here and, through the cache bus, in every API process
 * (message.model.ts), and a read that was running when it was forgotten is not kept
 * (single-flight-cache), so a page is never older than the last send this process has heard of.
 */
const HEAD_TTL_MS = 10 * 60_000;
// Up to 100 messages each (about 40 kB of text for ordinary ones): the busiest thousand.
const LIMIT = 1_000;

const heads = singleFlightCache<Head>({ limit: LIMIT, ttlMs: () => fleet.ttlMs(HEAD_TTL_MS) });
const fleet = namedCache('message-heads', (conversationId) => heads.forget(conversationId));

/** The conversation's newest page and last seq, from memory when nothing was sent since it was read. */
export function rememberedHead(conversationId: string, read: () => Promise<Head>): Promise<Head> {
  return heads.get(conversationId, read, (hit) => (hit ? fleet.hit() : fleet.miss()));
}

/** A message was stored (or, without a conversation, messages changed some other way): read them again, in every process. */
export function forgetNewestPage(conversationId?: string): void {
  fleet.forget(conversationId);
}
