import request from 'supertest';
import { seedReferenceData } from '../../../seed/reference-data';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';
import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { GpProfileModel } from '../profiles/gp-profile.model';
import { PsychologistProfileModel } from '../profiles/psychologist-profile.model';
import { RegistrationModel } from './registration.model';
import { CURRENT_TERMS_VERSION } from './terms-version';

const app = createTestApp();
let counter = 0;
const uniqueEmail = (kind: string) => `${kind}${++counter}-${Date.now()}@example.com`;
const person = (kind: string, overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(kind),
  password: 'Practice-well-2026',
  firstName: 'Robin',
  lastName: 'Practitioner',
  acceptedTermsVersion: CURRENT_TERMS_VERSION,
  ...overrides,
});

async function codeSentTo(email: string): Promise<string> {
  const message = await OutboxMessageModel.findOne({ to: email }).sort({ createdAt: -1 }).lean();
  return message!.text.match(/\b(\d{6})\b/)![1];
}

async function written() {
  const [registrations, outbox] = await Promise.all([RegistrationModel.countDocuments(), OutboxMessageModel.countDocuments()]);
  return { registrations, outbox };
}

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('psychologist registration', () => {
  it('creates an unapproved psychologist with a profile, provider number normalised', async () => {
    const body = person('psych', { providerNumber: ' 402474 2f ', postcode: '3000', phone: '+61 3 9000 0000' });
    const started = await request(app).post('/api/users/register/psychologist').send(body).expect(201);
    expect(started.body).toEqual({ psychologistRegistrationId: expect.any(String), email: body.email });

    const verified = await request(app)
      .post(`/api/users/register/psychologist/${started.body.psychologistRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(200);
    const account = await AccountModel.findById(verified.body.userId).lean();
    expect(account).toMatchObject({ userType: 'psychologist', isApproved: false });
    const profile = await PsychologistProfileModel.findById(verified.body.userId).lean();
    expect(profile).toMatchObject({ firstName: 'Robin', lastName: 'Practitioner', providerNumber: '4024742F', postcode: '3000' });
  });

  it('may leave the provider number out', async () => {
    const body = person('psych');
    const started = await request(app).post('/api/users/register/psychologist').send(body).expect(201);
    const verified = await request(app)
      .post(`/api/users/register/psychologist/${started.body.psychologistRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(200);
    expect((await PsychologistProfileModel.findById(verified.body.userId).lean())?.providerNumber).toBeUndefined();
  });

  it('refuses a provider number that fails the Medicare check, and writes nothing', async () => {
    const before = await written();
    const response = await request(app).post('/api/users/register/psychologist').send(person('psych', { providerNumber: '4024742A' })).expect(422);
    expect(response.body.fields).toEqual({ providerNumber: 'Enter a valid Medicare provider number, e.g. 4024742F.' });
    expect(await written()).toEqual(before);
  });

  it('has its own resend rule', async () => {
    const body = person('psych');
    const started = await request(app).post('/api/users/register/psychologist').send(body).expect(201);
    const id = started.body.psychologistRegistrationId;
    await request(app).post(`/api/users/register/psychologist/${id}/resend-code`).expect(429);
    await RegistrationModel.updateOne({ _id: id }, { $set: { codeSentAt: new Date(Date.now() - 61_000) } });
    await request(app).post(`/api/users/register/psychologist/${id}/resend-code`).expect(204);
    await request(app).post(`/api/users/register/patient/${id}/resend-code`).expect(404);
  });
});

describe('GP registration', () => {
  it('creates an unapproved GP with provider number and practice name', async () => {
    const body = person('gp', { providerNumber: '2547611Y', practiceName: '  Harbour   Street Clinic ', postcode: '2000' });
    const started = await request(app).post('/api/users/register/gp').send(body).expect(201);
    expect(started.body).toEqual({ gpRegistrationId: expect.any(String), email: body.email });
    const verified = await request(app)
      .post(`/api/users/register/gp/${started.body.gpRegistrationId}/verify`)
      .send({ verificationCode: await codeSentTo(body.email) })
      .expect(200);
    expect(await AccountModel.findById(verified.body.userId).lean()).toMatchObject({ userType: 'gp', isApproved: false });
    expect(await GpProfileModel.findById(verified.body.userId).lean()).toMatchObject({
      providerNumber: '2547611Y',
      practiceName: 'Harbour Street Clinic',
    });
    await request(app).post(`/api/users/register/gp/${started.body.gpRegistrationId}/resend-code`).expect(410);
  });

  it.each([
    ['a missing provider number', { providerNumber: '' }, 'Enter your Medicare provider number.'],
    ['an invalid provider number', { providerNumber: '1234567Y' }, 'Enter a valid Medicare provider number, e.g. 4024742F.'],
    ['an unused location character', { providerNumber: '402474IF' }, 'Enter a valid Medicare provider number, e.g. 4024742F.'],
  ])('refuses %s with 422 on providerNumber, and writes nothing', async (_name, overrides, message) => {
    const before = await written();
    const response = await request(app).post('/api/users/register/gp').send(person('gp', overrides)).expect(422);
    expect(response.body.fields).toEqual({ providerNumber: message });
    expect(await written()).toEqual(before);
  });

  it('requires providerNumber in the body (tsoa names it)', async () => {
    const body = person('gp');
    const response = await request(app).post('/api/users/register/gp').send(body).expect(422);
    expect(response.body.fields).toHaveProperty('providerNumber');
  });
});
