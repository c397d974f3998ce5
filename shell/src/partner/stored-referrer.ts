/** Spec §3 "Stored referrer": `rf` in localStorage = { value: referrer id, expiry: epoch ms }. */
export const STORED_REFERRER_KEY = 'rf';
/** Spec §9: default storage time 7 days. */
export const DEFAULT_REFERRER_TTL_MS = 604_800_000;

export interface StoredReferrer {
  value: string;
  expiry: number;
}

export function storeReferrer(referrerId: string, ttlMs: number | undefined, now = Date.now(), storage: Storage = window.localStorage) {
  const record: StoredReferrer = { value: referrerId, expiry: now + (ttlMs ?? DEFAULT_REFERRER_TTL_MS) };
  try {
    storage.setItem(STORED_REFERRER_KEY, JSON.stringify(record));
  } catch {
    // storage full or disabled: the referrer simply is not remembered
  }
  return record;
}

/** Spec §5: a stored referrer is used only if its expiry is not in the past. */
export function readStoredReferrer(now = Date.now(), storage: Storage = window.localStorage): StoredReferrer | undefined {
  try {
    const raw = storage.getItem(STORED_REFERRER_KEY);
    if (!raw) return undefined;
    const record = JSON.parse(raw) as Partial<StoredReferrer>;
    if (typeof record.value !== 'string' || typeof record.expiry !== 'number') return undefined;
    return record.expiry >= now ? { value: record.value, expiry: record.expiry } : undefined;
  } catch {
    return undefined;
  }
}
