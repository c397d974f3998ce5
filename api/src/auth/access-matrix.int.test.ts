import { useServerWithDatabase } from '../test-support/server-with-database';
import { createTestAccount, signIn, TEST_PASSWORD, testPasswordHash } from '../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';

// The API's side of the guard matrix (spec §2, §4, §6): each kind of caller against endpoints
// of each guard type, with real tokens from the identity authority.
type Person = 'anonymous' | 'client' | 'psychologist' | 'unapproved psychologist' | 'gp';
const ENDPOINTS: { call: string; path: (ids: Record<string, string>) => string; expect: Record<Person, number> }[] = [
  {
    call: 'GET /users/profile/patient',
    path: () => '/api/users/profile/patient',
    expect: { anonymous: 401, client: 200, psychologist: 403, 'unapproved psychologist': 403, gp: 403 },
  },
  {
    call: 'GET /users/profile/psychologist',
    path: () => '/api/users/profile/psychologist',
    expect: { anonymous: 401, client: 403, psychologist: 200, 'unapproved psychologist': 200, gp: 403 },
  },
  {
    call: 'GET /users/profile/gp',
    path: () => '/api/users/profile/gp',
    expect: { anonymous: 401, client: 403, psychologist: 403, 'unapproved psychologist': 403, gp: 200 },
  },
  {
    call: "GET another client's client-referrers",
    path: (ids) => `/api/users/patients/${ids.otherClient}/client-referrers`,
    expect: { anonymous: 401, client: 404, psychologist: 403, 'unapproved psychologist': 403, gp: 403 },
  },
  {
    call: 'GET /users/profile/psychologist/directory (own listing; none yet)',
    path: () => '/api/users/profile/psychologist/directory',
    expect: { anonymous: 401, client: 403, psychologist: 404, 'unapproved psychologist': 404, gp: 403 },
  },
  {
    call: 'GET /users/psychologists/search (public directory)',
    path: () => '/api/users/psychologists/search?q=anxiety',
    expect: { anonymous: 200, client: 200, psychologist: 200, 'unapproved psychologist': 200, gp: 200 },
  },
  {
    call: 'GET /users/admin/practitioners',
    path: () => '/api/users/admin/practitioners',
    expect: { anonymous: 401, client: 403, psychologist: 403, 'unapproved psychologist': 403, gp: 403 },
  },
];

const NAMES = { firstName: 'Test', lastName: 'Person' };
type UserWithoutCredentials = NewUser extends infer U ? (U extends NewUser ? Omit<U, 'email' | 'passwordHash'> : never) : never;
const USERS: Record<Exclude<Person, 'anonymous'>, UserWithoutCredentials> = {
  client: { userType: 'client', profile: { ...NAMES, postcode: '2000' } },
  psychologist: { userType: 'psychologist', isApproved: true, profile: { ...NAMES, providerNumber: '4024742F' } },
  'unapproved psychologist': { userType: 'psychologist', isApproved: false, profile: { ...NAMES, providerNumber: '4024742F' } },
  gp: { userType: 'gp', isApproved: true, profile: { ...NAMES, providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } },
};

const server = useServerWithDatabase(__filename, { seed: true });
const tokens: Partial<Record<Person, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.otherClient = (await createTestAccount('client'))._id;
  const passwordHash = await testPasswordHash();
  for (const [person, user] of Object.entries(USERS)) {
    const email = `${person.replace(' ', '-')}@matrix.test`;
    await createUserWithProfile({ ...user, email, passwordHash } as NewUser);
    tokens[person as Person] = (await signIn(server.url, email, TEST_PASSWORD)).access_token;
  }
});

describe('API access matrix', () => {
  for (const endpoint of ENDPOINTS)
    for (const [person, status] of Object.entries(endpoint.expect))
      it(`${endpoint.call} as ${person} → ${status}`, async () => {
        const token = tokens[person as Person];
        const response = await fetch(`${server.url}${endpoint.path(ids)}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(response.status).toBe(status);
        if (status === 401) expect(await response.json()).toMatchObject({ detail: 'Unauthorised' });
      });

  it('refuses a token signed by someone else', async () => {
    const [header, payload] = tokens.client!.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const response = await fetch(`${server.url}/api/users/profile/patient`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
  });
});
