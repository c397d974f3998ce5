import { Schema, model } from 'mongoose';

/**
 * Reference data lives in one collection, one document per item, keyed by kind and key. Items
 * are plain DTOs (the interfaces in each service's taxonomies/data folder) kept under `value`,
 * so adding a taxonomy needs no new model; a unique index keeps each item single.
 */
export interface TaxonomyItemRecord {
  kind: string;
  key: string;
  sortOrder: number;
  value: Record<string, unknown>;
}

const taxonomyItemSchema = new Schema<TaxonomyItemRecord>(
  {
    kind: { type: String, required: true },
    key: { type: String, required: true },
    sortOrder: { type: Number, required: true },
    value: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'taxonomies', versionKey: false, minimize: false },
);
taxonomyItemSchema.index({ kind: 1, key: 1 }, { unique: true });
taxonomyItemSchema.index({ kind: 1, sortOrder: 1 });

export const TaxonomyItemModel = model<TaxonomyItemRecord>('TaxonomyItem', taxonomyItemSchema);
