import { namedCache } from '../lib/cache/fleet-cache';
import { createReferenceCache, matchesFilter, referenceDataTtlMs, type CachedKind } from './reference-cache';
import { TaxonomyItemModel } from './taxonomy.model';

/** Filters on fields of the stored DTO, e.g. `{ countryId: 'AUS' }`, answered from memory. */
type ValueFilter = Record<string, unknown>;

async function loadKind(kind: string): Promise<unknown[]> {
  const items = await TaxonomyItemModel.find({ kind }).sort({ sortOrder: 1, key: 1 }).lean();
  return items.map((item) => item.value);
}

const ttlMs = referenceDataTtlMs();
const fleet = namedCache('taxonomies', (kind) => taxonomyCache.invalidate(kind));

/** One per API process; see reference-cache.ts. `invalidate` here forgets in this process only. */
export const taxonomyCache = createReferenceCache({ load: loadKind, ttlMs: () => fleet.ttlMs(ttlMs), onRead: (outcome) => fleet[outcome]() });

/** A whole kind with its pre-serialised JSON and ETag (for endpoints that send it as is). */
export function cachedTaxonomy<T>(kind: string): Promise<CachedKind<T>> {
  return taxonomyCache.get<T>(kind);
}

export async function listTaxonomy<T>(kind: string, filter?: ValueFilter): Promise<T[]> {
  const { items } = await taxonomyCache.get<T>(kind);
  if (!filter || !Object.keys(filter).length) return [...items];
  return items.filter((item) => matchesFilter(item as Record<string, unknown>, filter));
}

/** The cached items themselves (no copy): the same array until the kind is reloaded, so callers may memoise on it. */
export async function cachedTaxonomyItems<T>(kind: string): Promise<readonly T[]> {
  return (await taxonomyCache.get<T>(kind)).items;
}

export async function findTaxonomyItem<T>(kind: string, filter: ValueFilter): Promise<T | undefined> {
  const { items } = await taxonomyCache.get<T>(kind);
  return items.find((item) => matchesFilter(item as Record<string, unknown>, filter));
}

/**
 * Makes the stored items of a kind equal to `items` (in this order). Reference data is written
 * before the API serves (the seed runs first), so replacing the whole kind is safe; one
 * insertMany is ~25× faster on FerretDB than an upsert per item. Every API process's cache of
 * the kind is dropped (lib/cache).
 */
export async function replaceTaxonomy<T extends object>(kind: string, items: readonly T[], keyOf: (item: T) => string | number) {
  const keys = items.map((item) => String(keyOf(item)));
  if (new Set(keys).size !== keys.length) throw new Error(`Duplicate keys in taxonomy ${kind}`);
  try {
    await TaxonomyItemModel.deleteMany({ kind });
    if (items.length) {
      await TaxonomyItemModel.insertMany(
        items.map((item, index) => ({ kind, key: keys[index], sortOrder: index, value: { ...item } })),
        { ordered: true },
      );
    }
  } finally {
    fleet.forget(kind);
  }
}
