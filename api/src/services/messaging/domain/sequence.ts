import { PAGE_SIZE } from '../records/message.model';

/** The page (bucket) a message's seq belongs to: 0–99 → 0, 100–199 → 1, … */
export const bucketOf = (seq: number): number => Math.floor(seq / PAGE_SIZE);

export const messageKey = (conversationId: string, seq: number): string => `${conversationId}:${seq}`;

/**
 * What to do after reading one bucket's seqs while looking for the end of the conversation:
 * the bucket is full (its last seq is taken) → look at the next one; otherwise the next free seq
 * is one past the highest here (or the bucket's first seq when it is empty).
 */
export function afterBucket(bucket: number, seqs: readonly number[]): { next: 'bucket'; bucket: number } | { next: 'seq'; seq: number } {
  if (seqs.length === 0) return { next: 'seq', seq: bucket * PAGE_SIZE };
  const highest = Math.max(...seqs);
  if (highest === bucket * PAGE_SIZE + PAGE_SIZE - 1) return { next: 'bucket', bucket: bucket + 1 };
  return { next: 'seq', seq: highest + 1 };
}
