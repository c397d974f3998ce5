import request from 'supertest';
import { redeemSignInGrant } from '../../../security/one-time-codes/sign-in-grant';
import { seedReferenceData } from '../../../seed/reference-data';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';
import { AccountModel } from '../../identity/accounts/account.model';
import { passwordProblem, verifyPassword } from '../../identity/accounts/passwords';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { ClientReferrerModel } from '../../funding/client-referrers/client-referrer.model';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { RegistrationModel } from './registration.model';
import { CURRENT_TERMS_VERSION } from './terms-version';

const app = createTestApp();
const PASSWORD = 'Quiet-harbour-88';
const HCF_ID = '0f6c981d-444f-4717-b310-af82facc589c';
let counter = 0;
const uniqueEmail = () => `patient${++counter}-${Date.now()}@example.com`;

const patient = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  firstName: 'Alex',
  lastName: 'Client',
  postcode: '2000',
  acceptedTermsVersion: CURRENT_TERMS_VERSION,
  ...overrides,
});

/** The code in the newest email to this address. */
async function codeSentTo(email: string): Promise<string> {
  const message = await OutboxMessageModel.findOne({ to: email.toLowerCase() }).sort({ createdAt: -1 }).lean();
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${email}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const register = (body: Record<string, unknown>) => request(app).post('/api/users/register/patient').send(body);

async function counts() {
  const [registrations, outbox, accounts, profiles] = await Promise.all([
    RegistrationModel.countDocuments(),
    OutboxMessageModel.countDocuments(),
    AccountModel.countDocuments(),
    PatientProfileModel.countDocuments(),
  ]);
  return { registrations, outbox, accounts, profiles };
}

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('POST /api/users/register/patient', () => {
  it('starts a registration, emails a 6-digit code and stores only hashes', async () => {
    const body = patient({ email: '  New.Person@Example.com ' });
    const response = await register(body).expect(201);
    expect(response.body).toEqual({ patientRegistrationId: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'new.person@example.com' });

    const message = await OutboxMessageModel.findOne({ to: 'new.person@example.com' }).lean();
    expect(message).toMatchObject({ subject: 'Your Harbour verification code', kind: 'registration-code', transport: 'outbox' });
    const code = await codeSentTo('new.person@example.com');
    expect(message!.text).toContain('Hi Alex');

    const stored = await RegistrationModel.findById(response.body.patientRegistrationId).lean();
    expect(stored).toMatchObject({ userType: 'client', email: 'new.person@example.com', wrongCodes: 0 });
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored!.passwordHash!)).toBe(true);
    expect(stored!.codeExpiresAt!.getTime() - stored!.codeSentAt!.getTime()).toBe(30 * 60 * 1000);
  });

  it('verifying creates an approved client account and a profile; a second verify is refused', async () => {
    const body = patient({ phone: '0412 345 678', countryId: 'AUS' });
    const { body: started } = await register(body).expect(201);
    const code = await codeSentTo(body.email);

    const verified = await request(app)
      .post(`/api/users/register/patient/${started.patientRegistrationId}/verify`)
      .send({ verificationCode: code })
      .expect(200);
    // With a one-time sign-in grant, so the new client is signed in without the password.
    expect(verified.body).toEqual({ userId: expect.any(String), signInToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await redeemSignInGrant(verified.body.signInToken)).toBe(verified.body.userId);

    const account = await AccountModel.findById(verified.body.userId).lean();
    expect(account).toMatchObject({ email: body.email, userType: 'client', isApproved: true });
    expect(await verifyPassword(PASSWORD, account!.passwordHash)).toBe(true);
    const profile = await PatientProfileModel.findById(verified.body.userId).lean();
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: 'Client', postcode: '2000', phone: '0412 345 678', countryId: 'AUS' });

    const registration = await RegistrationModel.findById(started.patientRegistrationId).lean();
    expect(registration).toMatchObject({ verifiedAt: expect.any(Date), userId: verified.body.userId });
    expect(registration?.passwordHash).toBeUndefined();
    expect(registration?.details).toBeUndefined();

    const again = await request(app)
      .post(`/api/users/register/patient/${started.patientRegistrationId}/verify`)
      .send({ verificationCode: code })
      .expect(410);
    expect(again.body.detail).toBe('This registration is already verified. Please sign in.');
    expect(await AccountModel.countDocuments({ email: body.email })).toBe(1);
  });

  it('of two simultaneous right answers exactly one creates the account', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const code = await codeSentTo(body.email);
    const verify = () => request(app).post(`/api/users/register/patient/${started.patientRegistrationId}/verify`).send({ verificationCode: code });
    const statuses = (await Promise.all([verify(), verify(), verify()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
    expect(await AccountModel.countDocuments({ email: body.email })).toBe(1);
  });

  it('answers an email that already has an account like any other, and mails its owner a notice instead of a code', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    await request(app).post(`/api/users/register/patient/${started.patientRegistrationId}/verify`).send({ verificationCode: await codeSentTo(body.email) }).expect(200);

    const before = await counts();
    const fresh = await register(patient()).expect(201);
    const response = await register({ ...body, email: body.email.toUpperCase() }).expect(201);
    // Same status and the same body shape as a new address: the form does not tell who has an account.
    expect(Object.keys(response.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(response.body.email).toBe(body.email.toLowerCase());
    const notice = await OutboxMessageModel.findOne({ to: body.email.toLowerCase() }).sort({ createdAt: -1 }).lean();
    expect(notice).toMatchObject({ kind: 'account-exists-notice' });
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    expect((await counts()).accounts).toBe(before.accounts);
  });

  it.each([
    ['a weak password', { password: 'short1' }, 'password', passwordProblem('short1')],
    ['a common password', { password: 'password123' }, 'password', passwordProblem('password123')],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Enter your first name.'],
    ['a blank last name', { lastName: '' }, 'lastName', 'Enter your last name.'],
    ['a 3-digit Australian postcode', { postcode: '200' }, 'postcode', 'Enter a 4-digit Australian postcode.'],
    ['an unknown country', { countryId: 'XYZ' }, 'countryId', "Unknown country 'XYZ'. Choose a country from the list."],
    ['a bad phone number', { phone: 'call me' }, 'phone', 'Enter a valid phone number, e.g. 0412 345 678.'],
    ['an unknown referrer', { referrerId: 'no-such-partner' }, 'referrerId', "Unknown referrer 'no-such-partner'."],
  ])('refuses %s with 422 naming the field, and writes nothing', async (_name, overrides, field, message) => {
    const before = await counts();
    const response = await register(patient(overrides)).expect(422);
    expect(response.body).toMatchObject({ status: 422, title: 'Validation failed', fields: { [field]: message } });
    expect(response.body.detail).toContain(`${field}: ${message}`);
    expect(await counts()).toEqual(before);
  });

  it('names every failing field at once', async () => {
    const response = await register(patient({ email: 'bad', password: 'x', firstName: '' })).expect(422);
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it('lets tsoa refuse missing and unknown fields by name', async () => {
    const { email: _email, ...withoutEmail } = patient();
    const missing = await register(withoutEmail).expect(422);
    expect(missing.body.fields).toHaveProperty('email');
    const extra = await register(patient({ isApproved: true })).expect(422);
    expect(JSON.stringify(extra.body.fields)).toContain('isApproved');
  });

  it('accepts a non-Australian postcode when the country is not Australia', async () => {
    await register(patient({ countryId: 'nzl', postcode: '6011' })).expect(201);
    await register(patient({ countryId: 'GBR', postcode: 'SW1A 1AA' })).expect(201);
  });
});

describe('codes: wrong, expired, resent', () => {
  it('counts wrong codes; after five even the right code needs a resend', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const url = `/api/users/register/patient/${started.patientRegistrationId}/verify`;
    const code = await codeSentTo(body.email);

    const first = await request(app).post(url).send({ verificationCode: otherCode(code) }).expect(422);
    expect(first.body.fields).toEqual({ verificationCode: 'The verification code is incorrect. 4 tries left.' });
    for (let i = 0; i < 4; i++) await request(app).post(url).send({ verificationCode: otherCode(code) }).expect(422);
    const locked = await request(app).post(url).send({ verificationCode: code }).expect(422);
    expect(locked.body.fields).toEqual({ verificationCode: 'Too many incorrect codes. Request a new code.' });
    expect(await AccountModel.countDocuments({ email: body.email })).toBe(0);

    // The next code may go out a minute after the last one.
    await RegistrationModel.updateOne({ _id: started.patientRegistrationId }, { $set: { codeSentAt: new Date(Date.now() - 61_000) } });
    await request(app).post(`/api/users/register/patient/${started.patientRegistrationId}/resend-code`).expect(204);
    const fresh = await codeSentTo(body.email);
    await request(app).post(url).send({ verificationCode: fresh }).expect(200);
  });

  it('allows no more than five tries even when guesses arrive at once', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const url = `/api/users/register/patient/${started.patientRegistrationId}/verify`;
    const code = await codeSentTo(body.email);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => request(app).post(url).send({ verificationCode: otherCode(code) })));
    const messages = guesses.map((r) => r.body.fields?.verificationCode as string);
    expect(messages.filter((m) => m.startsWith('The verification code is incorrect.'))).toHaveLength(5);
    expect(messages.filter((m) => m === 'Too many incorrect codes. Request a new code.')).toHaveLength(7);
    await request(app).post(url).send({ verificationCode: code }).expect(422);
    expect(await AccountModel.countDocuments({ email: body.email })).toBe(0);
  });

  it('refuses a malformed code without counting it', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const response = await request(app).post(`/api/users/register/patient/${started.patientRegistrationId}/verify`).send({ verificationCode: '12ab' }).expect(422);
    expect(response.body.fields).toEqual({ verificationCode: 'Enter the 6-digit code from your email.' });
    expect((await RegistrationModel.findById(started.patientRegistrationId).lean())?.wrongCodes).toBe(0);
  });

  it('refuses an expired code', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    await RegistrationModel.updateOne({ _id: started.patientRegistrationId }, { $set: { codeExpiresAt: new Date(Date.now() - 1000) } });
    const response = await request(app)
      .post(`/api/users/register/patient/${started.patientRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(422);
    expect(response.body.fields).toEqual({ verificationCode: 'This code has expired. Request a new code.' });
  });

  it('resends at most once a minute (429), and a new code replaces the old one', async () => {
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const resendUrl = `/api/users/register/patient/${started.patientRegistrationId}/resend-code`;
    const oldCode = await codeSentTo(body.email);

    const tooSoon = await request(app).post(resendUrl).expect(429);
    expect(tooSoon.body).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(tooSoon.body.detail).toMatch(/^A code was sent less than a minute ago\. Please wait \d+ seconds? before asking for another\.$/);
    expect(await OutboxMessageModel.countDocuments({ to: body.email })).toBe(1);

    await RegistrationModel.updateOne({ _id: started.patientRegistrationId }, { $set: { codeSentAt: new Date(Date.now() - 60_000) } });
    await request(app).post(resendUrl).expect(204);
    expect(await OutboxMessageModel.countDocuments({ to: body.email })).toBe(2);
    const newCode = await codeSentTo(body.email);
    const verifyUrl = `/api/users/register/patient/${started.patientRegistrationId}/verify`;
    if (newCode !== oldCode) await request(app).post(verifyUrl).send({ verificationCode: oldCode }).expect(422);
    await request(app).post(verifyUrl).send({ verificationCode: newCode }).expect(200);
    await request(app).post(resendUrl).expect(410);
  });

  it('answers 404 for an unknown registration, or one of another user type', async () => {
    await request(app).post('/api/users/register/patient/00000000-0000-4000-8000-000000000000/verify').send({ verificationCode: '123456' }).expect(404);
    await request(app).post('/api/users/register/patient/nope/resend-code').expect(404);
    const body = patient();
    const { body: started } = await register(body).expect(201);
    const response = await request(app)
      .post(`/api/users/register/gp/${started.patientRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(404);
    expect(response.body.detail).toBe(`No GP registration '${started.patientRegistrationId}'. Please sign up again.`);
  });
});

