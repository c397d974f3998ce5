import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson } from '../../../test-support/booking-people';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { MedicareReferralModel } from '../funding/medicare-referral.model';
import { PriceReservationModel } from '../../booking/reservations/price-reservation.model';
import { acquireBlocks } from '../../booking/sessions/slot-locks';
import { blocksCovering } from '../../booking/sessions/lock-blocks';
import { PatientFundingProfileModel } from '../medicare/patient-funding-profile.model';

/**
 * The quote, the booking, the client's tracker and the psychologist's patient page read one
 * entitlement function, so they agree: on the real API and database.
 */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await testPasswordHash();
});

const halfHourAhead = (days: number, hour = 0) => new Date(Math.ceil((Date.now() + days * 86_400_000 + hour * 3_600_000) / 1_800_000) * 1_800_000);

async function clientAndPsychologist() {
  const client = await bookingPerson('client', passwordHash);
  const psychologist = await bookingPerson('psychologist', passwordHash);
  const auth = `Bearer ${(await signIn(server.url, client.email, TEST_PASSWORD)).access_token}`;
  const psychologistAuth = `Bearer ${(await signIn(server.url, psychologist.email, TEST_PASSWORD)).access_token}`;
  await api().post('/api/payments/sessions/payment-method').set('authorization', auth).send({ paymentMethodId: 'pm_card_visa', isPrimaryPaymentMethod: true }).expect(201);
  return { client, psychologist, auth, psychologistAuth };
}

type Who = Awaited<ReturnType<typeof clientAndPsychologist>>;

async function addReferral(who: Who, sessionsApproved: number) {
  const issuedOn = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { body } = await api()
    .put('/api/users/profile/patient/mhcp')
    .set('authorization', who.auth)
    .send({ referringGpName: 'Dr Lee', referrerProviderNumber: '2547611Y', issuedOn, sessionsApproved })
    .expect(200);
  return body.medicareReferralId as string;
}

