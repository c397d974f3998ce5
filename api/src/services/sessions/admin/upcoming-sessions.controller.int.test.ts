import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { sessionRecord } from '../../../test-support/session-record';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { SessionModel } from '../records/session.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
const HOUR = 3600_000;

const PROFILES = {
  client: { firstName: 'Casey', lastName: 'Client' },
  psychologist: { firstName: 'Pat', lastName: 'Practitioner', providerNumber: '4024742F' },
  gp: { firstName: 'Gale', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Bay Clinic' },
  administrator: undefined,
} as const;

/** A new account of that kind and its signed-in Authorization header. */
async function person(userType: keyof typeof PROFILES) {
  const email = `${userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ userType, isApproved: true, email, passwordHash: await testPasswordHash(), profile: PROFILES[userType] } as NewUser);
  return { userId, auth: `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}` };
}

const upcoming = (psychologistId: string) => api().get(`/api/sessions/admin/psychologists/${psychologistId}/upcoming-sessions`);

let psychologist: Awaited<ReturnType<typeof person>>;
let client: Awaited<ReturnType<typeof person>>;
let sooner: ReturnType<typeof sessionRecord>;
let later: ReturnType<typeof sessionRecord>;

beforeAll(async () => {
  psychologist = await person('psychologist');
  client = await person('client');
  const other = await person('psychologist');
  sooner = sessionRecord(client.userId, psychologist.userId, new Date(Date.now() + 24 * HOUR));
  later = sessionRecord(client.userId, psychologist.userId, new Date(Date.now() + 48 * HOUR));
  await SessionModel.create([
    later,
    sooner,
    sessionRecord(client.userId, psychologist.userId, new Date(Date.now() - 24 * HOUR), { sessionStatus: 'Completed' }),
    sessionRecord(client.userId, psychologist.userId, new Date(Date.now() + 72 * HOUR), { sessionStatus: 'Cancelled' }),
    sessionRecord(client.userId, other.userId, new Date(Date.now() + 12 * HOUR)),
  ]);
});

describe("a psychologist's upcoming sessions, for the operator", () => {
  it('lists their pending sessions from now, soonest first, and no one else’s', async () => {
    const admin = await person('administrator');
    const { body } = await upcoming(psychologist.userId).set('authorization', admin.auth).expect(200);
    expect(body.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([sooner._id, later._id]);
    expect(body.sessions[0]).toMatchObject({ patientId: client.userId, patientName: 'Casey Client', durationMinutes: 50 });
  });

  it('answers an unknown psychologist with an empty list', async () => {
    const admin = await person('administrator');
    expect((await upcoming('no-such-psychologist').set('authorization', admin.auth).expect(200)).body).toEqual({ sessions: [] });
  });

  it('is refused to anyone but an administrator: anonymous, the client, the psychologist themselves, another psychologist, a GP', async () => {
    await upcoming(psychologist.userId).expect(401);
    const callers = [client.auth, psychologist.auth, (await person('psychologist')).auth, (await person('gp')).auth];
    for (const auth of callers) {
      const response = await upcoming(psychologist.userId).set('authorization', auth).expect(403);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.sessions).toBeUndefined();
    }
  });
});
