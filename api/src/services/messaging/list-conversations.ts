import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { asParticipant } from './conversation-access';
import { summarise } from './conversation-summary';
import type { ConversationList } from './messaging.types';
import { ConversationModel } from './records/conversation.model';

/** GET /conversations/users/{userId}/conversations: only your own list; newest message first. */
export async function listConversations(user: AuthenticatedUser, userId: string): Promise<ConversationList> {
  if (userId !== user.sub) throw notFound('There is no conversation list for that user.');
  const filter = user.userType === 'client' ? { clientUserId: user.sub } : { psychologistUserId: user.sub };
  const records = await ConversationModel.find(filter, { _id: 1 }).lean();
  const conversations = await Promise.all(records.map(async ({ _id }) => summarise(await asParticipant(user, _id))));
  const sortKey = (c: { lastMessageSentOn?: Date }) => c.lastMessageSentOn?.getTime() ?? 0;
  // Ties (conversations without messages yet) by id: one order between reads.
  conversations.sort((a, b) => sortKey(b) - sortKey(a) || a.conversationId.localeCompare(b.conversationId));
  return { conversations };
}
