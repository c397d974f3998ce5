import type { ParticipantUserType } from '../records/conversation.model';
import type { MessageType } from '../records/message.model';

/** Why an administrator must read a client's messages: required, kept in the trail, sent to the psychologists. */
export interface BreakGlassMessagesRequest {
  reason: string;
}

/** One message as it was sent: who sent it, when, and its text (plain text, never markup). */
export interface BreakGlassMessage {
  messageId: string;
  sentOn: Date;
  senderName: string;
  senderType: ParticipantUserType;
  /** `RescheduleSession` carries a session change; its text says what changed. */
  messageType: MessageType;
  messageText: string;
}

/** One conversation between the client and one psychologist, its messages oldest first. */
export interface BreakGlassConversation {
  conversationId: string;
  psychologistId: string;
  psychologistName: string;
  createdAt: Date;
  messages: BreakGlassMessage[];
}

/** Every secure-messaging conversation of the client (with any psychologist), oldest first. */
export interface BreakGlassMessages {
  patientId: string;
  patientName: string;
  conversations: BreakGlassConversation[];
}
