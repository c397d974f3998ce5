import pino from 'pino';
import { metricsRegistry } from '../../metrics/registry';
import { FALLBACK_TTL_MS } from './cache-ttl';
import { applyForget, cacheBusKind, cacheWarnings, forgetEveryCacheHere, namedCache, startCacheBus } from './fleet-cache';

// The named-cache registry in one process. Forgets between processes over a real Redis are
// proven by caches.process.int.test.ts; here Redis is "down" for real: nothing listens on the port.
const logger = pino({ level: 'silent' });

function recordingCache(name: string) {
  const forgotten: (string | undefined)[] = [];
  const cache = namedCache(name, (key) => forgotten.push(key));
  return { cache, forgotten };
}

async function requests(cache: string, outcome: 'hit' | 'miss'): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('harbour_cache_requests_total')!.get();
  return metric.values.find((v) => v.labels.cache === cache && v.labels.outcome === outcome)?.value ?? NaN;
}

describe('named caches', () => {
  afterEach(() => startCacheBus({ production: false }, logger));

  it('forget drops the key here at once; without a key, everything', () => {
    const { cache, forgotten } = recordingCache('here');
    cache.forget('psy-1');
    cache.forget();
    expect(forgotten).toEqual(['psy-1', undefined]);
  });

  it('a forget from another process reaches the cache it names and no other', () => {
    const a = recordingCache('remote-a');
    const b = recordingCache('remote-b');
    applyForget({ origin: 'another process', cache: 'remote-a', key: 'x' });
    applyForget({ origin: 'another process', cache: 'remote-a' });
    applyForget({ origin: 'a newer process', cache: 'a cache this process does not have' });
    expect(a.forgotten).toEqual(['x', undefined]);
    expect(b.forgotten).toEqual([]);
  });

  it('resynchronising drops everything in every cache', () => {
    const a = recordingCache('resync-a');
    const b = recordingCache('resync-b');
    forgetEveryCacheHere();
    expect(a.forgotten).toEqual([undefined]);
    expect(b.forgotten).toEqual([undefined]);
  });

  it('two caches of one name are a mistake', () => {
    recordingCache('twice');
    expect(() => recordingCache('twice')).toThrow(/Two caches named 'twice'/);
  });

  it('counts hits and misses per cache, both from 0', async () => {
    const { cache } = recordingCache('counted');
    expect([await requests('counted', 'hit'), await requests('counted', 'miss')]).toEqual([0, 0]);
    cache.hit();
    cache.hit();
    cache.miss();
    expect([await requests('counted', 'hit'), await requests('counted', 'miss')]).toEqual([2, 1]);
    expect(await metricsRegistry.metrics()).toContain('harbour_cache_requests_total{cache="counted",outcome="hit"} 2');
  });

  it('alone in development (no REDIS_URL): own TTLs, no warning', () => {
    const { cache } = recordingCache('dev');
    startCacheBus({ production: false }, logger);
    expect(cacheBusKind()).toBe('local');
    expect(cache.ttlMs(60_000)).toBe(60_000);
    expect(cacheWarnings()).toEqual([]);
  });

  it('in production without REDIS_URL: short TTLs, and the health detail says why', () => {
    const { cache } = recordingCache('production');
    startCacheBus({ production: true }, logger);
    expect(cache.ttlMs(60_000)).toBe(FALLBACK_TTL_MS);
    expect(cacheWarnings()).toEqual([expect.stringMatching(/^REDIS_URL is not set: .*at most 5 s/)]);
  });

  it('with REDIS_URL but no Redis answering: short TTLs, and the health detail says so', async () => {
    const { cache, forgotten } = recordingCache('redis-down');
    const bus = startCacheBus({ redisUrl: 'redis://127.0.0.1:1', production: false }, logger);
    try {
      expect(cacheBusKind()).toBe('redis');
      expect(cache.ttlMs(60_000)).toBe(FALLBACK_TTL_MS);
      expect(cacheWarnings()).toEqual([expect.stringMatching(/^Redis \(REDIS_URL\) does not answer: .*at most 5 s/)]);
      cache.forget('k'); // publishing fails quietly; this process still forgets
      expect(forgotten).toEqual(['k']);
    } finally {
      await bus.close();
    }
  });
});
