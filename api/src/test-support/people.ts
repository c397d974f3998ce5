import { randomUUID } from 'node:crypto';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';
import { signIn, TEST_PASSWORD, testPasswordHash } from './sign-in';

/** The kinds of caller an access-matrix test signs in as. */
export type MatrixPerson = 'client' | 'other client' | 'psychologist' | 'other psychologist' | 'unapproved psychologist' | 'gp';

const NAMES = { firstName: 'Robin', lastName: 'Lee' };
const USERS: Record<MatrixPerson, Omit<NewUser, 'email' | 'passwordHash'>> = {
  client: { userType: 'client', profile: { ...NAMES, postcode: '2000' } },
  'other client': { userType: 'client', profile: { firstName: 'Sam', lastName: 'Other' } },
  psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'Jordan', lastName: 'Ng', providerNumber: '4024742F' } },
  'other psychologist': { userType: 'psychologist', isApproved: true, profile: { firstName: 'Kim', lastName: 'Ali', providerNumber: '4024742F' } },
  'unapproved psychologist': { userType: 'psychologist', isApproved: false, profile: { ...NAMES, providerNumber: '4024742F' } },
  gp: { userType: 'gp', isApproved: true, profile: { ...NAMES, providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } },
} as Record<MatrixPerson, Omit<NewUser, 'email' | 'passwordHash'>>;

/** One signed-in person of each kind: their ids and `Bearer …` headers (real tokens from the identity authority). */
export async function signInMatrixPeople(baseUrl: string): Promise<{ ids: Record<MatrixPerson, string>; auth: Record<MatrixPerson, string> }> {
  const passwordHash = await testPasswordHash();
  const ids = {} as Record<MatrixPerson, string>;
  const auth = {} as Record<MatrixPerson, string>;
  for (const [person, user] of Object.entries(USERS) as [MatrixPerson, (typeof USERS)[MatrixPerson]][]) {
    const email = `${person.replace(' ', '-')}-${randomUUID()}@matrix.test`;
    ids[person] = await createUserWithProfile({ ...user, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(baseUrl, email, TEST_PASSWORD)).access_token}`;
  }
  return { ids, auth };
}
