import type { ParticipantView } from './conversation-access';
import { ttlCache } from './domain/ttl-cache';
import { MESSAGING_TERMS_VERSION, TermsAcceptanceModel } from './records/terms-acceptance.model';
import { ConversationBlockModel } from './records/conversation-block.model';
import { isMessagingEnabled, messagingStateOf, recentPsychologistsOf } from './who-may-message';

export const SEND_REFUSALS = {
  blocked: 'Your psychologist has blocked messages from you in this conversation. You can still read the messages here.',
  terms: 'Please accept the messaging terms before sending your first message.',
  psychologistOff: 'Your psychologist has switched messaging off, so you cannot send messages right now.',
  psychologistClosed: 'This psychologist’s Harbour account is closed, so you cannot send them messages. You can still read the messages here.',
  lapsed: 'You can message a psychologist while you have had a session with them in the last 6 months.',
  ownOff: 'Your messaging is switched off. Switch it on to send messages.',
} as const;

// A session within 6 months stays so for a while: remember a yes for a minute (sends are frequent).
const recent = ttlCache<true>(60_000);

async function stillRecent(clientId: string, psychologistId: string, now?: Date): Promise<boolean> {
  const key = `${clientId}|${psychologistId}`;
  if (recent.get(key)) return true;
  const yes = (await recentPsychologistsOf(clientId, now)).includes(psychologistId);
  if (yes) recent.set(key, true);
  return yes;
}

// Accepting the terms is permanent for a version: remember it once seen.
const termsAccepted = new Set<string>();

export async function hasAcceptedTerms(userId: string): Promise<boolean> {
  if (termsAccepted.has(userId)) return true;
  const found = (await TermsAcceptanceModel.exists({ _id: `${userId}|${MESSAGING_TERMS_VERSION}` })) !== null;
  if (found) termsAccepted.add(userId);
  return found;
}

export function rememberTermsAccepted(userId: string): void {
  termsAccepted.add(userId);
}

/** Why the caller cannot send in this conversation now (shown to them as is), or undefined. */
export async function cannotSendReason(view: ParticipantView, known: { blocked?: boolean; now?: Date } = {}): Promise<string | undefined> {
  const { conversation, me } = view;
  if (me.participantUserType === 'psychologist') {
    return (await isMessagingEnabled(me.participantUserId)) ? undefined : SEND_REFUSALS.ownOff;
  }
  const state = await messagingStateOf(conversation.psychologistUserId);
  if (state === 'closed') return SEND_REFUSALS.psychologistClosed;
  const blocked = known.blocked ?? (await ConversationBlockModel.exists({ _id: conversation._id })) !== null;
  if (blocked) return SEND_REFUSALS.blocked;
  if (state === 'off') return SEND_REFUSALS.psychologistOff;
  if (!(await stillRecent(me.participantUserId, conversation.psychologistUserId, known.now))) return SEND_REFUSALS.lapsed;
  if (!(await hasAcceptedTerms(me.participantUserId))) return SEND_REFUSALS.terms;
  return undefined;
}
