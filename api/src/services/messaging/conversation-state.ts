import { isDuplicateKey } from '../../lib/duplicate-key';
import { afterBucket, bucketOf } from './domain/sequence';
import { MessageHeadModel, MessageModel, type MessageRecord } from './records/message.model';
import { ParticipantMarkModel, type MarkKind } from './records/participant-mark.model';
import { rememberedHead } from './newest-pages';

/** This process's latest known seq per conversation: a starting point only (like message_heads). */
const headHints = new Map<string, number>();
const HINT_LIMIT = 50_000;

export function rememberHead(conversationId: string, seq: number): void {
  if ((headHints.get(conversationId) ?? -1) >= seq) return;
  if (headHints.size >= HINT_LIMIT) headHints.delete(headHints.keys().next().value!);
  headHints.set(conversationId, seq);
}

/** The newest seq this process knows exists in the conversation, if any. */
export function knownHead(conversationId: string): number | undefined {
  return headHints.get(conversationId);
}

export interface Head {
  /** The newest message's seq; -1 when there is none. */
  lastSeq: number;
  /** Every message of the newest non-empty bucket, oldest first. */
  newestBucket: MessageRecord[];
}

const bySeq = (a: MessageRecord, b: MessageRecord) => a.seq - b.seq;

export async function readBucket(conversationId: string, bucket: number): Promise<MessageRecord[]> {
  // Equality on both fields (pushed down), then at most 100 documents sorted here.
  const docs = await MessageModel.find({ conversationId, bucket }).lean<MessageRecord[]>();
  return docs.sort(bySeq);
}

/**
 * The true end of the conversation, read from the messages themselves: start at the hint's bucket
 * and walk forward through full buckets. Hints only ever name a seq that exists, so they can lag
 * but never run ahead, and messages are never deleted.
 */
export async function readHead(conversationId: string): Promise<Head> {
  let hint = headHints.get(conversationId);
  if (hint === undefined) hint = (await MessageHeadModel.findById(conversationId).lean())?.seq ?? 0;
  let bucket = bucketOf(hint);
  let previous: MessageRecord[] = [];
  for (;;) {
    const docs = await readBucket(conversationId, bucket);
    const step = afterBucket(bucket, docs.map((d) => d.seq));
    if (step.next === 'bucket') {
      previous = docs;
      bucket = step.bucket;
      continue;
    }
    const newestBucket = docs.length ? docs : previous;
    const lastSeq = step.seq - 1;
    if (lastSeq >= 0) rememberHead(conversationId, lastSeq);
    return { lastSeq, newestBucket };
  }
}

/** The end of the conversation for readers: readHead, from memory until the next message (newest-pages.ts). */
export function newestHead(conversationId: string): Promise<Head> {
  return rememberedHead(conversationId, () => readHead(conversationId));
}

/**
 * After an insert: move the shared hint forward, in the background (it is only a starting point;
 * a lost race or a failure leaves it behind, which costs a reader a query, never a message).
 */
export function advanceHeadHint(conversationId: string, seq: number): void {
  rememberHead(conversationId, seq);
  MessageHeadModel.updateOne({ _id: conversationId }, { $max: { seq } }, { upsert: true }).catch((err: unknown) => {
    if (!isDuplicateKey(err)) console.warn('message head hint not written', (err as Error).message);
  });
}

export type Marks = Record<string, Partial<Record<MarkKind, number>>>;

/** Each participant's highest read and displayed seq in the conversation. */
export async function readMarks(conversationId: string): Promise<Marks> {
  const marks = await ParticipantMarkModel.find({ conversationId }, { participantId: 1, kind: 1, seq: 1 }).lean();
  const result: Marks = {};
  for (const { participantId, kind, seq } of marks) {
    const own = (result[participantId] ??= {});
    own[kind] = Math.max(own[kind] ?? -1, seq);
  }
  return result;
}

/** Moves a participant's mark forward (never back): insert-once, then drop the lower ones. */
export async function addMark(conversationId: string, participantId: string, kind: MarkKind, seq: number): Promise<void> {
  try {
    await ParticipantMarkModel.create({ _id: `${conversationId}|${participantId}|${kind}|${seq}`, conversationId, participantId, kind, seq, markedAt: new Date() });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  await ParticipantMarkModel.deleteMany({ conversationId, participantId, kind, seq: { $lt: seq } });
}

/** How many buckets an unread count reads at most; beyond, every message counts as unread. */
const UNREAD_SCAN_BUCKETS = 10;

/** Messages after `readSeq` that someone else sent: read from the messages, so it cannot drift. */
export async function countUnread(conversationId: string, participantId: string, readSeq: number, head: Head): Promise<number> {
  if (head.lastSeq <= readSeq) return 0;
  const firstBucket = bucketOf(readSeq + 1);
  const lastBucket = bucketOf(head.lastSeq);
  let unread = 0;
  const scanFrom = Math.max(firstBucket, lastBucket - UNREAD_SCAN_BUCKETS + 1);
  if (scanFrom > firstBucket) unread += scanFrom * 100 - (readSeq + 1);
  for (let bucket = scanFrom; bucket <= lastBucket; bucket++) {
    const docs = bucket === lastBucket && head.newestBucket.length && bucketOf(head.newestBucket[0].seq) === bucket ? head.newestBucket : await readBucket(conversationId, bucket);
    unread += docs.filter((d) => d.seq > readSeq && d.seq <= head.lastSeq && d.sentByParticipantId !== participantId).length;
  }
  return unread;
}
