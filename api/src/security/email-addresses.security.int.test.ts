import mongoose from 'mongoose';
import { AccountModel } from '../services/identity/accounts/account.model';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../test-support/sign-in';
import { CURRENT_TERMS_VERSION } from '../services/accounts/registration/terms-version';
import { EMAIL_PROBLEM_MESSAGES } from './email-address';

// Re-test: registration accepted `ünï😀@exämple.test`. One policy (security/email-address.ts) now
// holds wherever an address is accepted: a non-ASCII part before the @ is refused, an
// internationalised domain is kept in its ASCII form.
const server = useServerWithDatabase(__filename, { seed: true });
const RETEST_ADDRESS = 'ünï😀@exämple.test';
const REFUSED = EMAIL_PROBLEM_MESSAGES['not-ascii-before-at'];

type Caller = 'anonymous' | 'client' | 'psychologist' | 'gp' | 'administrator';
const auth = {} as Record<Exclude<Caller, 'anonymous'>, string>;

const PEOPLE: Record<Exclude<Caller, 'anonymous'>, Omit<NewUser, 'email' | 'passwordHash'>> = {
  client: { userType: 'client', profile: { firstName: 'Robin', lastName: 'Lee' } },
  psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'Jordan', lastName: 'Ng', providerNumber: '4024742F' } },
  gp: { userType: 'gp', isApproved: true, profile: { firstName: 'Ann', lastName: 'Ngata', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } },
  administrator: { userType: 'administrator' },
} as Record<Exclude<Caller, 'anonymous'>, Omit<NewUser, 'email' | 'passwordHash'>>;

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const [caller, person] of Object.entries(PEOPLE) as [Exclude<Caller, 'anonymous'>, Omit<NewUser, 'email' | 'passwordHash'>][]) {
    const email = `${caller}-${Date.now()}@policy.test`;
    await createUserWithProfile({ ...person, email, passwordHash } as NewUser);
    auth[caller] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
}, 120_000);

const person = { password: 'Quiet-harbour-88', firstName: 'Alex', lastName: 'Client', postcode: '2000', acceptedTermsVersion: CURRENT_TERMS_VERSION };

/** Every place an address comes in, with the field that carries it. */
const ENTRY_POINTS: { what: string; caller: Caller; method: 'POST' | 'PUT'; path: string; body: (email: string) => object; field: string }[] = [
  { what: 'client registration', caller: 'anonymous', method: 'POST', path: '/api/users/register/patient', body: (email) => ({ ...person, email }), field: 'email' },
  { what: 'psychologist registration', caller: 'anonymous', method: 'POST', path: '/api/users/register/psychologist', body: (email) => ({ ...person, email }), field: 'email' },
  {
    what: 'GP registration',
    caller: 'anonymous',
    method: 'POST',
    path: '/api/users/register/gp',
    body: (email) => ({ ...person, email, providerNumber: '2547611Y', practiceName: 'Harbour Clinic' }),
    field: 'email',
  },
  {
    what: 'a partial account started by an administrator',
    caller: 'administrator',
    method: 'POST',
    path: '/api/users/third-party/partial-accounts',
    body: (email) => ({ email, firstName: 'Alex', lastName: 'Client' }),
    field: 'email',
  },
  {
    what: 'a couples invitation by email',
    caller: 'client',
    method: 'POST',
    path: '/api/users/partial-accounts/invitee',
    body: (email) => ({ email, firstName: 'Jordan', lastName: 'Partner' }),
    field: 'email',
  },
  {
    what: "a GP referral's patient email",
    caller: 'gp',
    method: 'POST',
    path: '/api/referrals/gp',
    body: (email) => ({
      patient: { email, firstName: 'Alex', lastName: 'Client' },
      carePlan: { issuedOn: '2026-01-05', sessionsApproved: 6, reason: 'Low mood for three months.' },
      funding: 'Medicare',
      urgency: 'Routine',
    }),
    field: 'patient.email',
  },
  {
    what: 'the contact form',
    caller: 'anonymous',
    method: 'POST',
    path: '/api/content/contact',
    body: (email) => ({ name: 'Alex', email, topic: 'other', message: 'A question about sessions.' }),
    field: 'email',
  },
  {
    what: 'a partner enquiry',
    caller: 'anonymous',
    method: 'POST',
    path: '/api/content/partner-enquiry',
    body: (email) => ({ name: 'Alex', email, organisation: 'Acme', organisationType: 'employer', message: 'We would like to offer Harbour.' }),
    field: 'email',
  },
  {
    what: "a GP's secure email in the GP directory",
    caller: 'psychologist',
    method: 'POST',
    path: '/api/users/gps',
    body: (secureEmail) => ({
      providerNumber: '2547611Y',
      firstName: 'Ann',
      lastName: 'Ngata',
      practiceName: 'Harbour Clinic',
      address: { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      secureEmail,
    }),
    field: 'secureEmail',
  },
  {
    what: "a letter's GP email",
    caller: 'psychologist',
    method: 'POST',
    path: '/api/practice/correspondence',
    body: (email) => ({ patientId: 'someone', templateBody: 'Dear Dr Ngata,', gp: { name: 'Dr Ann Ngata', email } }),
    field: 'gp.email',
  },
  {
    what: "a client's NDIS plan manager email",
    caller: 'client',
    method: 'PUT',
    path: '/api/users/profile/patient/other-funding',
    body: (planManagerEmail) => ({ ndis: { management: 'plan', participantNumber: '430000000', planManagerName: 'Plan Co', planManagerEmail } }),
    field: 'ndis.planManagerEmail',
  },
];

const send = (caller: Caller, method: string, path: string, body: object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(caller !== 'anonymous' && { authorization: auth[caller] }) },
    body: JSON.stringify(body),
  });

