import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { configuration } from '../../configuration';
import { forbidden, HttpProblem, tooManyRequests } from '../../http/problem';
import { takeRollingSlot } from '../../http/rate-limit/rolling-limiter';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { invalidField } from '../../http/validation';
import { asParticipant, assertOwnParticipant, type ParticipantView } from './conversation-access';
import { advanceHeadHint, knownHead, readHead, rememberHead } from './conversation-state';
import { toMessage } from './conversation-summary';
import { bucketOf, messageKey } from './domain/sequence';
import { checkMessageText, MESSAGE_TEXT_PROBLEMS } from './domain/message-text';
import type { Message, SendMessageRequest } from './messaging.types';
import { scheduleUnreadNotice } from './notices/unread-notices';
import { messagingBus } from './realtime/messaging-bus';
import { MessageModel, type MessageRecord, type MessageType } from './records/message.model';
import { cannotSendReason } from './send-permission';

/** How many times a send retries after losing a seq to another sender before giving up. */
const MAX_SEQ_ATTEMPTS = 200;

export interface MessageContent {
  text: string;
  messageType?: MessageType;
  clientMessageId?: string;
  eventAssociatedSessionId?: string;
  eventType?: string;
  eventLink?: string;
}

/**
 * Stores a message at the next seq: insert `_id = <conversationId>:<seq>`; a duplicate key means
 * another sender took that seq, so read the end again and try the next. Nothing is ever updated,
 * so concurrent senders can neither lose nor reorder each other's messages.
 */
export async function appendMessage(view: ParticipantView, content: MessageContent, now = () => new Date()): Promise<MessageRecord> {
  const conversationId = view.conversation._id;
  // This process's hint (a seq known to exist) saves reading the newest page on every send.
  const hint = knownHead(conversationId);
  let seq = hint === undefined ? (await readHead(conversationId)).lastSeq + 1 : hint + 1;
  let collisions = 0;
  for (let attempt = 0; attempt < MAX_SEQ_ATTEMPTS; attempt++) {
    const record: MessageRecord = {
      _id: messageKey(conversationId, seq),
      messageId: randomUUID(),
      conversationId,
      seq,
      bucket: bucketOf(seq),
      messageText: content.text,
      sentByParticipantId: view.me.participantId,
      sentByUserId: view.me.participantUserId,
      sentOn: now(),
      messageType: content.messageType ?? 'Conversation',
      ...(content.clientMessageId && { clientMessageId: content.clientMessageId }),
      ...(content.eventAssociatedSessionId && { eventAssociatedSessionId: content.eventAssociatedSessionId }),
      ...(content.eventType && { eventType: content.eventType }),
      ...(content.eventLink && { eventLink: content.eventLink }),
    };
    try {
      await MessageModel.create(record);
      advanceHeadHint(conversationId, seq);
      return record;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Taken: `seq` exists, so the next one (or past what this process has seen since) is the
      // lowest that may be free. Other processes may have run far ahead: then read the end again.
      rememberHead(conversationId, seq);
      collisions++;
      seq = collisions % 5 === 0 ? Math.max(seq + 1, (await readHead(conversationId)).lastSeq + 1) : Math.max(seq + 1, (knownHead(conversationId) ?? seq) + 1);
    }
  }
  throw new HttpProblem(503, 'Service Unavailable', 'The conversation is very busy right now. Please try again in a moment.', undefined, 1);
}

/**
 * Tells both participants' open pages. The recipient's page adds one to its unread count; the
 * authoritative count comes with read events and every summary (computing it here would read the
 * newest page on every send).
 */
export async function announceMessage(view: ParticipantView, record: MessageRecord): Promise<void> {
  await messagingBus().publish(
    view.conversation.participants.map((p) => p.participantUserId),
    { type: 'message', conversationId: view.conversation._id, message: toMessage(record) },
  );
}

async function alreadyStored(conversationId: string, senderParticipantId: string, clientMessageId: string): Promise<MessageRecord | undefined> {
  // Equality on two top-level fields: pushed down, and only this sender's retries match.
  const found = await MessageModel.find({ conversationId, clientMessageId }).lean<MessageRecord[]>();
  return found.find((m) => m.sentByParticipantId === senderParticipantId);
}

/** POST /conversations/{id}/messages: participants only, plain text, limited per sender. */
export async function sendMessage(user: AuthenticatedUser, conversationId: string, body: SendMessageRequest): Promise<{ message: Message; created: boolean }> {
  if (body.conversationId !== undefined && body.conversationId !== conversationId) throw invalidField('conversationId', 'must be the conversation in the address.');
  const checked = checkMessageText(body.message);
  if ('problem' in checked) throw invalidField('message', MESSAGE_TEXT_PROBLEMS[checked.problem]);
  const view = await asParticipant(user, conversationId);
  assertOwnParticipant(view, body.sentByParticipantId, 'sentByParticipantId');
  const reason = await cannotSendReason(view);
  if (reason) throw forbidden(reason);
  if (body.clientMessageId) {
    const stored = await alreadyStored(conversationId, view.me.participantId, body.clientMessageId);
    if (stored) return { message: toMessage(stored), created: false };
  }
  const slot = await takeRollingSlot({ scope: 'message-send', limit: configuration().messagesPerMinute, windowMs: 60_000 }, user.sub);
  if (!slot.allowed) throw tooManyRequests('You are sending messages too quickly. Please wait a moment.', slot.retryAfterSeconds);
  const record = await appendMessage(view, { text: checked.text, clientMessageId: body.clientMessageId });
  await announceMessage(view, record);
  await scheduleUnreadNotice(view, record);
  return { message: toMessage(record), created: true };
}
