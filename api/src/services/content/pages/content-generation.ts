import { randomUUID } from 'node:crypto';
import { Schema, model } from 'mongoose';

/**
 * When the console last changed what the public sees (a publish, an unpublish, a redirect). The
 * portal process caches its content lookups and compares this before trusting a cached answer,
 * so a change is served on the next page load, not after the cache's 30 s.
 */
interface ContentGenerationRecord {
  _id: string;
  /** A new random value on every change: two changes in one millisecond still differ. */
  generation: string;
  changedAt: Date;
}

const ContentGenerationModel = model<ContentGenerationRecord>(
  'ContentGeneration',
  new Schema<ContentGenerationRecord>({ _id: { type: String, required: true }, generation: { type: String, required: true }, changedAt: { type: Date, required: true } }, { collection: 'content_generation', versionKey: false }),
);

const SITE = 'site';

export interface ContentGeneration {
  /** Changes whenever the console changes a public page or redirect; opaque. */
  generation: string;
}

export async function contentGeneration(): Promise<ContentGeneration> {
  const record = await ContentGenerationModel.findById(SITE).lean<ContentGenerationRecord>();
  return { generation: record?.generation ?? 'seeded' };
}

export async function bumpContentGeneration(at = new Date()): Promise<void> {
  await ContentGenerationModel.updateOne({ _id: SITE }, { $set: { generation: randomUUID(), changedAt: at } }, { upsert: true });
}
