import { randomUUID } from 'node:crypto';
import { SessionModel } from '../services/sessions/records/session.model';
import { signIn, TEST_PASSWORD, testPasswordHash } from './sign-in';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';

export type Kind = 'client' | 'psychologist' | 'unapproved psychologist' | 'gp';

export interface Person {
  id: string;
  email: string;
  authorization: string;
}

let passwordHash: string | undefined;
// Sign-ins one at a time: the hashing queue gives one address only 3 places (docs/security.md).
let signIns: Promise<unknown> = Promise.resolve();

/** A signed-in user of a kind, made straight in the database (test set-up, not what is tested). */
export async function makePerson(baseUrl: string, kind: Kind, firstName = 'Robin'): Promise<Person> {
  passwordHash ??= await testPasswordHash();
  const email = `${kind.replace(' ', '-')}-${randomUUID()}@messaging.test`;
  const names = { firstName, lastName: 'Tester' };
  const user: NewUser =
    kind === 'client'
      ? { email, passwordHash, userType: 'client', profile: names }
      : kind === 'gp'
        ? { email, passwordHash, userType: 'gp', isApproved: true, profile: { ...names, providerNumber: '2547611Y' } }
        : { email, passwordHash, userType: 'psychologist', isApproved: kind === 'psychologist', profile: { ...names, providerNumber: '4024742F' } };
  const id = await createUserWithProfile(user);
  const turn = signIns.then(() => signIn(baseUrl, email, TEST_PASSWORD));
  signIns = turn.catch(() => undefined);
  const tokens = await turn;
  return { id, email, authorization: `Bearer ${tokens.access_token}` };
}

/** A session between them (as booking would write it), `daysFromNow` from now (negative: past). */
export async function bookSession(clientId: string, psychologistId: string, daysFromNow = -7, sessionStatus: 'Pending' | 'Completed' | 'Cancelled' = 'Completed') {
  const startsAt = new Date(Date.now() + daysFromNow * 24 * 3600 * 1000);
  await SessionModel.create({
    _id: randomUUID(),
    patientId: clientId,
    psychologistId,
    sessionParticipants: [
      { userId: clientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60 * 1000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus,
    paymentStatus: 'Paid',
    createdAt: new Date(),
  });
}

export const conversationBody = (client: Person, psychologist: Person) => ({
  participants: [
    { participantUserId: client.id, participantUserType: 'client' as const },
    { participantUserId: psychologist.id, participantUserType: 'psychologist' as const },
  ],
});
