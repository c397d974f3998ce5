import request from 'supertest';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { attemptSignIn, createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { beginPasswordCheck, passwordWrong } from '../../identity/accounts/sign-in-throttle';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { AccountClosureModel } from '../profiles/account-closure.model';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { RegistrationModel } from '../registration/registration.model';
import { CURRENT_TERMS_VERSION } from '../registration/terms-version';
import { ALREADY_CLOSED, NO_PENDING_SIGN_UP, NOT_LOCKED_OUT } from './account-actions';
import { AccountClosureDecisionModel } from './account-closure-decision.model';

// The real app, identity authority and database: clients register through the public API.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
const PASSWORD = 'Quiet-harbour-88';
let counter = 0;
let admin: { id: string; auth: Record<string, string>; totpSecret: string };
let steppedUp: Record<string, string>;

// Oldest first: a find without a sort has no order (FerretDB returns what PostgreSQL scans first).
const codesTo = async (email: string) =>
  (await OutboxMessageModel.find({ to: email, kind: 'registration-code' }).sort({ createdAt: 1 }).lean()).map((m) => m.text.match(/\b(\d{6})\b/)![1]);

/** Starts a client sign-up; with `verify`, finishes it with the emailed code (an account exists then). */
async function registerClient(verify: boolean, extra: Record<string, unknown> = {}) {
  const email = `support-${++counter}-${Date.now()}@example.com`;
  const { body } = await api().post('/api/users/register/patient').send({ email, password: PASSWORD, firstName: 'Alex', lastName: 'Client', postcode: '2000', phone: '0412 345 678', acceptedTermsVersion: CURRENT_TERMS_VERSION, ...extra }).expect(201);
  if (!verify) return { email, accountId: '', registrationId: body.patientRegistrationId as string };
  const [code] = await codesTo(email);
  const verified = await api().post(`/api/users/register/patient/${body.patientRegistrationId}/verify`).send({ verificationCode: code }).expect(200);
  return { email, accountId: verified.body.userId as string, registrationId: body.patientRegistrationId as string };
}

beforeAll(async () => {
  const enrolled = await createEnrolledAdministrator();
  const tokens = await signIn(server.url, enrolled.email, TEST_PASSWORD, { totpSecret: enrolled.totpSecret });
  admin = { id: enrolled.account._id, auth: { authorization: `Bearer ${tokens.access_token}` }, totpSecret: enrolled.totpSecret };
  const other = await createEnrolledAdministrator();
  const otherTokens = await signIn(server.url, other.email, TEST_PASSWORD, { totpSecret: other.totpSecret });
  steppedUp = { authorization: `Bearer ${otherTokens.access_token}` };
  await stepUp(server.url, steppedUp.authorization, other.totpSecret);
});

describe('unlocking a locked-out account', () => {
  it('ends the lock-out the sign-in enforces, audited; an account not locked out is 409', async () => {
    const client = await registerClient(true);
    // Five wrong passwords through the sign-in’s own throttle: the sixth try must wait a minute.
    for (let i = 0; i < 5; i++) {
      const ticket = await beginPasswordCheck(client.email);
      if (!ticket.allowed) throw new Error('locked too early');
      await passwordWrong(ticket);
    }
    expect((await attemptSignIn(server.url, client.email, PASSWORD)).status).not.toBe(200);
    const found = await api().get('/api/users/admin/accounts').query({ email: client.email }).set(admin.auth).expect(200);
    expect(found.body.lockedOutUntil).toEqual(expect.any(String));

    const unlocked = await api().post(`/api/users/admin/accounts/${client.accountId}/unlock`).set(admin.auth).expect(200);
    expect(unlocked.body.lockedOutUntil).toBeUndefined();
    expect((await attemptSignIn(server.url, client.email, PASSWORD)).status).toBe(200);
    expect(await AuditEventModel.countDocuments({ action: 'unlock', recordId: client.accountId, actorId: admin.id })).toBe(1);

    const again = await api().post(`/api/users/admin/accounts/${client.accountId}/unlock`).set(admin.auth).expect(409);
    expect(again.body.detail).toBe(NOT_LOCKED_OUT);
    expect(await AuditEventModel.countDocuments({ action: 'unlock', recordId: client.accountId })).toBe(1);
  });
});

describe('resending a sign-up code', () => {
  it('sends a new code through registration’s path, at most once a minute; the new code verifies', async () => {
    const pending = await registerClient(false);
    // Registration just sent a code: the same once-a-minute limit refuses a second at once.
    const tooSoon = await api().post('/api/users/admin/sign-ups/resend-code').set(admin.auth).send({ email: pending.email }).expect(429);
    expect(tooSoon.body.detail).toMatch(/less than a minute ago/);
    expect(await codesTo(pending.email)).toHaveLength(1);
    // A minute later (the sent time moved back instead of waiting).
    await RegistrationModel.updateOne({ _id: pending.registrationId }, { $set: { codeSentAt: new Date(Date.now() - 61_000) } });
    await api().post('/api/users/admin/sign-ups/resend-code').set(admin.auth).send({ email: pending.email.toUpperCase() }).expect(204);
    const codes = await codesTo(pending.email);
    expect(codes).toHaveLength(2);
    await api().post(`/api/users/register/patient/${pending.registrationId}/verify`).send({ verificationCode: codes[1] }).expect(200);
    expect(await AuditEventModel.countDocuments({ action: 'resend-code', recordId: pending.registrationId, actorId: admin.id })).toBe(2);
  });

  it('answers 404 for an address with no sign-up waiting and 422 for a malformed one, sending nothing', async () => {
    const before = await OutboxMessageModel.countDocuments({});
    const none = await api().post('/api/users/admin/sign-ups/resend-code').set(admin.auth).send({ email: 'nobody-waiting@example.com' }).expect(404);
    expect(none.body.detail).toBe(NO_PENDING_SIGN_UP);
    const bad = await api().post('/api/users/admin/sign-ups/resend-code').set(admin.auth).send({ email: 'not-an-address' }).expect(422);
    expect(bad.body.fields).toHaveProperty('email');
    expect(await OutboxMessageModel.countDocuments({})).toBe(before);
  });
});

describe('closing a client’s account', () => {
  it('needs step-up and the typed email; refused requests write nothing', async () => {
    const client = await registerClient(true);
    const noStepUp = await api().post(`/api/users/admin/accounts/${client.accountId}/close`).set(admin.auth).send({ confirmEmail: client.email }).expect(403);
    expect(noStepUp.body.detail).toBe(STEP_UP_REQUIRED);
    const wrongEmail = await api().post(`/api/users/admin/accounts/${client.accountId}/close`).set(steppedUp).send({ confirmEmail: 'someone@example.com' }).expect(422);
    expect(wrongEmail.body.fields).toHaveProperty('confirmEmail');
    expect(await AccountClosureModel.countDocuments({ _id: client.accountId })).toBe(0);
    expect(await AccountClosureDecisionModel.countDocuments({ _id: client.accountId })).toBe(0);
    expect(await AccountModel.findById(client.accountId).lean()).toMatchObject({ email: client.email });
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: client.accountId })).toBe(0);
  });

  it('two administrators at once: one closes (sign-in refused, contact details gone, records kept until the retention date), the other 409', async () => {
    // A minor born 1 March 2010 with no session yet: kept until they turn 25, later than 7 years from today.
    const client = await registerClient(true);
    await PatientProfileModel.updateOne({ _id: client.accountId }, { $set: { dateOfBirth: '2010-03-01' } });
    const close = () => api().post(`/api/users/admin/accounts/${client.accountId}/close`).set(steppedUp).send({ confirmEmail: client.email, reason: 'Asked by phone' });
    const answers = await Promise.all([close(), close(), close()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const closed = answers.find((a) => a.status === 200)!.body;
    expect(closed).toEqual({ accountId: client.accountId, closedAt: expect.any(String), clinicalRecordsRetainedUntil: '2035-03-01' });
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.detail).toBe(ALREADY_CLOSED);

    expect((await attemptSignIn(server.url, client.email, PASSWORD)).status).not.toBe(200);
    const profile = await PatientProfileModel.findById(client.accountId).lean();
    expect(profile?.phone).toBeUndefined();
    expect(profile?.postcode).toBeUndefined();
    expect(await AccountClosureModel.findById(client.accountId).lean()).toMatchObject({ retainClinicalRecordsUntil: '2035-03-01', reason: 'Asked by phone' });
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: client.accountId })).toBe(1);
  });
});