const estimate = (who: Who, startsAt: Date, extra: Record<string, unknown> = {}) =>
  api()
    .post('/api/payments/sessions/pricing-estimation')
    .set('authorization', who.auth)
    .send({ psychologistId: who.psychologist.sub, sessionDurationTypeId: 2, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', fundingRoute: 'Medicare', ...extra })
    .expect(200);

async function bookMedicare(who: Who, startsAt: Date) {
  const reservation = await api()
    .post('/api/payments/sessions/price-reservation')
    .set('authorization', who.auth)
    .send({ psychologistId: who.psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1, fundingRoute: 'Medicare' })
    .expect(201);
  await api().post('/api/sessions/sessions/book').set('authorization', who.auth).send({ reservationId: reservation.body.reservationId, acceptCancellationPolicy: true }).expect(201);
  return reservation.body;
}

const tracker = async (who: Who) => (await api().get('/api/users/profile/patient/entitlements').set('authorization', who.auth).expect(200)).body;
const practiceReferral = async (who: Who, referralId: string) =>
  (await api().get(`/api/users/psychologist/patients/${who.client.sub}/profile`).set('authorization', who.psychologistAuth).expect(200)).body.medicareReferrals.find(
    (r: { referralId: string }) => r.referralId === referralId,
  );

describe('one entitlement, read alike everywhere', () => {
  it('a referral approving 3 sessions: the 4th is quoted without a rebate, and the tracker and the psychologist agree', async () => {
    const who = await clientAndPsychologist();
    const referralId = await addReferral(who, 3);
    for (let i = 0; i < 3; i += 1) {
      const held = await bookMedicare(who, halfHourAhead(3 + i));
      expect(held.quote).toMatchObject({ eligible: true, rebateCents: 9895, medicare: { sessionNumberOnReferral: i + 1, sessionsPerReferral: 3 } });
    }
    const fourth = (await estimate(who, halfHourAhead(10))).body;
    expect(fourth).toMatchObject({ eligible: false, rebateCents: 0, outOfPocketCents: 22000, medicare: { sessionNumberOnReferral: 4, sessionsPerReferral: 3 } });
    expect(fourth.reason).toMatch(/session 4 on your referral, which approves 3/);
    expect(await tracker(who)).toMatchObject({ status: 'NeedsNewReferral', onReferral: { medicareReferralId: referralId, sessionsApproved: 3, used: 3, remaining: 0 } });
    expect(await practiceReferral(who, referralId)).toMatchObject({ sessionsApproved: 3, sessionsUsed: 3, sessionsLeft: 0 });
  });

  it("after a GP review adds sessions, the 7th is quoted with its rebate and everyone counts 10 on the referral", async () => {
    const who = await clientAndPsychologist();
    const referralId = await addReferral(who, 6);
    for (let i = 0; i < 6; i += 1) await bookMedicare(who, halfHourAhead(3 + i));
    expect((await estimate(who, halfHourAhead(12))).body).toMatchObject({ eligible: false, rebateCents: 0 });
    // What answering the GP review request writes (its own tests drive it through the GP's API).
    await MedicareReferralModel.updateOne({ _id: referralId }, { $set: { sessionsApproved: 10, reviewedOn: new Date().toISOString().slice(0, 10) } });

    const seventh = (await estimate(who, halfHourAhead(12))).body;
    expect(seventh).toMatchObject({ eligible: true, rebateCents: 9895, outOfPocketCents: 12105, medicare: { sessionNumberOnReferral: 7, sessionsPerReferral: 10 } });
    expect(await tracker(who)).toMatchObject({ status: 'Available', onReferral: { sessionsApproved: 10, used: 6, remaining: 4 } });
    expect(await practiceReferral(who, referralId)).toMatchObject({ sessionsApproved: 10, sessionsUsed: 6, sessionsLeft: 4 });
    const booked = await bookMedicare(who, halfHourAhead(12));
    expect(booked.quote).toMatchObject({ rebateCents: 9895, medicare: { sessionNumberOnReferral: 7 } });
    expect(await tracker(who)).toMatchObject({ onReferral: { used: 7, remaining: 3 } });
  });

  it('refuses at booking a rebate that another booking used meanwhile: the price the client saw changed', async () => {
    const who = await clientAndPsychologist();
    await addReferral(who, 1);
    const first = await api()
      .post('/api/payments/sessions/price-reservation')
      .set('authorization', who.auth)
      .send({ psychologistId: who.psychologist.sub, sessionStartDate: halfHourAhead(3).toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1, fundingRoute: 'Medicare' })
      .expect(201);
    expect(first.body.quote.rebateCents).toBe(9895);
    // Another tab books the referral's one session first (as the booking writes it).
    const referral = (await MedicareReferralModel.findOne({ patientId: who.client.sub }).lean())!;
    const other = halfHourAhead(5);
    await SessionModel.create({
      _id: randomUUID(),
      patientId: who.client.sub,
      psychologistId: who.psychologist.sub,
      sessionParticipants: [{ userId: who.client.sub, userType: 'client', isLeadParticipant: true }],
      startsAt: other,
      endsAt: new Date(other.getTime() + 50 * 60_000),
      timezoneId: 'Australia/Sydney',
      sessionDurationTypeId: '2',
      durationMinutes: 50,
      therapyTypeId: '1',
      sessionType: 'Medicare',
      sessionStatus: 'Pending',
      paymentStatus: 'NotDue',
      createdAt: new Date(),
      quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105 },
      medicareReferralId: referral._id,
    } satisfies SessionRecord);
    const refused = await api().post('/api/sessions/sessions/book').set('authorization', who.auth).send({ reservationId: first.body.reservationId, acceptCancellationPolicy: true }).expect(409);
    expect(refused.body.detail).toMatch(/price of this session has changed/i);
    expect(await SessionModel.countDocuments({ patientId: who.client.sub })).toBe(1);
  });
});

describe('the last rebated session, booked from several tabs at once', () => {
  it('six bookings at the same moment of a referral with one session left: one is rebated, the others are told the price changed', async () => {
    const who = await clientAndPsychologist();
    await addReferral(who, 1);
    const held = [];
    for (let i = 0; i < 6; i += 1) {
      // Six tabs each hold a different time, each quoted with the rebate (nothing is used yet).
      const r = await api()
        .post('/api/payments/sessions/price-reservation')
        .set('authorization', who.auth)
        .send({ psychologistId: who.psychologist.sub, sessionStartDate: halfHourAhead(3 + i).toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1, fundingRoute: 'Medicare' })
        .expect(201);
      expect(r.body.quote.rebateCents).toBe(9895);
      held.push(r.body.reservationId as string);
    }
    // A client holds one time at once: the earlier holds were let go, so put them back as the tabs left them.
    await PriceReservationModel.updateMany({ _id: { $in: held } }, { $set: { status: 'Held' } });
    for (const id of held) {
      const r = (await PriceReservationModel.findById(id).lean())!;
      await acquireBlocks(r.psychologistId, blocksCovering(r.startsAt, r.endsAt, r.bufferMinutes), { kind: 'reservation', id, expiresAt: r.expiresAt }, new Date());
    }

    const answers = await Promise.all(held.map((reservationId) => api().post('/api/sessions/sessions/book').set('authorization', who.auth).send({ reservationId, acceptCancellationPolicy: true })));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.detail).toMatch(/price of this session has changed/i);
    }
    const rebated = (await SessionModel.find({ patientId: who.client.sub }).lean()).filter((s) => (s.quote?.rebateCents ?? 0) > 0);
    expect(rebated).toHaveLength(1);
    expect(await tracker(who)).toMatchObject({ onReferral: { sessionsApproved: 1, used: 1, remaining: 0 } });

    // Cancelling it gives the rebated session back.
    await api().post(`/api/sessions/sessions/${rebated[0]._id}/cancel`).set('authorization', who.auth).send({}).expect(200);
    const again = await bookMedicare(who, halfHourAhead(20));
    expect(again.quote.rebateCents).toBe(9895);
  });
});

