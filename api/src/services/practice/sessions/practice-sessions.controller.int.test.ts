import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { futureStart } from '../../../test-support/booking-people';
import { practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { SmsMessageModel } from '../../notifications/sms/sms-message.model';
import { PriceReservationModel } from '../../booking/reservations/price-reservation.model';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { SessionModel } from '../../sessions/records/session.model';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { SmsConsentModel } from '../../accounts/sms-consent/sms-consent.model';
import { pastSession } from '../../../test-support/practice-people';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Caller = PracticeCaller | 'administrator';
let cast: Awaited<ReturnType<typeof practiceCast>>;
let adminAuth: string;
beforeAll(async () => {
  cast = await practiceCast(server.url);
  const email = `admin-${randomUUID()}@practice.test`;
  await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash() } as NewUser);
  adminAuth = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
});
const as = (who: Caller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', who === 'administrator' ? adminAuth : cast.auth[who]));
const pending = () => SessionModel.countDocuments({ sessionStatus: 'Pending' });
const MINUTE = 60_000;
/** A start `minutes` from now on a 5-minute boundary plus `offset` minutes (an "odd" time when offset is not 0 or 30). */
const soon = (minutes: number, offset = 0) => new Date(Math.ceil((Date.now() + minutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE + offset * MINUTE);

describe('a psychologist books a session for a patient', () => {
  const startsAt = futureStart(4, 3);
  const body = () => ({ patientId: cast.ids.client, sessionStartDate: startsAt.toISOString(), sessionDurationTypeId: 2, priceCents: 15000 });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['client', 403],
    ['gp', 403],
    ['administrator', 403],
  ])('as %s → %i, nothing booked', async (who, status) => {
    await as(who, api().post('/api/practice/sessions')).send(body()).expect(status);
    const list = await as(who, api().get('/api/practice/bookable-patients')).expect(status === 404 ? 200 : status);
    if (status === 404) expect(list.body.patients).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('names a bad start (422) and books nothing', async () => {
    const { body: problem } = await as('psychologist', api().post('/api/practice/sessions')).send({ ...body(), sessionStartDate: 'soon' }).expect(422);
    expect(problem.fields).toHaveProperty(['sessionStartDate']);
    expect(await pending()).toBe(0);
  });

  it('books it, and the same time twice at once books once', async () => {
    const patients = await as('psychologist', api().get('/api/practice/bookable-patients')).expect(200);
    expect(patients.body.patients).toEqual([{ patientId: cast.ids.client, firstName: 'Robin', lastName: 'Lee' }]);
    const answers = await Promise.all([1, 2, 3].map(() => as('psychologist', api().post('/api/practice/sessions')).send(body())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 201)!.body).toMatchObject({ sessionStatus: 'Pending', price: { feeCents: 15000 } });
    expect(await pending()).toBe(1);
  });
});

describe('the practice path waives the minimum notice; a client’s own booking keeps it', () => {
  // The psychologist offers every hour round the clock with 12 h minimum notice (practiceCast).
  const inThreeHours = soon(3 * 60);

  it('refuses the client their own booking 3 h ahead (inside the 12 h notice): no hold, no lock', async () => {
    const { body } = await as('client', api().post('/api/payments/sessions/price-reservation'))
      .send({ psychologistId: cast.ids.psychologist, sessionStartDate: inThreeHours.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 })
      .expect(409);
    expect(body.detail).toBe('That time is now less than 12 hours away, inside this psychologist’s minimum notice. Please choose another time.');
    expect(await PriceReservationModel.countDocuments({ patientId: cast.ids.client })).toBe(0);
    expect(await SlotLockModel.countDocuments({ psychologistId: cast.ids.psychologist, blockStart: inThreeHours })).toBe(0);
  });

  it('books the same time for the psychologist’s patient, and an odd minute later today', async () => {
    const booked = await as('psychologist', api().post('/api/practice/sessions'))
      .send({ patientId: cast.ids.client, sessionStartDate: inThreeHours.toISOString(), sessionDurationTypeId: 1, priceCents: 9000 })
      .expect(201);
    expect(new Date(booked.body.sessionStartDate).getTime()).toBe(inThreeHours.getTime());
    const odd = soon(90, 2);
    const second = await as('psychologist', api().post('/api/practice/sessions')).send({ patientId: cast.ids.client, sessionStartDate: odd.toISOString(), sessionDurationTypeId: 1, priceCents: 0 }).expect(201);
    expect(await SessionModel.findById(second.body.sessionId).lean()).toMatchObject({ startsAt: odd, durationMinutes: 20, sessionStatus: 'Pending', paymentStatus: 'NotRequired' });
  });

  it.each<[string, () => Date, number, string]>([
    ['a time already past', () => soon(-10), 422, 'sessionStartDate'],
    ['a time more than a year ahead', () => soon(366 * 24 * 60), 422, 'sessionStartDate'],
    ['a time overlapping their own session (3 h ahead)', () => soon(3 * 60, 10), 409, ''],
  ])('refuses %s (%i) and writes nothing', async (_name, time, status, field) => {
    const [sessions, locks] = await Promise.all([SessionModel.countDocuments(), SlotLockModel.countDocuments()]);
    const { body } = await as('psychologist', api().post('/api/practice/sessions')).send({ patientId: cast.ids.client, sessionStartDate: time().toISOString(), sessionDurationTypeId: 2, priceCents: 9000 }).expect(status);
    if (field) expect(body.fields).toHaveProperty([field]);
    else expect(body.detail).toBe('You already have a session (or the break after one) at that time. Choose another time.');
    expect([await SessionModel.countDocuments(), await SlotLockModel.countDocuments()]).toEqual([sessions, locks]);
  });
});

describe('a psychologist starts a session now', () => {
  const body = () => ({ patientId: cast.ids.client, sessionDurationTypeId: 2, priceCents: 12000 });
  const joinEmails = () => OutboxMessageModel.countDocuments({ kind: 'session-join-now' });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['client', 403],
    ['gp', 403],
    ['administrator', 403],
  ])('as %s → %i: no session, no lock, no email', async (who, status) => {
    const [sessions, locks] = await Promise.all([SessionModel.countDocuments(), SlotLockModel.countDocuments()]);
    await as(who, api().post('/api/practice/sessions/start-now')).send(body()).expect(status);
    expect([await SessionModel.countDocuments(), await SlotLockModel.countDocuments(), await joinEmails()]).toEqual([sessions, locks, 0]);
  });

  it.each<[string, object, string]>([
    ['no patient', { patientId: '' }, 'patientId'],
    ['an unknown length', { sessionDurationTypeId: 9 }, 'sessionDurationTypeId'],
    ['a fee in fractions of a cent', { priceCents: 10.5 }, 'priceCents'],
  ])('names %s (422) and writes nothing', async (_name, change, field) => {
    const sessions = await SessionModel.countDocuments();
    const { body: problem } = await as('psychologist', api().post('/api/practice/sessions/start-now')).send({ ...body(), ...change }).expect(422);
    expect(problem.fields).toHaveProperty([field]);
    expect([await SessionModel.countDocuments(), await joinEmails()]).toEqual([sessions, 0]);
  });

  it('starts one now (three at once start one), emails and texts the link to a client who agreed to texts, and the client can join', async () => {
    // The client agreed to texts in their settings (the consent record those settings write).
    await SmsConsentModel.create({ _id: cast.ids.client, enabled: true, mobile: '+61412345678', consentedAt: new Date(), updatedAt: new Date() });
    const before = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => as('psychologist', api().post('/api/practice/sessions/start-now')).send(body())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const started = answers.find((a) => a.status === 201)!.body;
    const sessionId: string = started.session.sessionId;
    expect(started).toMatchObject({ joinUrl: expect.stringMatching(new RegExp(`/session/${sessionId}$`)), sentBy: ['email', 'sms'], session: { sessionStatus: 'Pending', durationMinutes: 50 } });
    const startsAt = new Date(started.session.sessionStartDate).getTime();
    expect(startsAt).toBeLessThanOrEqual(Date.now());
    expect(startsAt).toBeGreaterThan(before - MINUTE);

    const mail = await OutboxMessageModel.find({ kind: 'session-join-now' }).lean();
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Jordan Ng has started your session: join now');
    expect(mail[0].text).toContain(`Join it here: ${started.joinUrl}`);
    expect(mail[0].text).toContain('The fee is $120.00, charged to your saved card after the session.');

    const texts = await SmsMessageModel.find({ kind: 'session-join-now' }).lean();
    expect(texts.map((t) => [t.to, t.userId])).toEqual([['+61412345678', cast.ids.client]]);
    expect(texts[0].body).toContain(`Join: ${started.joinUrl}`);

    // The link's session is the client's and its room is open now.
    const token = await as('client', api().post(`/api/sessions/sessions/${sessionId}/token`)).expect(200);
    expect(token.body).toBeTruthy();
    await as('other client', api().post(`/api/sessions/sessions/${sessionId}/token`)).expect(403);
  });

  it('sends no text to a client who has not agreed to texts: email only', async () => {
    await pastSession(cast.ids['other psychologist'], cast.ids['other client'], `past-${randomUUID()}`);
    const { body } = await as('other psychologist', api().post('/api/practice/sessions/start-now')).send({ patientId: cast.ids['other client'], sessionDurationTypeId: 1, priceCents: 0 }).expect(201);
    expect(body.sentBy).toEqual(['email']);
    expect(await SmsMessageModel.countDocuments({ userId: cast.ids['other client'] })).toBe(0);
    const mail = (await OutboxMessageModel.find({ kind: 'session-join-now' }).lean()).find((m) => m.text.includes(body.session.sessionId));
    expect(mail?.text).toContain('There is no fee for this session.');
  });
});

describe('patients who share a name', () => {
  it('are listed by name, each with their date of birth, so the psychologist can tell them apart', async () => {
    const passwordHash = await testPasswordHash();
    const namesake = (dateOfBirth: string) =>
      createUserWithProfile({ userType: 'client', email: `namesake-${randomUUID()}@practice.test`, passwordHash, profile: { firstName: 'Robin', lastName: 'Lee', dateOfBirth } } as NewUser);
    const [older, younger] = [await namesake('1961-03-04'), await namesake('1999-12-31')];
    const abel = await createUserWithProfile({ userType: 'client', email: `abel-${randomUUID()}@practice.test`, passwordHash, profile: { firstName: 'Zoe', lastName: 'Abel' } } as NewUser);
    for (const patientId of [older, younger, abel]) await pastSession(cast.ids.psychologist, patientId, randomUUID());

    const { body } = await as('psychologist', api().get('/api/practice/bookable-patients')).expect(200);
    expect(body.patients[0]).toEqual({ patientId: abel, firstName: 'Zoe', lastName: 'Abel' });
    expect(body.patients.filter((p: { lastName: string }) => p.lastName === 'Lee')).toEqual(
      expect.arrayContaining([
        { patientId: older, firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1961-03-04' },
        { patientId: younger, firstName: 'Robin', lastName: 'Lee', dateOfBirth: '1999-12-31' },
      ]),
    );
    // Another psychologist sees none of them.
    const other = await as('other psychologist', api().get('/api/practice/bookable-patients')).expect(200);
    expect(other.body.patients.map((p: { patientId: string }) => p.patientId)).not.toEqual(expect.arrayContaining([older]));
  });
});
