import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { AccountModel } from '../../identity/accounts/account.model';
import { passwordProblem, verifyPassword } from '../../identity/accounts/passwords';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { ClientReferrerModel } from '../../funding/client-referrers/client-referrer.model';
import { createUserWithProfile } from '../profiles/new-user';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { PartialAccountModel } from './partial-account.model';
import { CURRENT_TERMS_VERSION } from '../registration/terms-version';
import { TermsConsentModel } from '../registration/terms-consent.model';

const server = useServerWithDatabase(__filename, { seed: true });
let adminAuth: string;
const api = () => request(server.url);
const NEW_PASSWORD = 'Fresh-start-2026';

async function signedIn(userType: 'administrator' | 'client') {
  const email = `${userType}-${randomUUID()}@example.com`;
  const passwordHash = await testPasswordHash();
  await createUserWithProfile(userType === 'client' ? { userType, email, passwordHash, profile: { firstName: 'C', lastName: 'L' } } : { userType, email, passwordHash });
  const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
  return `Bearer ${access_token}`;
}

async function codeSentTo(email: string): Promise<string> {
  const message = await OutboxMessageModel.findOne({ to: email, kind: 'partial-account-code' }).sort({ createdAt: -1 }).lean();
  return message!.text.match(/\b(\d{6})\b/)![1];
}

const create = (body: Record<string, unknown>, auth = adminAuth) => api().post('/api/users/third-party/partial-accounts').set('authorization', auth).send(body);
const newPerson = (overrides: Record<string, unknown> = {}) => ({ email: `jane-${randomUUID()}@example.com`, firstName: 'Jane', lastName: 'Citizen', ...overrides });

beforeAll(async () => {
  adminAuth = await signedIn('administrator');
});

