import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { asParticipant } from './conversation-access';
import { serialiseAnswer, type SerialisedAnswer } from '../../http/serialised-answer';
import { newestHead, readBucket, type Head } from './conversation-state';
import { toMessage } from './conversation-summary';
import { bucketOf } from './domain/sequence';
import type { MessageLocation, MessagePage } from './messaging.types';
import { MessageModel } from './records/message.model';

// The newest page's bytes, made once per remembered head (newest-pages.ts) and gone with it: a
// page of 100 is ~40 kB of JSON to stringify, hash and gzip for every reader otherwise.
const newestAnswers = new WeakMap<Head, SerialisedAnswer>();

/**
 * GET /conversations/{id}/messages (spec §7): one page of up to 100 messages, oldest first within
 * it. Without `page`, the newest page; `page` counts from 0 (the oldest) to `lastPage`. The newest
 * page comes serialised (the same bytes for both participants until the next message).
 */
export async function messagePage(user: AuthenticatedUser, conversationId: string, page?: number): Promise<MessagePage | SerialisedAnswer> {
  const view = await asParticipant(user, conversationId);
  const head = await newestHead(view.conversation._id);
  const lastPage = head.lastSeq < 0 ? 0 : bucketOf(head.lastSeq);
  if (page !== undefined && page > lastPage) return { page, lastPage, messages: [] };
  const wanted = page ?? lastPage;
  if (wanted === lastPage && (head.newestBucket.length || head.lastSeq < 0)) {
    let answer = newestAnswers.get(head);
    if (!answer) newestAnswers.set(head, (answer = serialiseAnswer({ page: lastPage, lastPage, messages: head.newestBucket.map(toMessage) })));
    return answer;
  }
  return { page: wanted, lastPage, messages: (await readBucket(conversationId, wanted)).map(toMessage) };
}

export const isSerialised = (answer: MessagePage | SerialisedAnswer): answer is SerialisedAnswer => 'etag' in answer;

/** GET /messages/{messageId}: where a message is (for `?message=`), to its participants only. */
export async function locateMessage(user: AuthenticatedUser, messageId: string): Promise<MessageLocation> {
  const record = await MessageModel.findOne({ messageId }, { conversationId: 1, seq: 1 }).lean();
  if (!record) throw notFound('There is no such message.');
  await asParticipant(user, record.conversationId).catch(() => {
    throw notFound('There is no such message.');
  });
  return { messageId, conversationId: record.conversationId, seq: record.seq, page: bucketOf(record.seq) };
}
