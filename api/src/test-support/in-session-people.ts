import { randomUUID } from 'node:crypto';
import { bookingPerson } from './booking-people';
import { createUserWithProfile } from '../services/accounts/profiles/new-user';
import { SessionModel, type SessionRecord } from '../services/sessions/records/session.model';
import { sessionRecord } from './session-record';
import { signIn, TEST_PASSWORD, testPasswordHash } from './sign-in';

/** Test support for the in-session suites: the pair in a session now, and everyone else. */
export type InSessionPerson = 'client' | 'psychologist' | 'other client' | 'other psychologist' | 'gp';

export async function inSessionPeople(serverUrl: string) {
  const passwordHash = await testPasswordHash();
  const ids = {} as Record<InSessionPerson, string>;
  const emails = {} as Record<InSessionPerson, string>;
  const auth = {} as Record<InSessionPerson, string>;
  for (const person of ['client', 'psychologist', 'other client', 'other psychologist'] as const) {
    const made = await bookingPerson(person.includes('psychologist') ? 'psychologist' : 'client', passwordHash, person.startsWith('other') ? 'Sam' : 'Alex');
    ids[person] = made.sub;
    emails[person] = made.email;
  }
  emails.gp = `gp-${randomUUID()}@in-session.test`;
  ids.gp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: emails.gp, passwordHash, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y', practiceName: 'Clinic' } });
  for (const person of Object.keys(emails) as InSessionPerson[]) auth[person] = `Bearer ${(await signIn(serverUrl, emails[person], TEST_PASSWORD)).access_token}`;
  return { ids, emails, auth };
}

const MINUTE = 60_000;

/** A session between the two that started `startedMinutesAgo` ago (50 minutes, Perth, Private). */
export async function sessionNow(patientId: string, psychologistId: string, startedMinutesAgo = 10, extra: Partial<SessionRecord> = {}): Promise<SessionRecord> {
  const startsAt = new Date(Date.now() - startedMinutesAgo * MINUTE);
  const record = sessionRecord(patientId, psychologistId, startsAt, { timezoneId: 'Australia/Perth', rescheduleCount: 0, ...extra });
  await SessionModel.create(record);
  return record;
}