describe('partial accounts', () => {
  it('an administrator starts one; the person proves the email, chooses a password and becomes a client', async () => {
    const person = newPerson({ referrerId: 'nib' });
    const created = await create(person).expect(201);
    expect(created.body).toEqual({ partialAccountId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = created.body.partialAccountId;
    const invitation = await OutboxMessageModel.findOne({ to: person.email, kind: 'partial-account-invitation' }).lean();
    expect(invitation?.text).toContain(`/signup/${id}`);

    const summary = await api().get(`/api/users/partial-accounts/${id}`).expect(200);
    expect(summary.body).toEqual({ partialAccountId: id, firstName: 'Jane', maskedEmail: 'j***@example.com', referrerName: 'nib', completed: false });

    await api().post(`/api/users/partial-accounts/${id}/verification/send`).expect(204);
    const code = await codeSentTo(person.email);
    const done = await api().post(`/api/users/partial-accounts/${id}/verification/validate`).send({ verificationCode: code, password: NEW_PASSWORD, acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(200);
    expect(done.body).toEqual({ userId: expect.any(String) });

    const account = await AccountModel.findById(done.body.userId).lean();
    expect(account).toMatchObject({ email: person.email, userType: 'client', isApproved: true });
    expect(await verifyPassword(NEW_PASSWORD, account!.passwordHash)).toBe(true);
    expect(await PatientProfileModel.findById(done.body.userId).lean()).toMatchObject({ firstName: 'Jane', lastName: 'Citizen', referrerId: expect.any(String) });
    expect(await ClientReferrerModel.findOne({ patientId: done.body.userId }).lean()).toMatchObject({ referrerName: 'nib' });
    // The new client can sign in with the chosen password.
    await signIn(server.url, person.email, NEW_PASSWORD);

    expect((await api().get(`/api/users/partial-accounts/${id}`).expect(200)).body.completed).toBe(true);
    const again = await api().post(`/api/users/partial-accounts/${id}/verification/validate`).send({ verificationCode: code, password: NEW_PASSWORD, acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(410);
    expect(again.body.detail).toBe('This account is already set up. Please sign in.');
    await api().post(`/api/users/partial-accounts/${id}/verification/send`).expect(410);
  });

  it('sends a code at most once a minute', async () => {
    const { body } = await create(newPerson()).expect(201);
    const url = `/api/users/partial-accounts/${body.partialAccountId}/verification/send`;
    await api().post(url).expect(204);
    const tooSoon = await api().post(url).expect(429);
    expect(tooSoon.body.detail).toMatch(/^A code was sent less than a minute ago/);
    await PartialAccountModel.updateOne({ _id: body.partialAccountId }, { $set: { codeSentAt: new Date(Date.now() - 60_000) } });
    await api().post(url).expect(204);
  });

  it('refuses a weak password, a malformed code or no agreement to the terms before spending a try, and a wrong code after', async () => {
    const person = newPerson();
    const { body } = await create(person).expect(201);
    const id = body.partialAccountId;
    const consentsBefore = await TermsConsentModel.countDocuments({});
    const validate = (verificationCode: string, password = NEW_PASSWORD, acceptedTermsVersion = CURRENT_TERMS_VERSION) =>
      api().post(`/api/users/partial-accounts/${id}/verification/validate`).send({ verificationCode, password, acceptedTermsVersion });

    const notSent = await validate('123456').expect(422);
    expect(notSent.body.fields).toEqual({ verificationCode: 'No code has been sent yet. Request a code first.' });

    await api().post(`/api/users/partial-accounts/${id}/verification/send`).expect(204);
    const code = await codeSentTo(person.email);
    const weak = await validate(code, 'weakpass').expect(422);
    expect(weak.body.fields).toEqual({ password: passwordProblem('weakpass') });
    const both = await validate('12', 'weakpass').expect(422);
    expect(Object.keys(both.body.fields).sort()).toEqual(['password', 'verificationCode']);
    // Someone else started the account: the person agrees to the current terms here, as at any sign-up.
    const unticked = await validate(code, NEW_PASSWORD, ' ').expect(422);
    expect(unticked.body.fields).toEqual({ acceptedTermsVersion: 'Agree to the terms of use and the privacy policy to create an account.' });
    const missing = await api().post(`/api/users/partial-accounts/${id}/verification/validate`).send({ verificationCode: code, password: NEW_PASSWORD }).expect(422);
    expect(Object.keys(missing.body.fields)).toEqual([expect.stringContaining('acceptedTermsVersion')]);
    const outdated = await validate(code, NEW_PASSWORD, '2020-01-01').expect(422);
    expect(outdated.body.fields).toEqual({ acceptedTermsVersion: 'The terms of use or privacy policy changed since this page was opened. Please read them again and agree.' });
    const wrong = await validate(code === '000000' ? '000001' : '000000').expect(422);
    expect(wrong.body.fields).toEqual({ verificationCode: 'The verification code is incorrect. 4 tries left.' });
    expect(await AccountModel.countDocuments({ email: person.email })).toBe(0);
    expect(await TermsConsentModel.countDocuments({})).toBe(consentsBefore);

    const { body: done } = await validate(code).expect(200);
    expect(await TermsConsentModel.find({ userId: done.userId }, { _id: 0, userType: 1, version: 1, registrationId: 1 }).lean()).toEqual([
      { userType: 'client', version: CURRENT_TERMS_VERSION, registrationId: `partial-account:${id}` },
    ]);
  });

  it('refuses an email that already has an account (409) and an unknown referrer (422), writing nothing', async () => {
    const existing = `taken-${randomUUID()}@example.com`;
    await createUserWithProfile({ userType: 'client', email: existing, passwordHash: await testPasswordHash(), profile: { firstName: 'T', lastName: 'K' } });
    const before = await PartialAccountModel.countDocuments();
    const taken = await create(newPerson({ email: existing.toUpperCase() })).expect(409);
    expect(taken.body.detail).toBe('An account with this email already exists.');
    const unknown = await create(newPerson({ referrerId: 'nobody' })).expect(422);
    expect(unknown.body.fields).toEqual({ referrerId: "Unknown referrer 'nobody'." });
    const invalid = await create(newPerson({ email: 'nope', firstName: '' })).expect(422);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['email', 'firstName']);
    expect(await PartialAccountModel.countDocuments()).toBe(before);
  });

  it('only administrators create them; unknown ids are 404', async () => {
    await create(newPerson(), '').expect(401);
    await create(newPerson(), await signedIn('client')).expect(403);
    await api().get(`/api/users/partial-accounts/${randomUUID()}`).expect(404);
    await api().post(`/api/users/partial-accounts/${randomUUID()}/verification/send`).expect(404);
    await api().post(`/api/users/partial-accounts/${randomUUID()}/verification/validate`).send({ verificationCode: '123456', password: NEW_PASSWORD, acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(404);
  });
});
