import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { forbidden, notFound } from '../../http/problem';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { invalidField } from '../../http/validation';
import { findAccountById } from '../identity';
import type { CreateConversationRequest, CreatedConversation } from './messaging.types';
import { nameOf } from './participant-names';
import { messagingBus } from './realtime/messaging-bus';
import { ConversationModel, type ParticipantUserType } from './records/conversation.model';
import { eligiblePsychologistsOf, haveSessionTogether } from './who-may-message';

export const CREATE_REFUSALS = {
  client: 'You can message a psychologist you have had a session with in the last 6 months, while they have messaging switched on.',
  psychologist: 'You can message only clients who have sessions with you.',
} as const;

const pairKeyOf = (clientUserId: string, psychologistUserId: string) => `${clientUserId}|${psychologistUserId}`;

/**
 * POST /conversations (spec §7): the caller and one counterpart of the other kind. One
 * conversation per pair, decided by the unique `pairKey`: a second create, even at the same
 * moment, answers the first one's id.
 */
export async function createConversation(user: AuthenticatedUser, request: CreateConversationRequest): Promise<CreatedConversation> {
  const { participants } = request;
  if (participants.length !== 2) throw invalidField('participants', 'must list exactly two participants: you and the person you message.');
  const mine = participants.findIndex((p) => p.participantUserId === user.sub && p.participantUserType === user.userType);
  if (mine < 0) throw invalidField('participants', 'must include you.');
  const counterpart = participants[1 - mine];
  const expectedType: ParticipantUserType = user.userType === 'client' ? 'psychologist' : 'client';
  if (counterpart.participantUserType !== expectedType) throw invalidField('participants', `the other participant must be a ${expectedType}.`);

  const clientUserId = user.userType === 'client' ? user.sub : counterpart.participantUserId;
  const psychologistUserId = user.userType === 'psychologist' ? user.sub : counterpart.participantUserId;
  const pairKey = pairKeyOf(clientUserId, psychologistUserId);

  const account = await findAccountById(counterpart.participantUserId);
  if (!account || account.userType !== expectedType) throw notFound(`There is no ${expectedType} with that id.`);
  if (user.userType === 'client') {
    if (!(await eligiblePsychologistsOf(user.sub)).includes(psychologistUserId)) throw forbidden(CREATE_REFUSALS.client);
  } else if (!(await haveSessionTogether(clientUserId, psychologistUserId))) {
    throw forbidden(CREATE_REFUSALS.psychologist);
  }

  const existing = await ConversationModel.findOne({ pairKey }, { _id: 1 }).lean();
  if (existing) return { conversationId: existing._id, created: false };

  const [clientName, psychologistName] = await Promise.all([nameOf(clientUserId, 'client'), nameOf(psychologistUserId, 'psychologist')]);
  if (!clientName || !psychologistName) throw notFound(`There is no ${expectedType} with that id.`);
  const conversationId = randomUUID();
  try {
    await ConversationModel.create({
      _id: conversationId,
      pairKey,
      clientUserId,
      psychologistUserId,
      participants: [
        { participantId: randomUUID(), participantUserId: clientUserId, participantUserType: 'client', participantFirstName: clientName.firstName, participantLastName: clientName.lastName },
        { participantId: randomUUID(), participantUserId: psychologistUserId, participantUserType: 'psychologist', participantFirstName: psychologistName.firstName, participantLastName: psychologistName.lastName },
      ],
      createdAt: new Date(),
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const winner = await ConversationModel.findOne({ pairKey }, { _id: 1 }).lean();
    if (!winner) throw err;
    return { conversationId: winner._id, created: false };
  }
  await messagingBus().publish([clientUserId, psychologistUserId], { type: 'conversation', conversationId, change: 'created' });
  return { conversationId, created: true };
}
