import { useState } from 'react';

/** The shell keeps the visitor's referrer under `rf` as JSON { value: referrerId, expiry: epoch ms }. */
const STORAGE_KEY = 'rf';

/** The stored referrer id, only while its expiry is not in the past (spec §5). Read, never written. */
export function readStoredReferrerId(now = Date.now()): string | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { value?: unknown; expiry?: unknown };
    if (typeof stored.value !== 'string' || !stored.value) return undefined;
    if (typeof stored.expiry !== 'number' || stored.expiry < now) return undefined;
    return stored.value;
  } catch {
    // Storage switched off or a malformed record: no referrer.
    return undefined;
  }
}

/** The stored referrer id as the page first saw it (stable across re-renders). */
export function useStoredReferrerId(): string | undefined {
  const [referrerId] = useState(readStoredReferrerId);
  return referrerId;
}
