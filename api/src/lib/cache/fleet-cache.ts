import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { cacheRequests } from '../../metrics/cache-metrics';
import { localCacheBus, type CacheBus } from './cache-bus';
import { effectiveTtlMs, FALLBACK_TTL_MS } from './cache-ttl';
import type { ForgetMessage } from './forget-message';
import { createRedisCacheBus } from './redis-cache-bus';

/**
 * The API's in-process caches by name. Each keeps its own logic; what they share is forgetting:
 * `forget` drops the key (or everything) here at once and tells every other API process through
 * the cache bus (Redis pub/sub when REDIS_URL is set), which drop it on arrival.
 */
export interface NamedCache {
  readonly name: string;
  /** Forgets one key, or everything when none is given, in every API process. */
  forget(key?: string): void;
  /** The cache's time to live now: its own, or FALLBACK_TTL_MS while forgets do not reach the other processes. */
  ttlMs(ownTtlMs: number): number;
  hit(): void;
  miss(): void;
}

/** This process, as named in the forgets it sends. */
const origin = randomUUID();
const forgetters = new Map<string, (key?: string) => void>();
let bus: CacheBus = localCacheBus({ production: false });

/** `forgetHere` drops the key (or, without one, everything) from this process's memory only. */
export function namedCache(name: string, forgetHere: (key?: string) => void): NamedCache {
  if (forgetters.has(name)) throw new Error(`Two caches named '${name}'`);
  forgetters.set(name, forgetHere);
  const hits = cacheRequests.labels(name, 'hit');
  const misses = cacheRequests.labels(name, 'miss');
  hits.inc(0); // both series exist from the start: a rate over no hits is 0, not absent
  misses.inc(0);
  return {
    name,
    forget(key) {
      forgetHere(key);
      bus.publish(key === undefined ? { origin, cache: name } : { origin, cache: name, key });
    },
    ttlMs: (ownTtlMs) => effectiveTtlMs(ownTtlMs, bus.reachesEveryProcess()),
    hit: () => hits.inc(),
    miss: () => misses.inc(),
  };
}

/** A forget from another process (unknown caches are ignored: a newer process may have more). */
export function applyForget(message: ForgetMessage): void {
  forgetters.get(message.cache)?.(message.key);
}

/** Every cache forgets everything in this process (forgets may have been missed). */
export function forgetEveryCacheHere(): void {
  for (const forget of forgetters.values()) forget();
}

/** Started by the server entry: with REDIS_URL, forgets travel over Redis; without, they stay in this process. */
export function startCacheBus({ redisUrl, production }: { redisUrl?: string; production: boolean }, logger: Logger): CacheBus {
  bus = redisUrl ? createRedisCacheBus(redisUrl, origin, { forget: applyForget, resynchronise: forgetEveryCacheHere }, logger) : localCacheBus({ production });
  return bus;
}

export function cacheBusKind(): CacheBus['kind'] {
  return bus.kind;
}

/** What an administrator should know about cache forgetting (health detail). */
export function cacheWarnings(): string[] {
  if (bus.reachesEveryProcess()) return [];
  const seconds = FALLBACK_TTL_MS / 1000;
  return bus.kind === 'redis'
    ? [`Redis (REDIS_URL) does not answer: a change made through one API process reaches the others only as their caches expire (at most ${seconds} s) until it is back.`]
    : [`REDIS_URL is not set: a change made through one API process reaches any others only as their caches expire (at most ${seconds} s). Set REDIS_URL when running several.`];
}
