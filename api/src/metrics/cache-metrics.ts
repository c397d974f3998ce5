import { Counter } from 'prom-client';
import { metricsRegistry } from './registry';

/** Reads of the named in-process caches (lib/cache), by cache and outcome: hit rate = hit / (hit + miss). */
export const cacheRequests = new Counter({
  name: 'harbour_cache_requests_total',
  help: 'Reads of an in-process cache, answered from memory (hit) or from the database (miss).',
  labelNames: ['cache', 'outcome'] as const,
  registers: [metricsRegistry],
});
