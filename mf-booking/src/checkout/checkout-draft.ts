import { useCallback, useState } from 'react';

/**
 * What the client typed on /book/finalise, kept in this tab's memory for the booking in progress:
 * a hold that runs out, a move between parts, or choosing another time after the first was taken
 * loses nothing. Never written to storage (health and funding details); gone on reload or once
 * booked.
 */
const drafts = new Map<string, unknown>();

export const checkoutDraft = {
  get<T>(key: string, fallback: T): T {
    return drafts.has(key) ? (drafts.get(key) as T) : fallback;
  },
  set<T>(key: string, value: T): void {
    drafts.set(key, value);
  },
  clear(): void {
    drafts.clear();
  },
};

/** useState kept in the draft under `key`. */
export function useDraft<T>(key: string, initial: T): [T, (next: T | ((current: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => checkoutDraft.get(key, initial));
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        checkoutDraft.set(key, resolved);
        return resolved;
      }),
    [key],
  );
  return [value, set];
}
