import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { invalidField } from '../../http/validation';
import { asParticipant, assertOwnParticipant } from './conversation-access';
import { addMark, countUnread, readHead, readMarks } from './conversation-state';
import type { ParticipantMarked, ParticipantMarkRequest } from './messaging.types';
import { messagingBus } from './realtime/messaging-bus';
import type { MarkKind } from './records/participant-mark.model';

/**
 * POST /conversations/{id}/read and /notifications/displayed (spec §7): moves the caller's mark
 * to `upToSeq` (default: the newest message). Marks only move forward; a read is announced to
 * both sides (read receipts for the sender, the new unread count for the reader's other tabs).
 */
export async function markParticipant(user: AuthenticatedUser, conversationId: string, kind: MarkKind, body: ParticipantMarkRequest): Promise<ParticipantMarked> {
  if (body.conversationId !== undefined && body.conversationId !== conversationId) throw invalidField('conversationId', 'must be the conversation in the address.');
  const view = await asParticipant(user, conversationId);
  assertOwnParticipant(view, body.participantId, 'participantId');
  const head = await readHead(conversationId);
  if (body.upToSeq !== undefined && body.upToSeq > head.lastSeq) throw invalidField('upToSeq', 'is after the newest message.');
  const upToSeq = body.upToSeq ?? head.lastSeq;
  const participantId = view.me.participantId;
  if (upToSeq >= 0) await addMark(conversationId, participantId, kind, upToSeq);
  const marks = await readMarks(conversationId);
  const readSeq = marks[participantId]?.read ?? -1;
  const unreadMessages = await countUnread(conversationId, participantId, readSeq, head);
  if (kind === 'read') {
    await messagingBus().publish(
      view.conversation.participants.map((p) => p.participantUserId),
      { type: 'read', conversationId, participantId, upToSeq: readSeq, unreadMessages },
    );
  }
  return { conversationId, participantId, upToSeq: marks[participantId]?.[kind] ?? -1, unreadMessages };
}
