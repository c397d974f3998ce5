import request from 'supertest';
import { settlePasswordResets } from '../services/identity/passwords/password-service';
import { seedReferenceData } from '../seed/reference-data';
import { AccountModel } from '../services/identity/accounts/account.model';
import { verifyPassword } from '../services/identity/accounts/passwords';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestAccount, TEST_PASSWORD } from '../test-support/sign-in';
import { createTestApp } from '../test-support/test-app';
import { CURRENT_TERMS_VERSION } from '../services/accounts/registration/terms-version';

// One one-time-code module, safe when the same code is raced.
const app = createTestApp();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

async function codeSentTo(email: string, kind: string): Promise<string> {
  const message = await OutboxMessageModel.findOne({ to: email, kind }).sort({ createdAt: -1 }).lean();
  return /\b(\d{6})\b/.exec(message!.text)![1];
}

describe('attack: racing one emailed code', () => {
  it('a password-reset code submitted 10 times at once resets the password exactly once', async () => {
    const account = await createTestAccount('client');
    await request(app).post('/api/identity/auth/forgot-password').send({ email: account.email }).expect(202);
    await settlePasswordResets(); // the code is written after the 202
    const code = await codeSentTo(account.email, 'password-reset-code');

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(app).post('/api/identity/auth/reset-password').send({ email: account.email, code, newPassword: `Raced-password-${i}x` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 204).every((s) => s === 400)).toBe(true);

    const winner = answers.findIndex((a) => a.status === 204);
    const stored = await AccountModel.findById(account._id).lean();
    expect(await verifyPassword(`Raced-password-${winner}x`, stored!.passwordHash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, stored!.passwordHash)).toBe(false);
    // And never again afterwards.
    const again = await request(app).post('/api/identity/auth/reset-password').send({ email: account.email, code, newPassword: 'Later-password-1x' });
    expect(again.status).toBe(400);
  });

  it('parallel forgot-password requests send one code', async () => {
    const account = await createTestAccount('client');
    const statuses = (
      await Promise.all(Array.from({ length: 10 }, () => request(app).post('/api/identity/auth/forgot-password').send({ email: account.email })))
    ).map((a) => a.status);
    await settlePasswordResets();
    expect(statuses.every((s) => s === 202 || s === 429)).toBe(true);
    expect(await OutboxMessageModel.countDocuments({ to: account.email, kind: 'password-reset-code' })).toBe(1);
  });

  it('a registration code submitted 10 times at once creates exactly one account', async () => {
    const email = `race-${Date.now()}@example.com`;
    const started = await request(app)
      .post('/api/users/register/patient')
      .send({ email, password: 'Quiet-harbour-88', firstName: 'Alex', lastName: 'Client', postcode: '2000', acceptedTermsVersion: CURRENT_TERMS_VERSION })
      .expect(201);
    const code = await codeSentTo(email, 'registration-code');
    const url = `/api/users/register/patient/${started.body.patientRegistrationId}/verify`;
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => request(app).post(url).send({ verificationCode: code })))).map((a) => a.status);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await AccountModel.countDocuments({ email })).toBe(1);
  });
});
