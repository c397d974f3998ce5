import ICAL from 'ical.js';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { SessionModel } from '../../sessions/records/session.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Person = 'owner' | 'other client' | 'psychologist' | 'other psychologist' | 'gp';
const ids: Partial<Record<Person, string>> = {};
const emails: Partial<Record<Person, string>> = {};
const auth: Partial<Record<Person, string>> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const person of ['owner', 'other client', 'psychologist', 'other psychologist'] as const) {
    const made = await bookingPerson(person.includes('psychologist') ? 'psychologist' : 'client', passwordHash, person === 'owner' ? 'Alex' : 'Sam');
    ids[person] = made.sub;
    emails[person] = made.email;
  }
  emails.gp = `gp-${Date.now()}@booking.test`;
  ids.gp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: emails.gp, passwordHash, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y', practiceName: 'Clinic' } });
  for (const person of Object.keys(emails) as Person[]) auth[person] = `Bearer ${(await signIn(server.url, emails[person]!, TEST_PASSWORD)).access_token}`;
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));
const reservationBody = (startsAt: Date, extra: Record<string, unknown> = {}) => ({
  psychologistId: ids.psychologist,
  sessionStartDate: startsAt.toISOString(),
  timezoneId: 'Australia/Perth',
  sessionDurationTypeId: 2,
  therapyTypeId: 1,
  ...extra,
});

