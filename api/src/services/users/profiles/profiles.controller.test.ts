import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { AccountModel } from '../../identity/accounts/account.model';
import { hashPassword } from '../../identity/accounts/passwords';
import { ClientReferrerModel } from '../client-referrers/client-referrer.model';
import { GpProfileModel } from './gp-profile.model';
import { createUserWithProfile, type NewUser } from './new-user';
import { PatientProfileModel } from './patient-profile.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Profiled = Exclude<NewUser, { userType: 'administrator' }>;
async function signedIn(user: Omit<Profiled, 'email' | 'passwordHash'> | { userType: 'administrator' }) {
  const email = `${user.userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ ...user, email, passwordHash: await hashPassword(TEST_PASSWORD) } as NewUser);
  const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
  return { userId, email, auth: `Bearer ${access_token}` };
}

const client = () =>
  signedIn({ userType: 'client', profile: { firstName: 'Alex', lastName: 'Client', postcode: '2000', referrerId: '0f6c981d-444f-4717-b310-af82facc589c', signupFields: { memberNumber: '12345678', memberNumberReference: '1' } } });
const psychologist = (isApproved = false) =>
  signedIn({ userType: 'psychologist', isApproved, profile: { firstName: 'Sam', lastName: 'Psych', providerNumber: '4024742F' } });
const gp = () =>
  signedIn({ userType: 'gp', isApproved: true, profile: { firstName: 'Jo', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } });


describe('patient profile', () => {
  it('GET answers the signed-in profile with email and approval from the account', async () => {
    const me = await client();
    const { body } = await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
    expect(body).toEqual({
      userId: me.userId,
      email: me.email,
      firstName: 'Alex',
      lastName: 'Client',
      postcode: '2000',
      isApproved: true,
      userType: 'client',
      referrerId: '0f6c981d-444f-4717-b310-af82facc589c',
      signupFields: { memberNumber: '12345678', memberNumberReference: '1' },
    });
    expect(body).not.toHaveProperty('countryId'); // absent means Australia
  });

  it('answers 401 without a token and 403 for another user type', async () => {
    const response = await api().get('/api/users/profile/patient').expect(401);
    expect(response.body).toMatchObject({ status: 401, detail: 'Unauthorised' });
    const other = await psychologist(true);
    await api().get('/api/users/profile/patient').set('authorization', other.auth).expect(403);
    await api().put('/api/users/profile/patient').set('authorization', other.auth).send({ firstName: 'X', lastName: 'Y' }).expect(403);
    await api().delete('/api/users/profile/patient').set('authorization', other.auth).expect(403);
  });

  it('PUT replaces the editable fields; optional ones left out are removed', async () => {
    const me = await client();
    const updated = await api()
      .put('/api/users/profile/patient')
      .set('authorization', me.auth)
      .send({ firstName: ' Alexandra ', lastName: 'Client', phone: '0412 345 678', postcode: '6011', countryId: 'nzl' })
      .expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Alexandra', phone: '0412 345 678', postcode: '6011', countryId: 'NZL', email: me.email });
    const cleared = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ firstName: 'Alexandra', lastName: 'Client' }).expect(200);
    expect(cleared.body).not.toHaveProperty('phone');
    expect(cleared.body).not.toHaveProperty('postcode');
    expect(cleared.body).not.toHaveProperty('countryId');
    expect(cleared.body.signupFields).toEqual({ memberNumber: '12345678', memberNumberReference: '1' });
  });

  it.each([
    ['a blank first name', { firstName: ' ', lastName: 'Client' }, 'firstName', 'Enter your first name.'],
    ['a 5-digit Australian postcode', { firstName: 'A', lastName: 'B', postcode: '20000' }, 'postcode', 'Enter a 4-digit Australian postcode.'],
    ['a 3-digit postcode with Australia named', { firstName: 'A', lastName: 'B', postcode: '200', countryId: 'AUS' }, 'postcode', 'Enter a 4-digit Australian postcode.'],
    ['an unknown country', { firstName: 'A', lastName: 'B', countryId: 'ATL' }, 'countryId', "Unknown country 'ATL'. Choose a country from the list."],
  ])('PUT refuses %s with 422 and changes nothing', async (_name, body, field, message) => {
    const me = await client();
    const before = await PatientProfileModel.findById(me.userId).lean();
    const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send(body).expect(422);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(await PatientProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('PUT does not accept email or isApproved', async () => {
    const me = await client();
    for (const extra of [{ email: 'new@example.com' }, { isApproved: false }]) {
      const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ firstName: 'A', lastName: 'B', ...extra }).expect(422);
      expect(response.body.detail).toContain(Object.keys(extra)[0]);
    }
    expect(await AccountModel.findById(me.userId).lean()).toMatchObject({ email: me.email, isApproved: true });
  });

  it('DELETE removes the profile and the account; the same token then gets 401', async () => {
    const me = await client();
    await ClientReferrerModel.create({ _id: randomUUID(), patientId: me.userId, referrerId: 'r', referrerName: 'hcf', createdAt: new Date(), expiresAt: new Date() });
    await api().delete('/api/users/profile/patient').set('authorization', me.auth).expect(204);
    expect(await AccountModel.exists({ _id: me.userId })).toBeNull();
    expect(await PatientProfileModel.exists({ _id: me.userId })).toBeNull();
    expect(await ClientReferrerModel.countDocuments({ patientId: me.userId })).toBe(0);
    await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(401);
    await api().delete('/api/users/profile/patient').set('authorization', me.auth).expect(401);
  });
});

describe('psychologist profile', () => {
  it('an unapproved psychologist reads their own profile and sees isApproved false', async () => {
    const me = await psychologist(false);
    const { body } = await api().get('/api/users/profile/psychologist').set('authorization', me.auth).expect(200);
    expect(body).toEqual({ userId: me.userId, email: me.email, firstName: 'Sam', lastName: 'Psych', isApproved: false, userType: 'psychologist', providerNumber: '4024742F' });
  });

  it('PUT updates the editable fields only', async () => {
    const me = await psychologist(true);
    const { body } = await api().put('/api/users/profile/psychologist').set('authorization', me.auth).send({ firstName: 'Samantha', lastName: 'Psych', postcode: '3000' }).expect(200);
    expect(body).toMatchObject({ firstName: 'Samantha', postcode: '3000', providerNumber: '4024742F', isApproved: true });
    await api().put('/api/users/profile/psychologist').set('authorization', me.auth).send({ firstName: 'S', lastName: 'P', providerNumber: '2547611Y' }).expect(422);
  });

  it('is closed to clients and GPs', async () => {
    await api().get('/api/users/profile/psychologist').set('authorization', (await client()).auth).expect(403);
    await api().get('/api/users/profile/psychologist').set('authorization', (await gp()).auth).expect(403);
    await api().get('/api/users/profile/psychologist').expect(401);
  });
});

describe('GP profile', () => {
  it('GET answers provider number and practice name; PUT may change the practice name', async () => {
    const me = await gp();
    const { body } = await api().get('/api/users/profile/gp').set('authorization', me.auth).expect(200);
    expect(body).toEqual({ userId: me.userId, email: me.email, firstName: 'Jo', lastName: 'Doctor', isApproved: true, userType: 'gp', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' });

    const renamed = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor', practiceName: 'Bay Clinic' }).expect(200);
    expect(renamed.body.practiceName).toBe('Bay Clinic');
    const removed = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor' }).expect(200);
    expect(removed.body).not.toHaveProperty('practiceName');
    expect(removed.body.providerNumber).toBe('2547611Y');
  });

  it('PUT names every failing field at once and writes nothing', async () => {
    const me = await gp();
    const before = await GpProfileModel.findById(me.userId).lean();
    const response = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: '', lastName: 'D', practiceName: 'x'.repeat(201) }).expect(422);
    expect(Object.keys(response.body.fields).sort()).toEqual(['firstName', 'practiceName']);
    expect(await GpProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('is closed to other user types', async () => {
    await api().get('/api/users/profile/gp').set('authorization', (await psychologist(true)).auth).expect(403);
  });
});
