import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { createUserWithProfile, type NewUser } from '../profiles/new-user';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);

type Spec = Omit<Extract<NewUser, { userType: 'client' }>, 'email' | 'passwordHash'> | Omit<Extract<NewUser, { userType: 'psychologist' }>, 'email' | 'passwordHash'> | Omit<Extract<NewUser, { userType: 'gp' }>, 'email' | 'passwordHash'> | { userType: 'administrator' };
async function user(spec: Spec) {
  const email = `${spec.userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ ...spec, email, passwordHash: await testPasswordHash() } as NewUser);
  return { userId, email };
}
async function signedIn(spec: Spec) {
  const created = await user(spec);
  const { access_token } = await signIn(server.url, created.email, TEST_PASSWORD);
  return { ...created, auth: `Bearer ${access_token}` };
}


describe('practitioner approval', () => {
  it('lists psychologists and GPs awaiting approval, and approving one lets them in', async () => {
    const admin = await signedIn({ userType: 'administrator' });
    const pendingPsych = await signedIn({ userType: 'psychologist', isApproved: false, profile: { firstName: 'Pat', lastName: 'Pending', providerNumber: '4024742F' } });
    const pendingGp = await user({ userType: 'gp', isApproved: false, profile: { firstName: 'Gale', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Bay Clinic' } });
    await user({ userType: 'psychologist', isApproved: true, profile: { firstName: 'Already', lastName: 'Approved' } });
    await user({ userType: 'client', profile: { firstName: 'Not', lastName: 'Practitioner' } });

    const { body } = await api().get('/api/users/admin/practitioners').set('authorization', admin.auth).expect(200);
    expect(body.practitioners).toEqual([
      { userId: pendingPsych.userId, userType: 'psychologist', email: pendingPsych.email, firstName: 'Pat', lastName: 'Pending', providerNumber: '4024742F', isApproved: false, createdAt: expect.any(String) },
      { userId: pendingGp.userId, userType: 'gp', email: pendingGp.email, firstName: 'Gale', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Bay Clinic', isApproved: false, createdAt: expect.any(String) },
    ]);

    const before = await api().get('/api/users/profile/psychologist').set('authorization', pendingPsych.auth).expect(200);
    expect(before.body.isApproved).toBe(false);

    const approved = await api().post(`/api/users/admin/practitioners/${pendingPsych.userId}/approve`).set('authorization', admin.auth).expect(200);
    expect(approved.body).toMatchObject({ userId: pendingPsych.userId, isApproved: true });
    expect(await AccountModel.findById(pendingPsych.userId).lean()).toMatchObject({ isApproved: true });
    const email = await OutboxMessageModel.findOne({ to: pendingPsych.email, kind: 'practitioner-approved' }).lean();
    expect(email?.text).toContain('Hi Pat');

    // The account, not the token, is the truth: the same token now reads isApproved true.
    const after = await api().get('/api/users/profile/psychologist').set('authorization', pendingPsych.auth).expect(200);
    expect(after.body.isApproved).toBe(true);
    const list = await api().get('/api/users/admin/practitioners').set('authorization', admin.auth).expect(200);
    expect(list.body.practitioners.map((p: { userId: string }) => p.userId)).toEqual([pendingGp.userId]);

    // Approving again is harmless and sends no second email.
    await api().post(`/api/users/admin/practitioners/${pendingPsych.userId}/approve`).set('authorization', admin.auth).expect(200);
    expect(await OutboxMessageModel.countDocuments({ to: pendingPsych.email, kind: 'practitioner-approved' })).toBe(1);
  });

  it('answers 404 for an unknown id and for a client id', async () => {
    const admin = await signedIn({ userType: 'administrator' });
    const client = await user({ userType: 'client', profile: { firstName: 'C', lastName: 'L' } });
    const unknown = await api().post(`/api/users/admin/practitioners/${randomUUID()}/approve`).set('authorization', admin.auth).expect(404);
    expect(unknown.body.detail).toMatch(/^No psychologist or GP with id/);
    await api().post(`/api/users/admin/practitioners/${client.userId}/approve`).set('authorization', admin.auth).expect(404);
  });

  it('is for administrators only', async () => {
    const psych = await signedIn({ userType: 'psychologist', isApproved: true, profile: { firstName: 'P', lastName: 'S' } });
    const pending = await user({ userType: 'gp', isApproved: false, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y' } });
    await api().get('/api/users/admin/practitioners').expect(401);
    await api().get('/api/users/admin/practitioners').set('authorization', psych.auth).expect(403);
    await api().post(`/api/users/admin/practitioners/${pending.userId}/approve`).set('authorization', psych.auth).expect(403);
    expect(await AccountModel.findById(pending.userId).lean()).toMatchObject({ isApproved: false });
  });
});
