import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Person = 'owner' | 'other client' | 'psychologist' | 'unapproved psychologist' | 'gp';
const NAMES = { firstName: 'Robin', lastName: 'Lee' };
const USERS: Record<Person, Omit<NewUser, 'email' | 'passwordHash'>> = {
  owner: { userType: 'client', profile: { ...NAMES, postcode: '2000' } },
  'other client': { userType: 'client', profile: { firstName: 'Sam', lastName: 'Other' } },
  psychologist: { userType: 'psychologist', isApproved: true, profile: { ...NAMES, providerNumber: '4024742F' } },
  'unapproved psychologist': { userType: 'psychologist', isApproved: false, profile: { ...NAMES, providerNumber: '4024742F' } },
  gp: { userType: 'gp', isApproved: true, profile: { ...NAMES, providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } },
} as Record<Person, Omit<NewUser, 'email' | 'passwordHash'>>;

const ids: Partial<Record<Person, string>> = {};
const auth: Partial<Record<Person, string>> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const [person, user] of Object.entries(USERS) as [Person, (typeof USERS)[Person]][]) {
    const email = `${person.replace(' ', '-')}-${randomUUID()}@summary.test`;
    ids[person] = await createUserWithProfile({ ...user, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
});

const summaryUrl = (patientId: string) => `/api/sessions/patients/${patientId}/booking-summary`;

describe('GET /sessions/patients/{patientId}/booking-summary', () => {
  // Access matrix: only the client whose id it is; anyone else's id is 404 so existence is not revealed.
  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['owner', 200],
    ['other client', 404],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])("the owner's summary as %s → %i", async (person, status) => {
    const call = api().get(summaryUrl(ids.owner!));
    const response = await (person === 'anonymous' ? call : call.set('authorization', auth[person]!));
    expect(response.status).toBe(status);
    if (status !== 200) expect(response.body.firstName).toBeUndefined();
  });

  it("answers the client's first name, and no partner before they have one", async () => {
    const { body } = await api().get(summaryUrl(ids.owner!)).set('authorization', auth.owner!).expect(200);
    expect(body).toEqual({ patientId: ids.owner, firstName: 'Robin' });
  });

  it('names the current partner once the client has one', async () => {
    const url = `/api/users/patients/${ids['other client']}/client-referrers`;
    await api().post(url).set('authorization', auth['other client']!).send({ referrerId: 'hcf' }).expect(201);
    const { body } = await api().get(summaryUrl(ids['other client']!)).set('authorization', auth['other client']!).expect(200);
    expect(body).toEqual({ patientId: ids['other client'], firstName: 'Sam', partnerName: expect.any(String) });
    expect(body.partnerName.length).toBeGreaterThan(0);
  });

  it('answers 404 for an id nobody has', async () => {
    const patientId = randomUUID();
    const { body } = await api().get(summaryUrl(patientId)).set('authorization', auth.owner!).expect(404);
    expect(body.detail).toBe(`No patient '${patientId}'.`);
  });
});
