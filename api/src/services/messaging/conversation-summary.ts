import { bucketOf } from './domain/sequence';
import { previewOf } from './domain/preview';
import { countUnread, newestHead, readMarks, type Head, type Marks } from './conversation-state';
import type { ParticipantView } from './conversation-access';
import { cannotSendReason } from './send-permission';
import type { Conversation, Message } from './messaging.types';
import { ConversationBlockModel } from './records/conversation-block.model';
import type { MessageRecord } from './records/message.model';

export function toMessage(record: MessageRecord): Message {
  return {
    messageId: record.messageId,
    conversationId: record.conversationId,
    seq: record.seq,
    messageText: record.messageText,
    sentByParticipantId: record.sentByParticipantId,
    sentOn: record.sentOn,
    messageType: record.messageType,
    ...(record.eventId && { eventId: record.eventId }),
    ...(record.eventType && { eventType: record.eventType }),
    ...(record.eventStatus && { eventStatus: record.eventStatus }),
    ...(record.eventLink && { eventLink: record.eventLink }),
    ...(record.eventAssociatedSessionId && { eventAssociatedSessionId: record.eventAssociatedSessionId }),
  };
}

/** Each participant's unread count, from their read mark and the messages after it. */
export async function unreadCounts(view: Pick<ParticipantView, 'conversation'>, head: Head, marks: Marks): Promise<Record<string, number>> {
  const entries = await Promise.all(
    view.conversation.participants.map(async (p) => [p.participantId, await countUnread(view.conversation._id, p.participantId, marks[p.participantId]?.read ?? -1, head)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The conversation summary (spec §3), derived every time from the newest bucket, the
 * participants' marks and the block record, so it can never disagree with the messages.
 */
export async function summarise(view: ParticipantView, now = new Date()): Promise<Conversation> {
  const { conversation } = view;
  const [head, marks, block] = await Promise.all([
    newestHead(conversation._id),
    readMarks(conversation._id),
    ConversationBlockModel.findById(conversation._id).lean(),
  ]);
  const unread = await unreadCounts(view, head, marks);
  const last = head.newestBucket.find((m) => m.seq === head.lastSeq);
  const reason = await cannotSendReason(view, { blocked: block !== null, now });
  return {
    conversationId: conversation._id,
    myParticipantId: view.me.participantId,
    participants: conversation.participants.map((p) => ({
      ...p,
      unreadMessages: unread[p.participantId] ?? 0,
      unreadNotificationDisplayed: (marks[p.participantId]?.displayed ?? -1) >= head.lastSeq,
      readUpToSeq: marks[p.participantId]?.read ?? -1,
    })),
    lastMessageSeq: head.lastSeq,
    lastPage: Math.max(0, bucketOf(Math.max(head.lastSeq, 0))),
    ...(last && {
      lastMessageId: last.messageId,
      lastMessageText: previewOf(last.messageText),
      lastMessageType: last.messageType,
      lastMessageSentByParticipantId: last.sentByParticipantId,
      lastMessageSentOn: last.sentOn,
      ...(last.eventId && { lastMessageEventId: last.eventId }),
      ...(last.eventType && { lastMessageEventType: last.eventType }),
      ...(last.eventStatus && { lastMessageEventStatus: last.eventStatus }),
      ...(last.eventLink && { lastMessageEventLink: last.eventLink }),
      ...(last.eventAssociatedSessionId && { lastMessageAssociatedSessionId: last.eventAssociatedSessionId }),
    }),
    ...(block && { blockedParticipantId: block.blockedParticipantId }),
    ...(reason && { cannotSendReason: reason }),
  };
}