describe('booking through the API', () => {
  const startsAt = futureStart(5, 1);
  let reservationId: string;
  let sessionId: string;

  it('prices a time anonymously under Medicare (a referral assumed before sign-in)', async () => {
    const { body } = await api()
      .post('/api/payments/sessions/pricing-estimation')
      .send({ psychologistId: ids.psychologist, sessionDurationTypeId: 2, sessionStartDate: startsAt.toISOString(), fundingRoute: 'Medicare' })
      .expect(200);
    expect(body).toMatchObject({ fundingRoute: 'Medicare', feeCents: 22000, rebateCents: 9895, outOfPocketCents: 12105, eligible: true, item: '91170', rateEffectiveFrom: '2025-07-01' });
  });

  it('names the field of bad funding details, and writes nothing', async () => {
    const { body } = await as('owner', api().post('/api/payments/sessions/price-reservation'))
      .send(reservationBody(startsAt, { fundingRoute: 'NDIS', funding: { ndisManagement: 'plan', ndisParticipantNumber: '12' } }))
      .expect(422);
    expect(body.fields).toHaveProperty(['funding.ndisParticipantNumber']);
    expect(await PriceReservationModel.countDocuments({ patientId: ids.owner })).toBe(0);
    expect(await SlotLockModel.countDocuments({ psychologistId: ids.psychologist })).toBe(0);
  });

  it('saves a card from a Stripe test payment method (stripe-mock), never a card number', async () => {
    await as('owner', api().post('/api/payments/sessions/payment-method')).send({ paymentMethodId: '4242424242424242' }).expect(422);
    const { body } = await as('owner', api().post('/api/payments/sessions/payment-method')).send({ paymentMethodId: 'pm_card_visa', isPrimaryPaymentMethod: true }).expect(201);
    expect(body.card).toMatchObject({ isPrimary: true, last4: expect.stringMatching(/^\d{4}$/) });
    const cards = await as('owner', api().get('/api/payments/patient/cards')).expect(200);
    expect(cards.body.cards).toHaveLength(1);
    expect(cards.body.primaryPaymentMethodId).toBe(body.card.id);
  });

  it('reserves with the client’s referral: Medicare rebate, session 1 of 6', async () => {
    await as('owner', api().put('/api/payments/patient/medicare-referral')).send({ referrerName: 'Dr Lee', issuedOn: new Date().toISOString().slice(0, 10) }).expect(200);
    const { body } = await as('owner', api().post('/api/payments/sessions/price-reservation')).send(reservationBody(startsAt, { fundingRoute: 'Medicare' })).expect(201);
    expect(body).toMatchObject({ status: 'Held', quote: { rebateCents: 9895, outOfPocketCents: 12105, medicare: { sessionNumberOnReferral: 1, sessionsPerReferral: 6 } } });
    reservationId = body.reservationId;
  });

  it('answers another client "That time is no longer available." while it is held', async () => {
    const { body } = await as('other client', api().post('/api/payments/sessions/price-reservation')).send(reservationBody(startsAt)).expect(409);
    expect(body.detail).toContain('That time is no longer available.');
  });

  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['other client', 404],
    ['psychologist', 403],
    ['gp', 403],
  ])('someone else’s reservation as %s → %i (GET, PUT and book)', async (person, status) => {
    await as(person, api().get(`/api/payments/sessions/price-reservation/${reservationId}`)).expect(status);
    await as(person, api().put(`/api/payments/sessions/price-reservation/${reservationId}`)).send({ discountCode: 'WELCOME10' }).expect(status);
    await as(person, api().post('/api/sessions/sessions/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(status);
    expect(await SessionModel.countDocuments({})).toBe(0);
  });

  it('books: the session is pending, nothing charged, both emailed', async () => {
    await as('owner', api().post('/api/sessions/sessions/book')).send({ reservationId, acceptCancellationPolicy: false }).expect(422);
    const { body } = await as('owner', api().post('/api/sessions/sessions/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(201);
    expect(body).toMatchObject({ sessionStatus: 'Pending', paymentStatus: 'NotDue', sessionType: 'Medicare', timezoneId: 'Australia/Perth', price: { outOfPocketCents: 12105 } });
    sessionId = body.sessionId;
    const mail = await OutboxMessageModel.find({ kind: 'session-booked' }).lean();
    expect(mail.map((m) => m.to).sort()).toEqual([emails.owner, emails.psychologist].sort());
    // Each in their own zone: Perth (AWST) for the client.
    expect(mail.find((m) => m.to === emails.owner)!.text).toMatch(/AWST|GMT\+8/);
  });

  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['owner', 200],
    ['psychologist', 200],
    ['other client', 404],
    ['other psychologist', 404],
    ['gp', 403],
  ])('GET the session as %s → %i', async (person, status) => {
    const { body } = await as(person, api().get(`/api/sessions/sessions/${sessionId}`)).expect(status);
    if (status !== 200) expect(body.sessionId).toBeUndefined();
    await as(person, api().get(`/api/sessions/sessions/${sessionId}/calendar.ics`)).expect(status);
    await as(person, api().get(`/api/payments/session/${sessionId}/cancellation-fee`)).expect(status);
    await as(person, api().get(`/api/payments/sessions/${sessionId}/check-booking-payment`)).expect(status);
  });

  it('lists it for the client and the psychologist, and gives a valid .ics', async () => {
    const mine = await as('owner', api().get('/api/sessions/sessions/patient')).expect(200);
    expect(mine.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([sessionId]);
    const theirs = await as('psychologist', api().get('/api/sessions/psychologists/sessions')).expect(200);
    expect(theirs.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([sessionId]);
    const other = await as('other psychologist', api().get('/api/sessions/psychologists/sessions')).expect(200);
    expect(other.body.sessions).toEqual([]);
    const ics = await as('owner', api().get(`/api/sessions/sessions/${sessionId}/calendar.ics`)).buffer(true).parse((res, cb) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => cb(null, text));
    }).expect(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.body as unknown as string)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.summary).toContain('Sam Practitioner');
  });

  it('shows no fee outside the late-cancellation window', async () => {
    const { body } = await as('owner', api().get(`/api/payments/session/${sessionId}/cancellation-fee`)).expect(200);
    expect(body).toMatchObject({ isLateCancellation: false, feeCents: 0, lateCancellationHours: 24 });
  });

  it('reschedules: the new time first, the old time free for someone else at once', async () => {
    const later = new Date(startsAt.getTime() + 2 * 3_600_000);
    await as('other client', api().post(`/api/sessions/sessions/${sessionId}/reschedule`)).send({ sessionDate: later.toISOString() }).expect(404);
    const { body } = await as('owner', api().post(`/api/sessions/sessions/${sessionId}/reschedule`)).send({ sessionDate: later.toISOString() }).expect(200);
    expect(new Date(body.sessionStartDate).toISOString()).toBe(later.toISOString());
    const taken = await as('other client', api().post('/api/payments/sessions/price-reservation')).send(reservationBody(startsAt)).expect(201);
    await PriceReservationModel.updateOne({ _id: taken.body.reservationId }, { $set: { status: 'Released' } });
    await SlotLockModel.deleteMany({ holderId: taken.body.reservationId });
    const moved = await as('psychologist', api().post(`/api/sessions/psychologists/sessions/${sessionId}/reschedule`)).send({ sessionDate: startsAt.toISOString() }).expect(200);
    expect(new Date(moved.body.sessionStartDate).toISOString()).toBe(startsAt.toISOString());
    await as('other psychologist', api().post(`/api/sessions/psychologists/sessions/${sessionId}/reschedule`)).send({ sessionDate: later.toISOString() }).expect(404);
    expect(await OutboxMessageModel.countDocuments({ kind: 'session-rescheduled' })).toBe(4);
  });

  it('a calendar feed lists the session, drops it once cancelled, and is gone once revoked', async () => {
    const redirectUrl = `${server.config.publicUrl}/account/settings`;
    await as('owner', api().post('/api/sessions/calendar/authorisation-url')).send({ redirectUrl: 'https://evil.example/x' }).expect(422);
    const start = await as('owner', api().post('/api/sessions/calendar/authorisation-url')).send({ redirectUrl }).expect(200);
    const code = new URL(start.body.url).searchParams.get('code');
    const linked = await as('owner', api().post('/api/sessions/calendar/complete-authorisation')).send({ code, redirectUrl }).expect(200);
    await as('owner', api().post('/api/sessions/calendar/complete-authorisation')).send({ code, redirectUrl }).expect(422);
    const feedPath = new URL(linked.body.feedUrl).pathname;
    const events = async () => {
      const res = await api().get(feedPath).buffer(true).parse((r, cb) => {
        let t = '';
        r.on('data', (c: Buffer) => (t += c.toString()));
        r.on('end', () => cb(null, t));
      });
      expect(res.status).toBe(200);
      return new ICAL.Component(ICAL.parse(res.body as unknown as string)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    };
    expect(await events()).toEqual([`${sessionId}@harbour`]);
    expect((await as('owner', api().get('/api/sessions/calendar/element-token')).expect(200)).body.isLinked).toBe(true);

    await as('other client', api().post(`/api/sessions/sessions/${sessionId}/cancel`)).send({}).expect(404);
    await as('psychologist', api().post(`/api/sessions/sessions/${sessionId}/cancel`)).send({ reasonId: 10 }).expect(422);
    const cancelled = await as('owner', api().post(`/api/sessions/sessions/${sessionId}/cancel`)).send({ reason: 'Feeling better' }).expect(200);
    expect(cancelled.body).toMatchObject({ sessionStatus: 'Cancelled', cancellation: { feeCents: 0, byUserType: 'client' } });
    expect(await SlotLockModel.countDocuments({ holderId: sessionId })).toBe(0);
    expect(await events()).toEqual([]);

    await as('owner', api().post('/api/sessions/calendar/revoke-authorisation')).expect(204);
    await api().get(feedPath).expect(404);
  });
});

