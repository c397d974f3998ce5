import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { forbidden } from '../../http/problem';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { invalidField } from '../../http/validation';
import { asParticipant } from './conversation-access';
import { summarise } from './conversation-summary';
import type { BlockRequest, Conversation } from './messaging.types';
import { messagingBus } from './realtime/messaging-bus';
import { ConversationBlockModel } from './records/conversation-block.model';

/**
 * POST /conversations/{id}/block and /unblock: the psychologist blocks or unblocks the client.
 * Blocking twice is one record (`_id` is the conversation); unblocking removes it.
 */
export async function setBlocked(user: AuthenticatedUser, conversationId: string, blocked: boolean, body: BlockRequest): Promise<Conversation> {
  if (body.conversationId !== undefined && body.conversationId !== conversationId) throw invalidField('conversationId', 'must be the conversation in the address.');
  const view = await asParticipant(user, conversationId);
  if (view.me.participantUserType !== 'psychologist') throw forbidden('Only the psychologist can block or unblock in a conversation.');
  if (body.participantId !== undefined && body.participantId !== view.other.participantId) throw invalidField('participantId', "must be the client's participant id in this conversation.");
  if (blocked) {
    try {
      await ConversationBlockModel.create({ _id: conversationId, blockedParticipantId: view.other.participantId, blockedByParticipantId: view.me.participantId, blockedAt: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  } else {
    await ConversationBlockModel.deleteOne({ _id: conversationId });
  }
  await messagingBus().publish(
    view.conversation.participants.map((p) => p.participantUserId),
    { type: 'conversation', conversationId, change: blocked ? 'blocked' : 'unblocked' },
  );
  return summarise(view);
}
