import type { Message } from '../messaging.types';

/**
 * What the event stream tells an open page (docs/messaging.md). Each event names its conversation;
 * unread counts are the recipient's own, computed from the records after the change.
 */
export type MessagingEvent =
  | { type: 'message'; conversationId: string; message: Message }
  | { type: 'read'; conversationId: string; participantId: string; upToSeq: number; unreadMessages: number }
  | { type: 'conversation'; conversationId: string; change: 'created' | 'blocked' | 'unblocked' }
  | { type: 'availability'; userId: string; messagingEnabled: boolean };

export type MessagingEventListener = (event: MessagingEvent) => void;
