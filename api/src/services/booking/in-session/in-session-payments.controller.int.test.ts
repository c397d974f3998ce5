import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { futureStart } from '../../../test-support/booking-people';
import { inSessionPeople, sessionNow, type InSessionPerson } from '../../../test-support/in-session-people';
import { PatientPaymentSettingsModel, PaymentCardModel } from '../../payments/cards/payment-card.model';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { SessionModel } from '../../sessions/records/session.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof inSessionPeople>>;
const as = (person: InSessionPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));

// Five accounts signed in with real password hashing: slow on a busy machine.
beforeAll(async () => {
  people = await inSessionPeople(server.url);
}, 120_000);

const MINUTE = 60_000;
const nextWeek = futureStart(7, 2);

/** Every in-session payments call for the client, as someone makes it. */
const calls = (patientId: string, reservationId = 'none') => [
  ['POST price-reservation', (c: InSessionPerson | 'anonymous') => as(c, api().post('/api/payments/sessions/in-session/price-reservation')).send({ patientId, sessionStartDate: nextWeek.toISOString() })],
  ['PUT price-reservation', (c: InSessionPerson | 'anonymous') => as(c, api().put(`/api/payments/sessions/in-session/price-reservation/${reservationId}`)).send({ patientId, discountCode: 'WELCOME10' })],
  ['POST payment-method', (c: InSessionPerson | 'anonymous') => as(c, api().post('/api/payments/sessions/in-session/payment-method')).send({ patientId, paymentMethodId: 'pm_card_visa' })],
  ['GET cards', (c: InSessionPerson | 'anonymous') => as(c, api().get(`/api/payments/patient/${patientId}/in-session/cards`))],
  ['PATCH patient', (c: InSessionPerson | 'anonymous') => as(c, api().patch('/api/payments/patient/in-session')).send({ patientId, primaryPaymentMethodId: 'card-x' })],
  ['GET payment-status', (c: InSessionPerson | 'anonymous') => as(c, api().get(`/api/payments/patients/payment-status/in-session/${patientId}`))],
] as const;

async function nothingWritten() {
  expect(await PriceReservationModel.countDocuments({ patientId: people.ids.client })).toBe(0);
  expect(await PaymentCardModel.countDocuments({ patientId: people.ids.client })).toBe(0);
  expect(await PatientPaymentSettingsModel.countDocuments({ _id: people.ids.client })).toBe(0);
  expect(await SlotLockModel.countDocuments({ psychologistId: people.ids.psychologist })).toBe(0);
}

describe('in-session payments: who may (the session’s psychologist, only around the session)', () => {
  it.each<[InSessionPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['other client', 403],
    ['gp', 403],
    ['other psychologist', 404],
  ])('every call as %s → %i, and nothing is written', async (person, status) => {
    const session = await sessionNow(people.ids.client, people.ids.psychologist);
    for (const [, call] of calls(people.ids.client)) await call(person).expect(status);
    await nothingWritten();
    await SessionModel.deleteOne({ _id: session._id });
  });

  it.each([
    ['16 minutes before it starts', -16],
    ['31 minutes after its booked end', 81],
  ])('the psychologist %s → 403 "only around a session", nothing written', async (_, startedMinutesAgo) => {
    const session = await sessionNow(people.ids.client, people.ids.psychologist, startedMinutesAgo);
    // (PUT needs a reservation, which cannot exist outside the window: covered below.)
    for (const [, call] of calls(people.ids.client).filter(([name]) => name !== 'PUT price-reservation')) {
      const { body } = await call('psychologist').expect(403);
      expect(body.detail).toContain('In-session booking is open only around a session with this client');
    }
    await nothingWritten();
    await SessionModel.deleteOne({ _id: session._id });
  });

  it('a cancelled session does not open it', async () => {
    const session = await sessionNow(people.ids.client, people.ids.psychologist, 10, { sessionStatus: 'Cancelled' });
    await calls(people.ids.client)[0][1]('psychologist').expect(403);
    await nothingWritten();
    await SessionModel.deleteOne({ _id: session._id });
  });
});

