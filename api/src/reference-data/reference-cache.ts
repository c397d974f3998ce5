import { createHash } from 'node:crypto';

/**
 * Reference data (taxonomies, referrers, rates tables…) changes only through the seed or an
 * administrator, yet every page reads it. Each kind is read from the database once, kept here
 * with its JSON already serialised and an ETag, and read again after a short expiry or at once
 * when it is replaced (`invalidate`, which the owner calls on every API process: lib/cache).
 */
export interface CachedKind<T = unknown> {
  items: readonly T[];
  /** `items` serialised once, sent as is. */
  json: string;
  /** Strong ETag of `json`. */
  etag: string;
  loadedAt: number;
}

export interface ReferenceCacheOptions {
  load: (kind: string) => Promise<unknown[]>;
  /** Asked at each read: it may be shortened while changes do not reach every process. */
  ttlMs: number | (() => number);
  now?: () => number;
  /** Told whether each read was answered from memory (for the hit-rate metric). */
  onRead?: (outcome: 'hit' | 'miss') => void;
}

export interface ReferenceCache {
  get<T>(kind: string): Promise<CachedKind<T>>;
  /** Forgets one kind, or every kind. A read already under way is not stored. */
  invalidate(kind?: string): void;
}

export function toCachedKind<T>(items: readonly T[], loadedAt: number): CachedKind<T> {
  const json = JSON.stringify(items);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { items, json, etag, loadedAt };
}

export function createReferenceCache({ load, ttlMs, now = Date.now, onRead }: ReferenceCacheOptions): ReferenceCache {
  const ttl = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  const entries = new Map<string, { generation: number; value?: CachedKind; pending?: Promise<CachedKind> }>();
  let generation = 0;

  return {
    get<T>(kind: string): Promise<CachedKind<T>> {
      const entry = entries.get(kind);
      if (entry?.value && now() - entry.value.loadedAt < ttl()) {
        onRead?.('hit');
        return Promise.resolve(entry.value as CachedKind<T>);
      }
      // Concurrent misses share one database read.
      if (entry?.pending) {
        onRead?.('hit');
        return entry.pending as Promise<CachedKind<T>>;
      }
      onRead?.('miss');
      const started = generation;
      const pending = load(kind).then(
        (items) => {
          const value = toCachedKind(items, now());
          const current = entries.get(kind);
          if (generation === started && current?.pending === pending) entries.set(kind, { generation: started, value });
          return value;
        },
        (error) => {
          if (entries.get(kind)?.pending === pending) entries.delete(kind);
          throw error;
        },
      );
      entries.set(kind, { generation: started, value: entry?.value, pending });
      return pending as Promise<CachedKind<T>>;
    },
    invalidate(kind?: string) {
      generation += 1;
      if (kind === undefined) entries.clear();
      else entries.delete(kind);
    },
  };
}

/** REFERENCE_DATA_TTL_SECONDS (default 60; 0 reads the database every time). */
export function referenceDataTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.REFERENCE_DATA_TTL_SECONDS;
  if (raw === undefined || raw === '') return 60_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`REFERENCE_DATA_TTL_SECONDS must be a number of seconds ≥ 0, not '${raw}'`);
  return seconds * 1000;
}

type Condition = unknown;

/**
 * The few query shapes reference lookups use, answered from cached items: equality, `$in`, and
 * `$regex` with `$options: 'i'`. Anything else is a programming error, so it throws.
 */
export function matchesFilter(item: Record<string, unknown>, filter: Record<string, Condition>): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const value = item[field] ?? null;
    if (condition === null || typeof condition !== 'object' || condition instanceof Date) return value === (condition ?? null);
    const ops = condition as Record<string, unknown>;
    const keys = Object.keys(ops);
    if (keys.length === 1 && Array.isArray(ops.$in)) return ops.$in.some((candidate) => (candidate ?? null) === value);
    if ('$regex' in ops && keys.every((k) => k === '$regex' || k === '$options')) {
      return typeof value === 'string' && new RegExp(String(ops.$regex), String(ops.$options ?? '')).test(value);
    }
    throw new Error(`Unsupported reference-data filter on '${field}': ${JSON.stringify(condition)}`);
  });
}
