import { randomUUID } from 'node:crypto';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../accounts';
import { createSession } from '../sessions';
import type { SessionRecord } from '../sessions';

/** Everyone an access-matrix test of the practice area calls as (real tokens), plus an administrator. */
export type PracticePerson = Exclude<MatrixPerson, 'unapproved psychologist'> | 'administrator' | 'anonymous';

export async function signInPracticePeople(baseUrl: string) {
  const { ids, auth } = await signInMatrixPeople(baseUrl);
  const email = `admin-${randomUUID()}@matrix.test`;
  const adminId = await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash() } as NewUser);
  const headers: Record<PracticePerson, Record<string, string>> = {
    anonymous: {},
    client: { authorization: auth.client },
    'other client': { authorization: auth['other client'] },
    psychologist: { authorization: auth.psychologist },
    'other psychologist': { authorization: auth['other psychologist'] },
    gp: { authorization: auth.gp },
    administrator: { authorization: `Bearer ${(await signIn(baseUrl, email, TEST_PASSWORD)).access_token}` },
  };
  return { ids: { ...ids, administrator: adminId }, headers };
}

/** A session between the two (the care relationship every practice read asks for). */
export async function sessionBetween(patientId: string, psychologistId: string, startsAt = new Date(Date.now() - 7 * 24 * 3600 * 1000), status: SessionRecord['sessionStatus'] = 'Completed'): Promise<string> {
  const _id = `s-${randomUUID()}`;
  await createSession({
    _id,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60 * 1000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '1',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: status,
    paymentStatus: 'Paid',
    createdAt: new Date(),
  });
  return _id;
}
