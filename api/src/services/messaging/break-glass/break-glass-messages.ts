import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { patientNameOf } from '../../accounts';
import { breakGlassClientId, breakGlassReason, recordAudit } from '../../audit';
import { findAccountById } from '../../identity';
import { recipientZoneOf, sendEmail } from '../../notifications';
import { ConversationModel, type ConversationRecord, type ParticipantRecord } from '../records/conversation.model';
import { MessageModel, type MessageRecord } from '../records/message.model';
import { breakGlassMessagesEmail } from './break-glass-messages-email';
import type { BreakGlassConversation, BreakGlassMessages } from './break-glass-messages.types';
import { oldestFirst } from '../../../lib/record-order';

const fullName = (p: ParticipantRecord | undefined) => (p ? `${p.participantFirstName} ${p.participantLastName}` : 'Unknown');

/** The conversation with its messages in the order they were sent (seq is total and gap-free). */
async function conversationRead(conversation: ConversationRecord): Promise<BreakGlassConversation> {
  const messages = await MessageModel.find({ conversationId: conversation._id }).lean<MessageRecord[]>();
  messages.sort((a, b) => a.seq - b.seq);
  const sender = new Map(conversation.participants.map((p) => [p.participantId, p]));
  const psychologist = conversation.participants.find((p) => p.participantUserType === 'psychologist');
  return {
    conversationId: conversation._id,
    psychologistId: conversation.psychologistUserId,
    psychologistName: fullName(psychologist),
    createdAt: conversation.createdAt,
    messages: messages.map((m) => ({
      messageId: m.messageId,
      sentOn: m.sentOn,
      senderName: fullName(sender.get(m.sentByParticipantId)),
      senderType: m.sentByUserId === conversation.clientUserId ? 'client' : 'psychologist',
      messageType: m.messageType,
      messageText: m.messageText,
    })),
  };
}

/**
 * A break-glass read of a client's secure messages, as for case notes: an administrator who must
 * see them (a complaint, a legal request, a safety concern) gives a reason; each conversation read
 * is an audit event carrying it, and each psychologist in one is emailed at once. A missing reason
 * is 422 and nothing is read or written.
 */
export async function breakGlassMessages(admin: AuthenticatedUser, patient: string, body: { reason?: unknown }, now = new Date()): Promise<BreakGlassMessages> {
  const reason = breakGlassReason(body.reason);
  const patientId = await breakGlassClientId(patient);
  const [records, name] = await Promise.all([ConversationModel.find({ clientUserId: patientId }).lean<ConversationRecord[]>(), patientNameOf(patientId)]);
  const patientName = name ? `${name.firstName} ${name.lastName}` : 'a client';
  records.sort(oldestFirst((r) => r.createdAt));
  const conversations = await Promise.all(records.map(conversationRead));

  // Recorded before anything is returned: a read that cannot be recorded does not happen.
  const detail = `break-glass: ${reason}`;
  if (conversations.length === 0) await recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'conversation', recordId: '*', detail }, now);
  await Promise.all(conversations.map((c) => recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'conversation', recordId: c.conversationId, detail }, now)));

  for (const conversation of records) {
    const account = await findAccountById(conversation.psychologistUserId);
    const psychologist = conversation.participants.find((p) => p.participantUserType === 'psychologist');
    if (!account || !psychologist) continue;
    const count = conversations.find((c) => c.conversationId === conversation._id)!.messages.length;
    const zone = await recipientZoneOf(account._id, 'psychologist');
    await sendEmail({ to: account.email, ...breakGlassMessagesEmail(psychologist.participantFirstName, patientName, count, now, zone, reason), kind: 'break-glass-read' });
  }
  return { patientId, patientName, conversations };
}
