import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson } from '../../../test-support/booking-people';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { AvailabilityModel } from '../../availability/availability.model';
import { SessionModel } from '../../sessions/records/session.model';
import { amountDue } from '../../payments/charges/charge-session';
import { sessionRecord } from '../../../test-support/session-record';

/**
 * Terms frozen at booking: the cancellation window and fee the client accepted stay with the
 * session whatever the psychologist changes later, the fee never exceeds the session's fee, and a
 * late reschedule cannot be used to dodge it. Real API, real database, stripe-mock for the card.
 */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await testPasswordHash();
});

/** A start on the half hour (where starts fall) about `hours` from now. */
const hoursAhead = (hours: number) => new Date(Math.ceil((Date.now() + hours * 3_600_000) / 1_800_000) * 1_800_000);

async function people(policy: { lateCancellationHours?: number; lateCancellationFeeCents?: number } = {}) {
  const client = await bookingPerson('client', passwordHash);
  const psychologist = await bookingPerson('psychologist', passwordHash);
  await AvailabilityModel.updateOne({ _id: psychologist.sub }, { $set: policy });
  const clientAuth = `Bearer ${(await signIn(server.url, client.email, TEST_PASSWORD)).access_token}`;
  const psychologistAuth = `Bearer ${(await signIn(server.url, psychologist.email, TEST_PASSWORD)).access_token}`;
  await api().post('/api/payments/sessions/payment-method').set('authorization', clientAuth).send({ paymentMethodId: 'pm_card_visa', isPrimaryPaymentMethod: true }).expect(201);
  return { client, psychologist, clientAuth, psychologistAuth };
}

async function book(who: Awaited<ReturnType<typeof people>>, startsAt: Date) {
  const reservation = await api()
    .post('/api/payments/sessions/price-reservation')
    .set('authorization', who.clientAuth)
    .send({ psychologistId: who.psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 })
    .expect(201);
  const session = await api().post('/api/sessions/sessions/book').set('authorization', who.clientAuth).send({ reservationId: reservation.body.reservationId, acceptCancellationPolicy: true }).expect(201);
  return { reservation: reservation.body, sessionId: session.body.sessionId as string };
}

const fee = (sessionId: string, auth: string) => api().get(`/api/payments/session/${sessionId}/cancellation-fee`).set('authorization', auth).expect(200);

describe('terms frozen at booking', () => {
  it('keeps the window and fee the client accepted when the psychologist raises them afterwards', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 5000 });
    const { reservation, sessionId } = await book(who, hoursAhead(20));
    expect(reservation.cancellationPolicy).toMatchObject({ lateCancellationHours: 24, lateCancellationFeeCents: 5000 });
    expect((await SessionModel.findById(sessionId).lean())!.terms).toMatchObject({ lateCancellationHours: 24, lateCancellationFeeCents: 5000 });

    await AvailabilityModel.updateOne({ _id: who.psychologist.sub }, { $set: { lateCancellationHours: 72, lateCancellationFeeCents: 20000 } });

    expect((await fee(sessionId, who.clientAuth)).body).toMatchObject({ isLateCancellation: true, feeCents: 5000, lateCancellationHours: 24 });
    const cancelled = await api().post(`/api/sessions/sessions/${sessionId}/cancel`).set('authorization', who.clientAuth).send({ reasonId: 3 }).expect(200);
    expect(cancelled.body.cancellation).toMatchObject({ feeCents: 5000, reasonId: 3 });
    expect(amountDue((await SessionModel.findById(sessionId).lean())!)).toEqual({ amountCents: 5000, purpose: 'late-cancellation' });
  });

  it('never lets the fee exceed the session fee, neither at booking nor at cancelling', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 50000 });
    const { reservation, sessionId } = await book(who, hoursAhead(20));
    expect(reservation.quote.feeCents).toBe(22000);
    expect(reservation.cancellationPolicy.lateCancellationFeeCents).toBe(22000);
    expect((await fee(sessionId, who.clientAuth)).body.feeCents).toBe(22000);
  });

  it('reads the terms of a session booked before terms were stored from its price reservation', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 3000 });
    const { sessionId } = await book(who, hoursAhead(20));
    await SessionModel.updateOne({ _id: sessionId }, { $unset: { terms: 1 } });
    await AvailabilityModel.updateOne({ _id: who.psychologist.sub }, { $set: { lateCancellationFeeCents: 9000 } });
    expect((await fee(sessionId, who.clientAuth)).body).toMatchObject({ feeCents: 3000, lateCancellationHours: 24 });
  });

  it('gives a session without terms or reservation the default terms: 24 hours, its out-of-pocket', async () => {
    const who = await people({ lateCancellationHours: 48, lateCancellationFeeCents: 9000 });
    const startsAt = hoursAhead(20);
    const session = sessionRecord(who.client.sub, who.psychologist.sub, startsAt, {
      sessionParticipants: [{ userId: who.client.sub, userType: 'client', isLeadParticipant: true }],
      quote: { feeCents: 15000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 15000 },
    });
    await SessionModel.create(session);
    expect((await fee(session._id, who.clientAuth)).body).toMatchObject({ isLateCancellation: true, feeCents: 15000, lateCancellationHours: 24 });
  });
});