describe('access matrix of the card and payment endpoints', () => {
  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['gp', 403],
  ])('cards, payment status and payment type as %s → %i', async (person, status) => {
    await as(person, api().get('/api/payments/patient/cards')).expect(status);
    await as(person, api().post('/api/payments/sessions/payment-method')).send({ paymentMethodId: 'pm_card_visa' }).expect(status);
    await as(person, api().get('/api/payments/patients/payment-status')).expect(status);
    await as(person, api().get('/api/payments/patients/payment-type')).expect(status);
    await as(person, api().patch('/api/payments/patient')).send({ primaryPaymentMethodId: 'x' }).expect(status);
  });

  it('another client cannot see, rename, delete or choose the owner’s card', async () => {
    const { body } = await as('owner', api().get('/api/payments/patient/cards')).expect(200);
    const cardId = body.cards[0].id;
    const theirs = await as('other client', api().get('/api/payments/patient/cards')).expect(200);
    expect(theirs.body.cards).toEqual([]);
    await as('other client', api().put(`/api/payments/patient/cards/${cardId}`)).send({ name: 'Mine now' }).expect(404);
    await as('other client', api().delete(`/api/payments/patient/cards/${cardId}`)).expect(404);
    await as('other client', api().patch('/api/payments/patient')).send({ primaryPaymentMethodId: cardId }).expect(422);
    await as('other client', api().post('/api/payments/patient/booking-rules')).send({ patientId: ids.owner }).expect(404);
    const still = await as('owner', api().get('/api/payments/patient/cards')).expect(200);
    expect(still.body.cards).toEqual([expect.objectContaining({ id: cardId, isPrimary: true })]);
    expect(still.body.cards[0].name).toBeUndefined();
    await as('owner', api().put(`/api/payments/patient/cards/${cardId}`)).send({ name: 'Everyday' }).expect(200);
    await as('owner', api().delete(`/api/payments/patient/cards/${cardId}`)).expect(204);
    expect((await as('owner', api().get('/api/payments/patient/cards')).expect(200)).body.cards).toEqual([]);
  });
});
