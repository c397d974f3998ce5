import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { SessionLogModel } from './call-records.model';
import type { SessionLogInput } from './calls.types';
import { sessionForParticipant } from './session-access';

const MAX_LINE = 1000;

/** POST /sessions/{id}/submitlog: what a participant's browser saw during the call, for support. */
export async function submitSessionLog(user: AuthenticatedUser, sessionId: string, input: SessionLogInput, now = new Date()): Promise<void> {
  if (input.sessionId !== sessionId) throw invalidField('sessionId', 'must be the session in the address');
  const { role } = await sessionForParticipant(user, sessionId);
  if (input.userType !== role) throw invalidField('userType', `must be ${role}`);
  const long = input.messages.findIndex((line) => line.length > MAX_LINE);
  if (long >= 0) throw invalidField(`messages.${long}`, `must be at most ${MAX_LINE} characters`);
  await SessionLogModel.create({ _id: randomUUID(), sessionId, userId: user.sub, userType: role, messages: input.messages, receivedAt: now });
}