describe('in-session payments during the session', () => {
  let sessionId: string;
  let reservationId: string;
  beforeAll(async () => {
    sessionId = (await sessionNow(people.ids.client, people.ids.psychologist, 10, { sessionType: 'Private' }))._id;
  });
  afterAll(async () => {
    await SessionModel.deleteOne({ _id: sessionId });
  });

  it('names a bad field with 422 and writes nothing', async () => {
    const bad = await as('psychologist', api().post('/api/payments/sessions/in-session/price-reservation')).send({ patientId: people.ids.client, sessionStartDate: 'next tuesday' }).expect(422);
    expect(bad.body.fields).toHaveProperty('sessionStartDate');
    const card = await as('psychologist', api().post('/api/payments/sessions/in-session/payment-method')).send({ patientId: people.ids.client, paymentMethodId: '4242424242424242' }).expect(422);
    expect(card.body.fields).toHaveProperty('paymentMethodId');
    await nothingWritten();
  });

  it('prices and holds the next session with themself, at the client’s funding and zone, 10 minutes', async () => {
    const { body } = await as('psychologist', api().post('/api/payments/sessions/in-session/price-reservation')).send({ patientId: people.ids.client, sessionStartDate: nextWeek.toISOString() }).expect(201);
    expect(body).toMatchObject({ psychologistId: people.ids.psychologist, status: 'Held', timezoneId: 'Australia/Perth', durationMinutes: 50, quote: { fundingRoute: 'Private', feeCents: 22000, outOfPocketCents: 22000 } });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * MINUTE);
    reservationId = body.reservationId;
    const stored = await PriceReservationModel.findById(reservationId).lean();
    expect(stored).toMatchObject({ patientId: people.ids.client, bookedByPsychologistId: people.ids.psychologist });
    expect(await SlotLockModel.countDocuments({ holderId: reservationId })).toBeGreaterThan(0);
  });

  it('another psychologist cannot touch that reservation (404), nor can the client through the in-session path (403)', async () => {
    await calls(people.ids.client, reservationId)[1][1]('other psychologist').expect(404);
    await calls(people.ids.client, reservationId)[1][1]('client').expect(403);
    // The psychologist with another client's id in the body: not that reservation.
    await as('psychologist', api().put(`/api/payments/sessions/in-session/price-reservation/${reservationId}`)).send({ patientId: people.ids['other client'] }).expect(404);
    expect((await PriceReservationModel.findById(reservationId).lean())?.discountCode).toBeUndefined();
  });

  it('applies a discount code to the held time', async () => {
    const { body } = await calls(people.ids.client, reservationId)[1][1]('psychologist').expect(200);
    expect(body.quote).toMatchObject({ discountCents: 2200, outOfPocketCents: 19800 });
  });

  it('shows the client’s cards, adds one (stripe-mock), and sets the default', async () => {
    const empty = await calls(people.ids.client)[3][1]('psychologist').expect(200);
    expect(empty.body.cards).toEqual([]);
    const saved = await calls(people.ids.client)[2][1]('psychologist').expect(201);
    expect(saved.body.card).toMatchObject({ isPrimary: true, last4: expect.stringMatching(/^\d{4}$/) });
    expect(await PaymentCardModel.countDocuments({ patientId: people.ids.client })).toBe(1);
    const listed = await calls(people.ids.client)[3][1]('psychologist').expect(200);
    expect(listed.body.cards).toHaveLength(1);
    // The client sees the same card in their own list.
    const own = await as('client', api().get('/api/payments/patient/cards')).expect(200);
    expect(own.body.cards.map((c: { id: string }) => c.id)).toEqual([saved.body.card.id]);
    const notTheirs = await as('psychologist', api().patch('/api/payments/patient/in-session')).send({ patientId: people.ids.client, primaryPaymentMethodId: 'card-x' }).expect(422);
    expect(notTheirs.body.fields).toHaveProperty('primaryPaymentMethodId');
    await as('psychologist', api().patch('/api/payments/patient/in-session')).send({ patientId: people.ids.client, primaryPaymentMethodId: saved.body.card.id }).expect(200);
  });

  it('tells whether an earlier charge failed', async () => {
    const { body } = await calls(people.ids.client)[5][1]('psychologist').expect(200);
    expect(body).toEqual({ hasFailedPayments: false, failedPayments: [] });
  });
});
