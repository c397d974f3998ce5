import type { MessageType } from './records/message.model';
import type { ParticipantUserType } from './records/conversation.model';

/** Spec §3 Participant, with what the caller may know about them now. */
export interface ConversationParticipant {
  participantId: string;
  participantUserId: string;
  participantUserType: ParticipantUserType;
  participantFirstName: string;
  participantLastName: string;
  /** Messages from the other participant this one has not read. */
  unreadMessages: number;
  /** Whether this participant was already notified of the newest message. */
  unreadNotificationDisplayed: boolean;
  /** The seq this participant has read up to (-1: nothing yet): read receipts for the other side. */
  readUpToSeq: number;
}

/** Spec §3 Conversation: the summary is derived from the messages, never stored apart from them. */
export interface Conversation {
  conversationId: string;
  participants: ConversationParticipant[];
  /** The caller's own participant id in this conversation. */
  myParticipantId: string;
  lastMessageId?: string;
  /** The newest message's first 100 characters, then "..." (spec §5). */
  lastMessageText?: string;
  lastMessageType?: MessageType;
  lastMessageSentByParticipantId?: string;
  lastMessageSentOn?: Date;
  lastMessageEventId?: string;
  lastMessageEventType?: string;
  lastMessageEventStatus?: string;
  lastMessageEventLink?: string;
  lastMessageAssociatedSessionId?: string;
  /** The newest message's seq (-1: no messages yet). */
  lastMessageSeq: number;
  /** The newest page (bucket) number. */
  lastPage: number;
  /** Set while the psychologist has blocked the client: the client can read but not send. */
  blockedParticipantId?: string;
  /** Why the caller cannot send here now, in words for them; absent when they can. */
  cannotSendReason?: string;
}

export interface ConversationList {
  conversations: Conversation[];
}

export interface NewConversationParticipant {
  participantUserId: string;
  participantUserType: ParticipantUserType;
}

/** Spec §7: a list of two {participantUserId, participantUserType}; one of them is the caller. */
export interface CreateConversationRequest {
  participants: NewConversationParticipant[];
}

export interface CreatedConversation {
  conversationId: string;
  /** False when the pair already had a conversation (that one is answered). */
  created: boolean;
}

/** Spec §3 Message. */
export interface Message {
  messageId: string;
  conversationId: string;
  /** The message's place in its conversation: 0, 1, 2, … with no gaps. */
  seq: number;
  /** Plain text: show it as text, never as HTML. */
  messageText: string;
  sentByParticipantId: string;
  sentOn: Date;
  messageType: MessageType;
  eventId?: string;
  eventType?: string;
  eventStatus?: string;
  eventLink?: string;
  eventAssociatedSessionId?: string;
}

/** Spec §3: messages are held per conversation in pages (page number and messages list). */
export interface MessagePage {
  /** This page's number (0 is the oldest). */
  page: number;
  /** The newest page's number. */
  lastPage: number;
  /** Oldest first within the page; at most 100. */
  messages: Message[];
}

/** Spec §7 send message: {conversationId, message, sentByParticipantId}. */
export interface SendMessageRequest {
  /** Optional; when given it must be the conversation in the address. */
  conversationId?: string;
  /** The text, at most 4000 characters. */
  message: string;
  /** Optional; when given it must be the caller's own participant id. */
  sentByParticipantId?: string;
  /**
   * The sender's own id for this message (e.g. a UUID made when it was queued): sending it again
   * answers the message already stored instead of storing it twice.
   * @maxLength 100
   */
  clientMessageId?: string;
}

/** Spec §7 mark displayed / mark read: {conversationId, participantId}. */
export interface ParticipantMarkRequest {
  conversationId?: string;
  /** Optional; when given it must be the caller's own participant id. */
  participantId?: string;
  /**
   * Read (or notified) up to this seq; default the newest message.
   * @isInt
   * @minimum 0
   */
  upToSeq?: number;
}

export interface ParticipantMarked {
  conversationId: string;
  participantId: string;
  upToSeq: number;
  unreadMessages: number;
}

/** Block or unblock: the client is the conversation's other participant. */
export interface BlockRequest {
  conversationId?: string;
  participantId?: string;
}

export interface MessagingAvailabilityRequest {
  messagingEnabled: boolean;
}

/** Spec §7: the availability answer has userId and messagingEnabled. */
export interface MessagingAvailability {
  userId: string;
  userType: string;
  messagingEnabled: boolean;
}

export interface TermsAccepted {
  userId: string;
  termsVersion: string;
  acceptedOn: Date;
}

/** Someone the caller may open a conversation with. */
export interface MessagingCounterpart {
  userId: string;
  userType: ParticipantUserType;
  firstName: string;
  lastName: string;
  messagingEnabled: boolean;
}

/** Whether the caller sees messaging (spec §6) and what they still have to do. */
export interface MessagingStatuses {
  userId: string;
  userType: string;
  /** Spec §6: always for a psychologist; a client only with an eligible psychologist; nobody else. */
  messagingVisible: boolean;
  /** A psychologist's own switch; for a client, whether any of their psychologists has it on. */
  messagingEnabled: boolean;
  /** Clients accept the messaging terms once, before their first message. */
  termsAccepted: boolean;
  termsVersion: string;
  counterparts: MessagingCounterpart[];
}

export interface MessageLocation {
  messageId: string;
  conversationId: string;
  seq: number;
  page: number;
}