describe("dates on the client's calendar", () => {
  /** Ten rebated sessions in 2026, as the booking writes them, for a client in Perth. */
  async function tenIn2026(who: Who) {
    const referralId = await addReferral(who, 6);
    await MedicareReferralModel.updateOne({ _id: referralId }, { $set: { issuedOn: '2026-01-01', validUntil: '2027-12-31', sessionsApproved: 10 } });
    for (let i = 0; i < 10; i += 1) {
      const startsAt = new Date(Date.UTC(2026, i, 10, 2));
      await SessionModel.create({
        _id: randomUUID(),
        patientId: who.client.sub,
        psychologistId: who.psychologist.sub,
        sessionParticipants: [{ userId: who.client.sub, userType: 'client', isLeadParticipant: true }],
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        timezoneId: 'Australia/Perth',
        sessionDurationTypeId: '2',
        durationMinutes: 50,
        therapyTypeId: '1',
        sessionType: 'Medicare',
        sessionStatus: 'Completed',
        paymentStatus: 'Paid',
        createdAt: new Date(),
        quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105 },
        medicareReferralId: referralId,
      } satisfies SessionRecord);
    }
  }

  it('a Perth session late on 31 December counts in that year: the 11th of 2026 gets no rebate', async () => {
    const who = await clientAndPsychologist();
    await tenIn2026(who);
    // 23:30 on 31 Dec 2026 in Perth (already 1 Jan 2027 in Sydney).
    const lateNewYearsEve = '2026-12-31T15:30:00Z';
    const perth = (await estimate(who, new Date(lateNewYearsEve), { timezoneId: 'Australia/Perth' })).body;
    expect(perth).toMatchObject({ eligible: false, rebateCents: 0, medicare: { sessionNumberThisYear: 11 } });
    // The same instant booked from Sydney is a 2027 session.
    const sydney = (await estimate(who, new Date(lateNewYearsEve), { timezoneId: 'Australia/Sydney' })).body;
    expect(sydney.medicare).toMatchObject({ sessionNumberThisYear: 1 });
  });

  it("uses the rate in force on the session's date where the client is", async () => {
    const who = await clientAndPsychologist();
    await MedicareReferralModel.create({ _id: randomUUID(), patientId: who.client.sub, referrerName: 'Dr Lee', issuedOn: '2025-01-01', validUntil: '2025-12-31', createdAt: new Date() });
    // 23:30 on 30 June 2025 in Perth is 01:30 on 1 July in Sydney, when the 2025–26 rates start.
    const instant = new Date('2025-06-30T15:30:00Z');
    expect((await estimate(who, instant, { timezoneId: 'Australia/Perth' })).body).toMatchObject({ rebateCents: 9665, rateEffectiveFrom: '2024-07-01' });
    expect((await estimate(who, instant, { timezoneId: 'Australia/Sydney' })).body).toMatchObject({ rebateCents: 9895, rateEffectiveFrom: '2025-07-01' });
  });
});

