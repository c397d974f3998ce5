import request from 'supertest';
import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { seedReferenceData } from '../seed/reference-data';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { RegistrationModel } from '../services/accounts/registration/registration.model';
import { REGISTRATIONS_PER_EMAIL, TOO_MANY_REGISTRATIONS } from '../services/accounts/registration/registration-limits';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';
import { CURRENT_TERMS_VERSION } from '../services/accounts/registration/terms-version';

// The attack: 20 parallel registrations of one address would send 20 emails without a limit per address.
let counter = 0;
const patient = (email = `burst${++counter}-${Date.now()}@example.com`) => ({
  email,
  password: 'Quiet-harbour-88',
  firstName: 'Alex',
  lastName: 'Client',
  postcode: '2000',
  acceptedTermsVersion: CURRENT_TERMS_VERSION,
});

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);
// Each test starts with fresh limits (all its requests come from one address).
beforeEach(() => AttemptSlotModel.deleteMany({}));

describe('attack: flooding registration', () => {
  it(`20 parallel registrations of one email send at most ${REGISTRATIONS_PER_EMAIL} emails, the rest 429, never 500`, async () => {
    const app = createTestApp();
    const email = 'target@example.com';
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).post('/api/users/register/patient').send(patient(email))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(REGISTRATIONS_PER_EMAIL);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - REGISTRATIONS_PER_EMAIL);
    expect(await OutboxMessageModel.countDocuments({ to: email })).toBeLessThanOrEqual(REGISTRATIONS_PER_EMAIL);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60000);

  it('registration starts are limited per IP address (REGISTRATIONS_PER_IP), and a refused one writes nothing', async () => {
    const app = createTestApp({ registrationsPerIp: 4 });
    const before = await RegistrationModel.countDocuments();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(app).post('/api/users/register/patient').send(patient())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect(await RegistrationModel.countDocuments()).toBe(before + 4);
    const refused = await request(app).post('/api/users/register/gp').send({});
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, detail: TOO_MANY_REGISTRATIONS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60000);

  it('a burst of 30 sign-ups with different emails degrades into quick 429s (bounded hashing queue), never 500', async () => {
    const app = createTestApp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => request(app).post('/api/users/register/patient').send(patient())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const busy = answers.find((a) => a.status === 429)!;
    expect(busy.headers['retry-after']).toBeDefined();
    // Only the accepted ones were stored and mailed.
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.email as string);
    expect(await OutboxMessageModel.countDocuments({ to: { $in: accepted } })).toBe(accepted.length);
  }, 60000);
});
