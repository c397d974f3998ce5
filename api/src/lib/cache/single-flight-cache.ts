/**
 * Values loaded from the database kept in this process, by key, for callers that must never see a
 * value older than the last forget of its key: a load that was running when its key was forgotten
 * is answered to whoever was waiting for it but not kept, and callers arriving after the forget
 * start a new load. Callers asking for the same key at once share one load. The least recently
 * used key goes first beyond `limit`; `ttlMs` is asked at each read (it shortens while forgets do
 * not reach the other API processes: fleet-cache's `ttlMs`).
 */
export interface SingleFlightCache<V> {
  /** The kept value, a running load of the key, or a new load. `outcome` says which (for the hit-rate metric). */
  get(key: string, load: () => Promise<V>, outcome?: (hit: boolean) => void): Promise<V>;
  /** Drops the key (or every key) and any running load of it, here. */
  forget(key?: string): void;
  readonly size: number;
}

export interface SingleFlightOptions {
  limit: number;
  ttlMs: () => number;
  now?: () => number;
}

export function singleFlightCache<V>({ limit, ttlMs, now = Date.now }: SingleFlightOptions): SingleFlightCache<V> {
  const kept = new Map<string, { value: V; storedAt: number }>();
  const loading = new Map<string, Promise<V>>();

  return {
    get(key, load, outcome) {
      const hit = kept.get(key);
      if (hit && now() - hit.storedAt < ttlMs()) {
        kept.delete(key); // most recently used goes last
        kept.set(key, hit);
        outcome?.(true);
        return Promise.resolve(hit.value);
      }
      if (hit) kept.delete(key);
      const running = loading.get(key);
      if (running) {
        outcome?.(true);
        return running;
      }
      outcome?.(false);
      const started = load().then(
        (value) => {
          // Only while still the key's load: a forget since means the value may be older than it.
          if (loading.get(key) === started) {
            loading.delete(key);
            if (kept.size >= limit) kept.delete(kept.keys().next().value!);
            kept.set(key, { value, storedAt: now() });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === started) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },
    forget(key) {
      if (key === undefined) {
        kept.clear();
        loading.clear();
      } else {
        kept.delete(key);
        loading.delete(key);
      }
    },
    get size() {
      return kept.size;
    },
  };
}
