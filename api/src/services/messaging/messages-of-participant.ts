import { ConversationModel, type ConversationRecord } from './records/conversation.model';
import { MessageModel, type MessageRecord } from './records/message.model';

export interface ParticipantConversation {
  conversationId: string;
  participants: { userId: string; userType: string; firstName: string; lastName: string }[];
  createdAt: Date;
  messages: { messageId: string; sentOn: Date; sentByUserId: string; messageType: string; messageText: string; sessionId?: string }[];
}

/**
 * Every conversation this person takes part in, with all its messages oldest first (a data export).
 * Only conversations whose client or psychologist is this person: nobody else's messages.
 */
export async function messagesOfParticipant(userId: string): Promise<ParticipantConversation[]> {
  const [asClient, asPsychologist] = await Promise.all([
    ConversationModel.find({ clientUserId: userId }).lean<ConversationRecord[]>(),
    ConversationModel.find({ psychologistUserId: userId }).lean<ConversationRecord[]>(),
  ]);
  const conversations = [...asClient, ...asPsychologist];
  return Promise.all(
    conversations.map(async (c) => {
      const messages = await MessageModel.find({ conversationId: c._id }).lean<MessageRecord[]>();
      messages.sort((a, b) => a.seq - b.seq);
      return {
        conversationId: c._id,
        participants: c.participants.map((p) => ({ userId: p.participantUserId, userType: p.participantUserType, firstName: p.participantFirstName, lastName: p.participantLastName })),
        createdAt: c.createdAt,
        messages: messages.map((m) => ({
          messageId: m.messageId,
          sentOn: m.sentOn,
          sentByUserId: m.sentByUserId,
          messageType: m.messageType,
          messageText: m.messageText,
          ...(m.eventAssociatedSessionId && { sessionId: m.eventAssociatedSessionId }),
        })),
      };
    }),
  );
}
