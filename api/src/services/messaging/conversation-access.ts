import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { forbidden, notFound } from '../../http/problem';
import { namedCache } from '../../lib/cache/fleet-cache';
import { ConversationModel, type ConversationRecord, type ParticipantRecord } from './records/conversation.model';

// Conversations are written once and never changed (participants are fixed): safe to keep, so
// nothing forgets them; named for the hit-rate metric like every other cache.
const cache = new Map<string, ConversationRecord>();
const CACHE_LIMIT = 10_000;
const fleet = namedCache('conversations', (id) => (id === undefined ? cache.clear() : cache.delete(id)));

export async function loadConversation(conversationId: string): Promise<ConversationRecord | undefined> {
  const cached = cache.get(conversationId);
  if (cached) {
    fleet.hit();
    return cached;
  }
  fleet.miss();
  const found = await ConversationModel.findById(conversationId).lean<ConversationRecord>();
  if (found) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(conversationId, found);
  }
  return found ?? undefined;
}

export interface ParticipantView {
  conversation: ConversationRecord;
  me: ParticipantRecord;
  other: ParticipantRecord;
}

export const NO_SUCH_CONVERSATION = 'There is no such conversation.';

/**
 * The conversation as one of its participants sees it. Anyone else gets 404, the same as for a
 * conversation that does not exist, so ids reveal nothing.
 */
export async function asParticipant(user: AuthenticatedUser, conversationId: string): Promise<ParticipantView> {
  if (user.userType !== 'client' && user.userType !== 'psychologist') throw forbidden('Messaging is for clients and psychologists.');
  const conversation = await loadConversation(conversationId);
  const me = conversation?.participants.find((p) => p.participantUserId === user.sub && p.participantUserType === user.userType);
  const other = conversation?.participants.find((p) => p !== me);
  if (!conversation || !me || !other) throw notFound(NO_SUCH_CONVERSATION);
  return { conversation, me, other };
}

/** An id the caller sent for themselves must be their own participant id. */
export function assertOwnParticipant(view: ParticipantView, participantId: string | undefined, field: string): void {
  if (participantId !== undefined && participantId !== view.me.participantId) throw forbidden(`${field} is not your participant id in this conversation.`);
}