describe('reschedule policy: a late reschedule counts as a late cancellation', () => {
  it('refuses a client reschedule inside the window until the client accepts the fee, and writes nothing', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 4000 });
    const startsAt = hoursAhead(20);
    const { sessionId } = await book(who, startsAt);
    const to = hoursAhead(30);
    const quote = (await fee(sessionId, who.clientAuth)).body;
    expect(quote).toMatchObject({ isLateCancellation: true, rescheduleFeeCents: 4000 });

    const refused = await api().post(`/api/sessions/sessions/${sessionId}/reschedule`).set('authorization', who.clientAuth).send({ sessionDate: to.toISOString() }).expect(422);
    expect(refused.body.fields).toHaveProperty('acceptLateFee');
    expect(refused.body.fields.acceptLateFee).toContain('$40.00');
    const unchanged = (await SessionModel.findById(sessionId).lean())!;
    expect(unchanged.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect(unchanged.lateRescheduleFeeCents).toBeUndefined();

    const moved = await api().post(`/api/sessions/sessions/${sessionId}/reschedule`).set('authorization', who.clientAuth).send({ sessionDate: to.toISOString(), acceptLateFee: true }).expect(200);
    expect(new Date(moved.body.sessionStartDate).toISOString()).toBe(to.toISOString());
    const after = (await SessionModel.findById(sessionId).lean())!;
    expect(after.lateRescheduleFeeCents).toBe(4000);
    // Owed with the session's own charge after it: out-of-pocket plus the late fee, charged once.
    expect(amountDue(after)).toEqual({ amountCents: 22000 + 4000, purpose: 'session' });
  });

  it('"reschedule, then cancel" costs the fee once: the cancellation adds no second fee', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 4000 });
    const { sessionId } = await book(who, hoursAhead(20));
    await api().post(`/api/sessions/sessions/${sessionId}/reschedule`).set('authorization', who.clientAuth).send({ sessionDate: hoursAhead(60).toISOString(), acceptLateFee: true }).expect(200);
    // Now outside the (frozen) 24-hour window of the new time: cancelling adds nothing, the late fee stays owed.
    const before = (await fee(sessionId, who.clientAuth)).body;
    expect(before).toMatchObject({ isLateCancellation: false, feeCents: 4000, rescheduleFeeCents: 0 });
    const cancelled = await api().post(`/api/sessions/sessions/${sessionId}/cancel`).set('authorization', who.clientAuth).send({ reasonId: 3 }).expect(200);
    expect(cancelled.body.sessionStatus).toBe('Cancelled');
    expect(amountDue((await SessionModel.findById(sessionId).lean())!)).toEqual({ amountCents: 4000, purpose: 'late-cancellation' });
  });

  it('is free outside the window, and free when the psychologist moves it inside the window', async () => {
    const who = await people({ lateCancellationHours: 24, lateCancellationFeeCents: 4000 });
    const far = await book(who, hoursAhead(60));
    await api().post(`/api/sessions/sessions/${far.sessionId}/reschedule`).set('authorization', who.clientAuth).send({ sessionDate: hoursAhead(70).toISOString() }).expect(200);
    expect((await SessionModel.findById(far.sessionId).lean())!.lateRescheduleFeeCents).toBeUndefined();

    const near = await book(who, hoursAhead(20));
    await api().post(`/api/sessions/psychologists/sessions/${near.sessionId}/reschedule`).set('authorization', who.psychologistAuth).send({ sessionDate: hoursAhead(40).toISOString() }).expect(200);
    expect((await SessionModel.findById(near.sessionId).lean())!.lateRescheduleFeeCents).toBeUndefined();
  });

  it('the reservation still carries the terms it showed', async () => {
    const who = await people({ lateCancellationHours: 36, lateCancellationFeeCents: 1000 });
    const { reservation } = await book(who, hoursAhead(50));
    const record = (await PriceReservationModel.findById(reservation.reservationId).lean())!;
    expect(record).toMatchObject({ lateCancellationHours: 36, lateCancellationFeeCents: 1000 });
  });
});
