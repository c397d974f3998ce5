import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { asParticipant } from './conversation-access';
import { newestHead, readBucket } from './conversation-state';
import { toMessage } from './conversation-summary';
import { bucketOf } from './domain/sequence';
import type { MessageLocation, MessagePage } from './messaging.types';
import { MessageModel } from './records/message.model';

/**
 * GET /conversations/{id}/messages (spec §7): one page of up to 100 messages, oldest first within
 * it. Without `page`, the newest page; `page` counts from 0 (the oldest) to `lastPage`.
 */
export async function messagePage(user: AuthenticatedUser, conversationId: string, page?: number): Promise<MessagePage> {
  const view = await asParticipant(user, conversationId);
  const head = await newestHead(view.conversation._id);
  const lastPage = head.lastSeq < 0 ? 0 : bucketOf(head.lastSeq);
  if (page !== undefined && page > lastPage) return { page, lastPage, messages: [] };
  const wanted = page ?? lastPage;
  const records = wanted === lastPage && head.newestBucket.length ? head.newestBucket : await readBucket(conversationId, wanted);
  return { page: wanted, lastPage, messages: records.map(toMessage) };
}

/** GET /messages/{messageId}: where a message is (for `?message=`), to its participants only. */
export async function locateMessage(user: AuthenticatedUser, messageId: string): Promise<MessageLocation> {
  const record = await MessageModel.findOne({ messageId }, { conversationId: 1, seq: 1 }).lean();
  if (!record) throw notFound('There is no such message.');
  await asParticipant(user, record.conversationId).catch(() => {
    throw notFound('There is no such message.');
  });
  return { messageId, conversationId: record.conversationId, seq: record.seq, page: bucketOf(record.seq) };
}
