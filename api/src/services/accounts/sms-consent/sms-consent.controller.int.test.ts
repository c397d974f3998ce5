import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useConfiguration } from '../../../configuration';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../profiles/new-user';
import { SmsConsentEventModel, SmsConsentModel } from './sms-consent.model';

// The development outbox is on, so texts have somewhere to go (the sink).
const server = useServerWithDatabase(__filename, { config: { devOutbox: true } });
const api = () => request(server.url);
const PATH = '/api/users/profile/patient/sms';
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson | 'administrator', string>;

beforeAll(async () => {
  const people = await signInMatrixPeople(server.url);
  ids = people.ids;
  const email = `administrator-${randomUUID()}@matrix.test`;
  await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash() } as NewUser);
  auth = { ...people.auth, administrator: `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}` };
}, 180_000); // seven real sign-ins (scrypt): slow on a busy machine

const state = async (patientId: string) => ({
  consent: await SmsConsentModel.findById(patientId).lean(),
  // In the order they happened: a find without a sort has no order on FerretDB.
  events: await SmsConsentEventModel.find({ patientId }).sort({ at: 1, _id: 1 }).lean(),
});

describe('GET/PUT /users/profile/patient/sms (consent to text messages)', () => {
  it('is off until the client turns it on; on records the number (E.164) and when; off records when; each change is an event', async () => {
    expect((await api().get(PATH).set('authorization', auth.client).expect(200)).body).toEqual({ available: true, enabled: false });

    const on = await api().put(PATH).set('authorization', auth.client).send({ enabled: true, mobile: '+61 412 345 678' }).expect(200);
    expect(on.body).toEqual({ available: true, enabled: true, mobile: '0412 345 678', consentedAt: expect.any(String) });
    const afterOn = await state(ids.client);
    expect(afterOn.consent).toMatchObject({ enabled: true, mobile: '+61412345678', consentedAt: new Date(on.body.consentedAt) });
    expect(afterOn.events.map((e) => [e.action, e.mobile])).toEqual([['given', '+61412345678']]);

    // Saving the same again records nothing new.
    await api().put(PATH).set('authorization', auth.client).send({ enabled: true, mobile: '0412345678' }).expect(200);
    expect((await state(ids.client)).events).toHaveLength(1);

    const off = await api().put(PATH).set('authorization', auth.client).send({ enabled: false }).expect(200);
    expect(off.body).toEqual({ available: true, enabled: false, mobile: '0412 345 678', consentedAt: on.body.consentedAt, withdrawnAt: expect.any(String) });
    expect((await state(ids.client)).events.map((e) => e.action)).toEqual(['given', 'withdrawn']);

    // On again without retyping: the kept number; a new number is a new consent.
    expect((await api().put(PATH).set('authorization', auth.client).send({ enabled: true }).expect(200)).body).toMatchObject({ enabled: true, mobile: '0412 345 678' });
    expect((await api().put(PATH).set('authorization', auth.client).send({ enabled: true, mobile: '0491 570 156' }).expect(200)).body).toMatchObject({ enabled: true, mobile: '0491 570 156' });
    expect((await state(ids.client)).events.map((e) => e.action)).toEqual(['given', 'withdrawn', 'given', 'number-changed']);
  });

  it('access matrix: anonymous 401; the owner and another client each read and change only their own; psychologists, GPs and administrators 403 with nothing written', async () => {
    await api().get(PATH).expect(401);
    await api().put(PATH).send({ enabled: true, mobile: '0412 345 678' }).expect(401);
    // Another client sees their own setting (off), never the owner's, and their change touches only theirs.
    const before = await state(ids.client);
    expect((await api().get(PATH).set('authorization', auth['other client']).expect(200)).body).toEqual({ available: true, enabled: false });
    await api().put(PATH).set('authorization', auth['other client']).send({ enabled: true, mobile: '0400 000 000' }).expect(200);
    expect(await state(ids.client)).toEqual(before);
    expect((await state(ids['other client'])).consent).toMatchObject({ enabled: true, mobile: '+61400000000' });
    for (const person of ['psychologist', 'unapproved psychologist', 'gp', 'administrator'] as const) {
      await api().get(PATH).set('authorization', auth[person]).expect(403);
      await api().put(PATH).set('authorization', auth[person]).send({ enabled: true, mobile: '0412 345 678' }).expect(403);
    }
    expect(await SmsConsentModel.countDocuments({ _id: { $in: [ids.psychologist, ids['unapproved psychologist'], ids.gp] } })).toBe(0);
  });

  it.each([
    ['a landline', { enabled: true, mobile: '(02) 9999 9999' }, 'mobile', 'Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.'],
    ['a New Zealand mobile', { enabled: true, mobile: '+64 21 123 4567' }, 'mobile', 'Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.'],
    ['no number the first time', { enabled: true }, 'mobile', 'Enter your mobile number.'],
    ['no choice', { mobile: '0412 345 678' }, 'enabled', undefined],
    ['a string for the choice', { enabled: 'yes', mobile: '0412 345 678' }, 'enabled', undefined],
    ['an unknown field', { enabled: true, mobile: '0412 345 678', carrier: 'x' }, undefined, undefined],
  ])('refuses %s with 422 naming the field; nothing written', async (_name, body, field, message) => {
    // A fresh client for each row, so "nothing written" is about this request alone.
    const email = `client-${randomUUID()}@matrix.test`;
    const patientId = await createUserWithProfile({ userType: 'client', email, passwordHash: await testPasswordHash(), profile: { firstName: 'Ari', lastName: 'New' } } as NewUser);
    const token = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
    const res = await api().put(PATH).set('authorization', token).send(body).expect(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    if (field) expect(Object.keys(res.body.fields ?? {}).join(' ')).toContain(field);
    if (field && message) expect(res.body.fields[field]).toBe(message);
    expect(await state(patientId)).toEqual({ consent: null, events: [] });
  });

  it('where texts cannot go (no SMS provider, no development sink) they are not offered, and turning them on is refused with 503, nothing written', async () => {
    useConfiguration({ ...server.config, devOutbox: false });
    try {
      expect((await api().get(PATH).set('authorization', auth.client).expect(200)).body.available).toBe(false);
      const email = `client-${randomUUID()}@matrix.test`;
      const patientId = await createUserWithProfile({ userType: 'client', email, passwordHash: await testPasswordHash(), profile: { firstName: 'Ari', lastName: 'New' } } as NewUser);
      const token = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
      const res = await api().put(PATH).set('authorization', token).send({ enabled: true, mobile: '0412 345 678' }).expect(503);
      expect(res.body.detail).toBe('Text messages are not available yet. We will keep emailing you about your sessions.');
      expect(await state(patientId)).toEqual({ consent: null, events: [] });
      // Turning them off always works.
      await api().put(PATH).set('authorization', auth.client).send({ enabled: false }).expect(200);
    } finally {
      useConfiguration(server.config);
    }
  });
});
