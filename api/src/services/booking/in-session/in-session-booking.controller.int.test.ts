import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { inSessionPeople, sessionNow, type InSessionPerson } from '../../../test-support/in-session-people';
import { HttpProblem } from '../../../http/problem';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { createPriceReservation } from '../reservations/price-reservations';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { bookSession } from '../sessions/book-session';
import { NO_LONGER_AVAILABLE } from '../sessions/bookable-time';
import { SessionModel } from '../../sessions/records/session.model';
import { bookInSession } from './book-in-session';
import { createInSessionReservation } from './reserve-in-session';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof inSessionPeople>>;
const as = (person: InSessionPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));

// Five accounts signed in with real password hashing: slow on a busy machine.
beforeAll(async () => {
  people = await inSessionPeople(server.url);
}, 120_000);

describe('POST /sessions/in-session/book', () => {
  const nextWeek = futureStart(7, 3);
  let currentId: string;
  let reservationId: string;

  beforeAll(async () => {
    currentId = (await sessionNow(people.ids.client, people.ids.psychologist, 45))._id;
    const { body } = await as('psychologist', api().post('/api/payments/sessions/in-session/price-reservation')).send({ patientId: people.ids.client, sessionStartDate: nextWeek.toISOString() }).expect(201);
    reservationId = body.reservationId;
  });

  const sessionsOfPair = () => SessionModel.countDocuments({ patientId: people.ids.client });

  it.each<[InSessionPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['other client', 403],
    ['gp', 403],
    ['other psychologist', 404],
  ])('as %s → %i, nothing booked', async (person, status) => {
    await as(person, api().post('/api/sessions/sessions/in-session/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(status);
    expect(await sessionsOfPair()).toBe(1);
  });

  it('refuses without the client’s agreement to the cancellation policy, or without a card for a fee (422), writing nothing', async () => {
    const policy = await as('psychologist', api().post('/api/sessions/sessions/in-session/book')).send({ reservationId, acceptCancellationPolicy: false }).expect(422);
    expect(policy.body.fields).toHaveProperty('acceptCancellationPolicy');
    const card = await as('psychologist', api().post('/api/sessions/sessions/in-session/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(422);
    expect(card.body.fields).toHaveProperty('paymentMethodId');
    expect(await sessionsOfPair()).toBe(1);
    expect((await PriceReservationModel.findById(reservationId).lean())?.status).toBe('Held');
  });

  it('books with the client’s saved card: both see the new session and both are emailed', async () => {
    await as('psychologist', api().post('/api/payments/sessions/in-session/payment-method')).send({ patientId: people.ids.client, paymentMethodId: 'pm_card_mastercard' }).expect(201);
    const { body } = await as('psychologist', api().post('/api/sessions/sessions/in-session/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(201);
    expect(body).toMatchObject({ patientId: people.ids.client, psychologist: { id: people.ids.psychologist }, sessionStatus: 'Pending', paymentStatus: 'NotDue', sessionType: 'Private', timezoneId: 'Australia/Perth' });
    expect(new Date(body.sessionStartDate).toISOString()).toBe(nextWeek.toISOString());

    const client = await as('client', api().get('/api/sessions/sessions/patient')).expect(200);
    expect(client.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toContain(body.sessionId);
    const psychologist = await as('psychologist', api().get('/api/sessions/psychologists/sessions')).expect(200);
    expect(JSON.stringify(psychologist.body)).toContain(body.sessionId);

    const mail = await OutboxMessageModel.find({ kind: 'session-booked' }).lean();
    expect(mail.map((m) => m.to).sort()).toEqual([people.emails.client, people.emails.psychologist].sort());
    expect(mail.find((m) => m.to === people.emails.client)!.text).toContain('as agreed in your session');
    // The time is taken for everyone else now.
    await as('other client', api().post('/api/payments/sessions/price-reservation'))
      .send({ psychologistId: people.ids.psychologist, sessionStartDate: nextWeek.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 })
      .expect(409);
  });

  it('books once on a double click (same session back)', async () => {
    const { body } = await as('psychologist', api().post('/api/sessions/sessions/in-session/book')).send({ reservationId, acceptCancellationPolicy: true }).expect(201);
    expect(await SessionModel.countDocuments({ patientId: people.ids.client, startsAt: nextWeek })).toBe(1);
    expect(body.sessionStartDate).toBe(nextWeek.toISOString());
  });

  it('once the window has closed, the psychologist can no longer book for the client (403)', async () => {
    await SessionModel.deleteOne({ _id: currentId });
    await sessionNow(people.ids.client, people.ids.psychologist, 200, { sessionStatus: 'Completed' });
    const { body } = await as('psychologist', api().post('/api/payments/sessions/in-session/price-reservation')).send({ patientId: people.ids.client, sessionStartDate: futureStart(8, 3).toISOString() }).expect(403);
    expect(body.detail).toContain('only around a session');
  });
});

describe('no double booking between in-session and checkout (real database)', () => {
  it('the psychologist in session and 30 clients at checkout all want one time: exactly 1 session, the rest a clean 409', async () => {
    const psychologist = await bookingPerson('psychologist');
    const client = await bookingPerson('client');
    await PaymentCardModel.create({ _id: `card-${client.sub}`, patientId: client.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
    await sessionNow(client.sub, psychologist.sub, 30);
    const others = await Promise.all(Array.from({ length: 30 }, () => bookingPerson('client')));
    for (const other of others) {
      await PaymentCardModel.create({ _id: `card-${other.sub}`, patientId: other.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
    }
    const startsAt = futureStart(4, 1);
    const attempt = async (run: () => Promise<string>) => {
      try {
        return await run();
      } catch (err) {
        if (err instanceof HttpProblem) return err;
        throw err;
      }
    };
    const inSession = attempt(async () => {
      const reservation = await createInSessionReservation(psychologist, { patientId: client.sub, sessionStartDate: startsAt.toISOString() });
      return (await bookInSession(psychologist, { reservationId: reservation.reservationId, acceptCancellationPolicy: true })).sessionId;
    });
    const checkouts = others.map((other) =>
      attempt(async () => {
        const reservation = await createPriceReservation(other, { psychologistId: psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 });
        return (await bookSession(other, { reservationId: reservation.reservationId, acceptCancellationPolicy: true })).sessionId;
      }),
    );
    const results = await Promise.all([inSession, ...checkouts]);
    const won = results.filter((r): r is string => typeof r === 'string');
    const lost = results.filter((r): r is HttpProblem => r instanceof HttpProblem);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(30);
    for (const problem of lost) {
      expect(problem.status).toBe(409);
      expect(problem.detail).toContain(NO_LONGER_AVAILABLE);
    }
    const booked = (await SessionModel.find({ psychologistId: psychologist.sub }).lean()).filter((s) => s.startsAt.getTime() === startsAt.getTime());
    expect(booked.map((s) => s._id)).toEqual(won);
    // No orphan: every lock of that psychologist belongs to the one session (or the current one, which has none).
    const locks = await SlotLockModel.find({ psychologistId: psychologist.sub }).lean();
    expect(new Set(locks.map((l) => l.holderId))).toEqual(new Set(won));
    const held = (await PriceReservationModel.find({ psychologistId: psychologist.sub }).lean()).filter((r) => r.status === 'Held');
    expect(held).toEqual([]);
  }, 120_000);
});
