import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { ClientReferrerModel } from './client-referrer.model';

const HCF = { id: '0f6c981d-444f-4717-b310-af82facc589c', name: 'hcf' };
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

async function signedIn(userType: 'client' | 'psychologist') {
  const email = `${userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile(
    userType === 'client'
      ? { userType, email, passwordHash: await testPasswordHash(), profile: { firstName: 'C', lastName: 'L' } }
      : { userType, email, passwordHash: await testPasswordHash(), isApproved: true, profile: { firstName: 'P', lastName: 'S' } },
  );
  const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
  return { userId, auth: `Bearer ${access_token}` };
}


describe('client referrers', () => {
  it('adds by partner code or GUID and lists newest first', async () => {
    const me = await signedIn('client');
    const url = `/api/users/patients/${me.userId}/client-referrers`;
    const added = await api().post(url).set('authorization', me.auth).send({ referrerId: 'HCF' }).expect(201);
    expect(added.body).toEqual({
      clientReferrerId: expect.any(String),
      patientId: me.userId,
      referrerId: HCF.id,
      referrerName: 'hcf',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // hcf keeps a stored referrer 720 hours (spec §9).
    expect(Date.parse(added.body.expiresAt) - Date.parse(added.body.createdAt)).toBe(720 * 60 * 60 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api().post(url).set('authorization', me.auth).send({ referrerId: 'db0ced77-6f7f-4132-8623-7bb04292c73f' }).expect(201);

    const { body } = await api().get(url).set('authorization', me.auth).expect(200);
    expect(body.clientReferrers.map((r: { referrerName: string }) => r.referrerName)).toEqual(['health-engine', 'hcf']);
  });

  it('refuses an unknown referrer with 422 and writes nothing', async () => {
    const me = await signedIn('client');
    const response = await api().post(`/api/users/patients/${me.userId}/client-referrers`).set('authorization', me.auth).send({ referrerId: 'nobody' }).expect(422);
    expect(response.body.fields).toEqual({ referrerId: "Unknown referrer 'nobody'." });
    expect(await ClientReferrerModel.countDocuments({ patientId: me.userId })).toBe(0);
  });

  it("answers 404 for another client's id, existing or not, and writes nothing", async () => {
    const me = await signedIn('client');
    const other = await signedIn('client');
    for (const patientId of [other.userId, randomUUID()]) {
      const list = await api().get(`/api/users/patients/${patientId}/client-referrers`).set('authorization', me.auth).expect(404);
      expect(list.body.detail).toBe(`No patient '${patientId}'.`);
      await api().post(`/api/users/patients/${patientId}/client-referrers`).set('authorization', me.auth).send({ referrerId: 'hcf' }).expect(404);
      await api().get(`/api/users/patients/${patientId}/referrer`).set('authorization', me.auth).expect(404);
    }
    expect(await ClientReferrerModel.countDocuments({ patientId: other.userId })).toBe(0);
  });

  it('is for signed-in clients', async () => {
    const psych = await signedIn('psychologist');
    await api().get(`/api/users/patients/${psych.userId}/client-referrers`).set('authorization', psych.auth).expect(403);
    await api().get(`/api/users/patients/${psych.userId}/client-referrers`).expect(401);
  });
});

describe('GET /patients/{patientId}/referrer', () => {
  it('answers 204 without a current partner, then the newest unexpired one', async () => {
    const me = await signedIn('client');
    const url = `/api/users/patients/${me.userId}/referrer`;
    const none = await api().get(url).set('authorization', me.auth).expect(204);
    expect(none.text).toBe('');

    await api().post(`/api/users/patients/${me.userId}/client-referrers`).set('authorization', me.auth).send({ referrerId: 'hcf' }).expect(201);
    const { body } = await api().get(url).set('authorization', me.auth).expect(200);
    expect(body).toMatchObject({ id: HCF.id, name: 'hcf', displayName: 'HCF', theme: { colours: expect.any(Object) }, expiresAt: expect.any(String) });
    expect(body.signupFields.map((f: { name: string }) => f.name)).toEqual(['memberNumber', 'memberNumberReference']);

    // A newer link that has expired does not count; the older unexpired one still does.
    await ClientReferrerModel.create({
      _id: randomUUID(),
      patientId: me.userId,
      referrerId: 'db0ced77-6f7f-4132-8623-7bb04292c73f',
      referrerName: 'health-engine',
      createdAt: new Date(Date.now() + 1000),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await api().get(url).set('authorization', me.auth).expect(200)).body.name).toBe('hcf');

    await ClientReferrerModel.updateMany({ patientId: me.userId }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    await api().get(url).set('authorization', me.auth).expect(204);
  });
});