describe('partner sign-up', () => {
  it('records the referrer and keeps the partner fields on the profile', async () => {
    const body = patient({ referrerId: 'HCF', signupFields: { memberNumber: '12345678', memberNumberReference: '2' } });
    const { body: started } = await register(body).expect(201);
    const { body: verified } = await request(app)
      .post(`/api/users/register/patient/${started.patientRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(200);

    const profile = await PatientProfileModel.findById(verified.userId).lean();
    expect(profile?.referrerId).toBe(HCF_ID);
    expect(profile?.signupFields).toEqual({ memberNumber: '12345678', memberNumberReference: '2' });
    const links = await ClientReferrerModel.find({ patientId: verified.userId }).lean();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ referrerId: profile!.referrerId, referrerName: 'hcf' });
    expect(links[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    ['a missing required field', { referrerId: 'hcf', signupFields: { memberNumber: '12345678' } }, 'signupFields.memberNumberReference', 'Enter your member number reference.'],
    ['a malformed field', { referrerId: 'hcf', signupFields: { memberNumber: 'abc', memberNumberReference: '1' } }, 'signupFields.memberNumber', 'Enter a valid member number.'],
    ['a field the partner does not ask for', { referrerId: 'hcf', signupFields: { memberNumber: '12345678', memberNumberReference: '1', employeeId: 'E1' } }, 'signupFields.employeeId', 'HCF does not ask for this.'],
    ['partner fields without a partner', { signupFields: { employeeId: 'E1' } }, 'signupFields.employeeId', 'Only partner sign-ups ask for this.'],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const before = await counts();
    const response = await register(patient(overrides)).expect(422);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(await counts()).toEqual(before);
  });
});