describe('other funders’ limits', () => {
  async function fundedSessions(who: Who, route: string, count: number, funding: Record<string, unknown> = {}) {
    for (let i = 0; i < count; i += 1) {
      const startsAt = new Date(Date.now() - (count - i) * 86_400_000);
      await SessionModel.create({
        _id: randomUUID(),
        patientId: who.client.sub,
        psychologistId: who.psychologist.sub,
        sessionParticipants: [{ userId: who.client.sub, userType: 'client', isLeadParticipant: true }],
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        timezoneId: 'Australia/Sydney',
        sessionDurationTypeId: '2',
        durationMinutes: 50,
        therapyTypeId: '1',
        sessionType: route,
        sessionStatus: 'Completed',
        paymentStatus: 'NotRequired',
        createdAt: new Date(),
        quote: { feeCents: 16340, rebateCents: 0, funderPaysCents: 16340, discountCents: 0, outOfPocketCents: 0 },
        funding,
      } satisfies SessionRecord);
    }
  }

  it('DVA: a referral covers 12 sessions; the 13th is private', async () => {
    const who = await clientAndPsychologist();
    await fundedSessions(who, 'DVA', 12);
    const quote = (await estimate(who, halfHourAhead(3), { fundingRoute: 'DVA', funding: { dvaCardType: 'Gold', dvaFileNumber: 'NX123456' } })).body;
    expect(quote).toMatchObject({ eligible: false, funderPaysCents: 0, outOfPocketCents: 22000 });
    expect(quote.reason).toMatch(/12 sessions/);
  });

  it('DVA: a referral covers one year from its date', async () => {
    const who = await clientAndPsychologist();
    await PatientFundingProfileModel.create({ _id: who.client.sub, dva: { fileNumber: 'NX123456', cardType: 'Gold', referralIssuedOn: '2024-01-10' }, updatedAt: new Date() });
    const quote = (await estimate(who, halfHourAhead(3), { fundingRoute: 'DVA', funding: { dvaCardType: 'Gold', dvaFileNumber: 'NX123456' } })).body;
    expect(quote).toMatchObject({ eligible: false, funderPaysCents: 0 });
    expect(quote.reason).toMatch(/ended on 2025-01-09/);
  });

  it("workers' compensation: the insurer's approved sessions, per claim", async () => {
    const who = await clientAndPsychologist();
    await fundedSessions(who, 'WorkersComp', 4, { workersCompClaimNumber: 'WC-1', workersCompInsurer: 'icare' });
    const funding = { workersCompClaimNumber: 'wc-1', workersCompInsurer: 'icare' };
    expect((await estimate(who, halfHourAhead(3), { fundingRoute: 'WorkersComp', funding: { ...funding, workersCompApprovedSessions: 5 } })).body).toMatchObject({ eligible: true, funderPaysCents: 22000 });
    const past = (await estimate(who, halfHourAhead(3), { fundingRoute: 'WorkersComp', funding: { ...funding, workersCompApprovedSessions: 4 } })).body;
    expect(past).toMatchObject({ eligible: false, funderPaysCents: 0, outOfPocketCents: 22000 });
    // Another claim has its own approval.
    expect((await estimate(who, halfHourAhead(3), { fundingRoute: 'WorkersComp', funding: { workersCompClaimNumber: 'WC-2', workersCompInsurer: 'icare', workersCompApprovedSessions: 1 } })).body).toMatchObject({ eligible: true });
    const bad = await api()
      .post('/api/payments/sessions/pricing-estimation')
      .set('authorization', who.auth)
      .send({ psychologistId: who.psychologist.sub, sessionDurationTypeId: 2, fundingRoute: 'WorkersComp', funding: { ...funding, workersCompApprovedSessions: 0 } })
      .expect(422);
    expect(bad.body.fields).toHaveProperty(['funding.workersCompApprovedSessions']);
  });

  it('a funded session cannot be moved past what its funder covers: refused, nothing changed', async () => {
    const who = await clientAndPsychologist();
    // The GP's DVA referral covers one year: it ends in about a month.
    const issued = new Date(Date.now() - 335 * 86_400_000).toISOString().slice(0, 10);
    await PatientFundingProfileModel.create({ _id: who.client.sub, dva: { fileNumber: 'NX123456', cardType: 'Gold', referralIssuedOn: issued }, updatedAt: new Date() });
    const startsAt = halfHourAhead(14);
    const reservation = await api()
      .post('/api/payments/sessions/price-reservation')
      .set('authorization', who.auth)
      .send({ psychologistId: who.psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1, fundingRoute: 'DVA', funding: { dvaCardType: 'Gold', dvaFileNumber: 'NX123456' } })
      .expect(201);
    expect(reservation.body.quote).toMatchObject({ eligible: true, funderPaysCents: 16340 });
    const booked = await api().post('/api/sessions/sessions/book').set('authorization', who.auth).send({ reservationId: reservation.body.reservationId, acceptCancellationPolicy: true }).expect(201);

    const refused = await api().post(`/api/sessions/sessions/${booked.body.sessionId}/reschedule`).set('authorization', who.auth).send({ sessionDate: halfHourAhead(45).toISOString() }).expect(409);
    expect(refused.body.detail).toMatch(/changes its funding: A DVA referral covers one year/);
    expect((await SessionModel.findById(booked.body.sessionId).lean())!.startsAt.toISOString()).toBe(startsAt.toISOString());
    // Within the referral's year it moves.
    await api().post(`/api/sessions/sessions/${booked.body.sessionId}/reschedule`).set('authorization', who.auth).send({ sessionDate: halfHourAhead(20).toISOString() }).expect(200);
  });
});
