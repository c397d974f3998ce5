import type { ParticipantView } from './conversation-access';
import { MESSAGING_TERMS_VERSION, TermsAcceptanceModel } from './records/terms-acceptance.model';
import { ConversationBlockModel } from './records/conversation-block.model';
import { isMessagingEnabled, recentPsychologistsOf } from './who-may-message';

export const SEND_REFUSALS = {
  blocked: 'Your psychologist has blocked messages from you in this conversation. You can still read the messages here.',
  terms: 'Please accept the messaging terms before sending your first message.',
  psychologistOff: 'Your psychologist has switched messaging off, so you cannot send messages right now.',
  lapsed: 'You can message a psychologist while you have had a session with them in the last 6 months.',
  ownOff: 'Your messaging is switched off. Switch it on to send messages.',
} as const;

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
  const blocked = known.blocked ?? (await ConversationBlockModel.exists({ _id: conversation._id })) !== null;
  if (blocked) return SEND_REFUSALS.blocked;
  if (!(await isMessagingEnabled(conversation.psychologistUserId))) return SEND_REFUSALS.psychologistOff;
  if (!(await recentPsychologistsOf(me.participantUserId, known.now)).includes(conversation.psychologistUserId)) return SEND_REFUSALS.lapsed;
  if (!(await hasAcceptedTerms(me.participantUserId))) return SEND_REFUSALS.terms;
  return undefined;
}