/**
 * Documents per collection: what a refused request must leave exactly as it was. Rate-limit slots
 * aside: the per-address registration limit counts every start, valid or not, by design.
 */
async function everything(): Promise<Record<string, number>> {
  const db = mongoose.connection.db!;
  const counts: Record<string, number> = {};
  for (const { name } of await db.listCollections().toArray()) if (name !== 'attempt_slots') counts[name] = await db.collection(name).countDocuments();
  return counts;
}

describe('attack: an address with accents and emoji before the @', () => {
  it.each(ENTRY_POINTS)('$what refuses it with 422 naming $field, and writes nothing', async ({ caller, method, path, body, field }) => {
    const before = await everything();
    const response = await send(caller, method, path, body(RETEST_ADDRESS));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { fields: Record<string, string> }).fields[field]).toBe(REFUSED);
    expect(await everything()).toEqual(before);
  });
});

describe('an internationalised domain is accepted in its ASCII form', () => {
  it('registration stores and mails the punycode form; signing in with the typed form finds the account', async () => {
    const typed = 'Ada@Exämple.test';
    const stored = 'ada@xn--exmple-cua.test';
    const started = await send('anonymous', 'POST', '/api/users/register/patient', { ...person, email: typed });
    expect(started.status).toBe(201);
    const { patientRegistrationId, email } = (await started.json()) as { patientRegistrationId: string; email: string };
    expect(email).toBe(stored);
    const code = /\b(\d{6})\b/.exec((await OutboxMessageModel.findOne({ to: stored }).lean())!.text)![1];
    const verified = await send('anonymous', 'POST', `/api/users/register/patient/${patientRegistrationId}/verify`, { verificationCode: code });
    expect(verified.status).toBe(200);
    expect(await AccountModel.findOne({ email: stored }).lean()).toMatchObject({ userType: 'client' });
    expect(await AccountModel.countDocuments({ email: /ä/ })).toBe(0);
    await signIn(server.url, typed, person.password);
  });

  it.each(ENTRY_POINTS.filter((e) => e.what.includes('contact') || e.what.includes('secure email')))('$what keeps the ASCII form too', async ({ caller, method, path, body }) => {
    const response = await send(caller, method, path, body('info@exämple.test'));
    expect(response.status).toBeLessThan(300);
    const db = mongoose.connection.db!;
    const found = [];
    for (const { name } of await db.listCollections().toArray()) found.push(...(await db.collection(name).find({ $or: [{ email: 'info@xn--exmple-cua.test' }, { secureEmail: 'info@xn--exmple-cua.test' }] }).toArray()));
    expect(found.length).toBeGreaterThan(0);
  });
});
