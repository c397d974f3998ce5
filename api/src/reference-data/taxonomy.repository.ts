import type { FilterQuery } from 'mongoose';
import { TaxonomyItemModel, type TaxonomyItemRecord } from './taxonomy.model';

/** Filters on fields of the stored DTO, e.g. `{ countryId: 'AUS' }` → `value.countryId`. */
type ValueFilter = Record<string, unknown>;

function toQuery(kind: string, filter: ValueFilter = {}): FilterQuery<TaxonomyItemRecord> {
  const query: Record<string, unknown> = { kind };
  for (const [field, condition] of Object.entries(filter)) query[`value.${field}`] = condition;
  return query;
}

export async function listTaxonomy<T>(kind: string, filter?: ValueFilter): Promise<T[]> {
  const items = await TaxonomyItemModel.find(toQuery(kind, filter)).sort({ sortOrder: 1, key: 1 }).lean();
  return items.map((item) => item.value as T);
}

export async function findTaxonomyItem<T>(kind: string, filter: ValueFilter): Promise<T | undefined> {
  const item = await TaxonomyItemModel.findOne(toQuery(kind, filter)).lean();
  return item ? (item.value as T) : undefined;
}

/**
 * Makes the stored items of a kind equal to `items` (in this order). Reference data is written
 * before the API serves (the seed runs first), so replacing the whole kind is safe; one
 * insertMany is ~25× faster on FerretDB than an upsert per item.
 */
export async function replaceTaxonomy<T extends object>(kind: string, items: readonly T[], keyOf: (item: T) => string | number) {
  const keys = items.map((item) => String(keyOf(item)));
  if (new Set(keys).size !== keys.length) throw new Error(`Duplicate keys in taxonomy ${kind}`);
  await TaxonomyItemModel.deleteMany({ kind });
  if (items.length) {
    await TaxonomyItemModel.insertMany(
      items.map((item, index) => ({ kind, key: keys[index], sortOrder: index, value: { ...item } })),
      { ordered: true },
    );
  }
}
