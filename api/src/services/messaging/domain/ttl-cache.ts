/** A small per-process memory of answers that may be a few seconds old (bounded in size). */
export function ttlCache<V>(ttlMs: number, limit = 10_000) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()): void {
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: now + ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
