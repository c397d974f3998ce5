import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { BookingGroupModel } from '../../booking/booking-groups/booking-group.model';
import { DirectoryProfileModel } from '../../directory/listing/directory-profile.model';
import { PracticePricesModel } from './practice-prices.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let psychologistId: string;
const tokens: Record<'client' | 'other' | 'psychologist', string> = { client: '', other: '', psychologist: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const [key, type] of [['client', 'client'], ['other', 'client'], ['psychologist', 'psychologist']] as const) {
    const person = await bookingPerson(type, passwordHash);
    ids[key] = person.sub;
    tokens[key] = `Bearer ${(await signIn(server.url, person.email, TEST_PASSWORD)).access_token}`;
  }
  psychologistId = ids.psychologist;
});

const estimate = (body: Record<string, unknown>, token?: string) => {
  const call = api().post('/api/payments/sessions/pricing-estimation').send({ psychologistId, sessionDurationTypeId: 2, ...body });
  return token ? call.set('authorization', token) : call;
};

describe('prices', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['private', {}, { fundingRoute: 'Private', outOfPocketCents: 22000 }],
    ['workers comp', { fundingRoute: 'WorkersComp', funding: { workersCompClaimNumber: 'WC-123', workersCompInsurer: 'icare' } }, { outOfPocketCents: 0, funderPaysCents: 22000 }],
    ['DVA gold', { fundingRoute: 'DVA', funding: { dvaCardType: 'Gold', dvaFileNumber: 'NX123456' } }, { outOfPocketCents: 0, item: 'US14' }],
    ['NDIS plan-managed', { fundingRoute: 'NDIS', funding: { ndisManagement: 'plan', ndisParticipantNumber: '430000001', ndisFunderName: 'Plan Partners' } }, { outOfPocketCents: 0 }],
    ['a discount code', { discountCode: 'welcome10' }, { discountCents: 2200, outOfPocketCents: 19800, discountCode: 'WELCOME10' }],
  ])('estimates %s', async (_name, body, expected) => {
    const { body: quote } = await estimate(body).expect(200);
    expect(quote).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown route', { fundingRoute: 'Barter' }, 'fundingRoute'],
    ['workers comp without a claim', { fundingRoute: 'WorkersComp', funding: { workersCompInsurer: 'icare' } }, 'funding.workersCompClaimNumber'],
    ['a DVA file number that is not one', { fundingRoute: 'DVA', funding: { dvaCardType: 'White', dvaFileNumber: '???' } }, 'funding.dvaFileNumber'],
    ['an unknown length', { sessionDurationTypeId: 9 }, 'sessionDurationTypeId'],
    ['an unknown code', { discountCode: 'NOPE' }, 'discountCode'],
  ])('names the field for %s', async (_name, body, field) => {
    const { body: problem } = await estimate(body).expect(422);
    expect(problem.fields).toHaveProperty([field]);
  });

  it('without a referral a signed-in client gets no Medicare rebate and is told why', async () => {
    const { body } = await estimate({ fundingRoute: 'Medicare' }, tokens.client).expect(200);
    expect(body).toMatchObject({ eligible: false, rebateCents: 0, outOfPocketCents: 22000, reason: expect.stringContaining('referral') });
  });

  it('lists fees and rebates per length, 404 for someone who is not a psychologist', async () => {
    const { body } = await api().get(`/api/payments/sessions/prices?psychologistId=${psychologistId}`).expect(200);
    expect(body.prices).toEqual([
      expect.objectContaining({ durationMinutes: 20, feeCents: 11000, medicareRebateCents: 7015 }),
      expect.objectContaining({ durationMinutes: 50, feeCents: 22000, medicareRebateCents: 9895, medicareItem: '91170' }),
      expect.objectContaining({ durationMinutes: 80, feeCents: 33000, medicareRebateCents: 9895 }),
    ]);
    await api().get(`/api/payments/sessions/prices?psychologistId=${ids.client}`).expect(404);
  });

  it('quotes what the directory listing advertises when the psychologist has no prices of their own', async () => {
    const listed = await bookingPerson('psychologist', await testPasswordHash());
    const now = new Date();
    await DirectoryProfileModel.create({
      _id: listed.sub, slug: `listed-${listed.sub}`, psychologistType: 'Clinical psychologist', ahpraNumber: 'PSY0001234567',
      fundingAccepted: ['Medicare', 'BulkBilled'], fees: [{ durationMinutes: 50, feeCents: 19000 }],
      timeZone: 'Australia/Perth', state: 'WA', createdAt: now, updatedAt: now,
    });
    const body = (extra: Record<string, unknown>) => ({ psychologistId: listed.sub, sessionDurationTypeId: 2, ...extra });
    const privately = await api().post('/api/payments/sessions/pricing-estimation').send(body({})).expect(200);
    expect(privately.body).toMatchObject({ fundingRoute: 'Private', feeCents: 19000, outOfPocketCents: 19000 });
    // Bulk-billed: the listing says so, so a client with a current referral pays nothing.
    const referral = { referrerName: 'Dr Lee', issuedOn: new Date().toISOString().slice(0, 10) };
    await api().put('/api/payments/patient/medicare-referral').set('authorization', tokens.other).send(referral).expect(200);
    const bulk = await api().post('/api/payments/sessions/pricing-estimation').set('authorization', tokens.other).send(body({ fundingRoute: 'BulkBilled' })).expect(200);
    expect(bulk.body).toMatchObject({ fundingRoute: 'BulkBilled', eligible: true, outOfPocketCents: 0 });
  });

  it('answers the after-hours surcharge in the psychologist’s zone', async () => {
    await PracticePricesModel.create({ _id: psychologistId, practitionerType: 'Psychologist', feesCents: { '50': 22000 }, bulkBills: false, afterHoursSurchargeCents: 3000, updatedAt: new Date() });
    const evening = futureStart(7, 9); // 19:00 or 20:00 in Sydney
    const morning = futureStart(7, 0); // 10:00 or 11:00 in Sydney, unless a weekend
    const late = await api().post('/api/payments/sessions/check-surcharge').send({ sessionStartDate: evening.toISOString(), timezoneId: 'Australia/Perth', psychologistId }).expect(200);
    expect(late.body).toMatchObject({ hasSurcharge: true, surchargeCents: 3000 });
    const day = await api().post('/api/payments/sessions/check-surcharge').send({ sessionStartDate: morning.toISOString(), timezoneId: 'Australia/Perth', psychologistId }).expect(200);
    const weekend = ['Sat', 'Sun'].includes(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short' }).format(morning));
    expect(day.body.hasSurcharge).toBe(weekend);
    await api().post('/api/payments/sessions/check-surcharge').send({ sessionStartDate: 'soon', timezoneId: 'Australia/Perth' }).expect(422);
  });
});

describe('funding facts and booking groups', () => {
  it('payment type, booking rules and payment status are the client’s own', async () => {
    const { body } = await api().get('/api/payments/patients/payment-type').set('authorization', tokens.client).expect(200);
    expect(body).toEqual({ paymentType: 'Private', hasPaymentMethod: false, hasCurrentMedicareReferral: false });
    const rules = await api().post('/api/payments/patient/booking-rules').set('authorization', tokens.client).send({ patientId: ids.client }).expect(200);
    expect(rules.body).toMatchObject({ canBook: true, outstandingPaymentSessionIds: [] });
    await api().post('/api/payments/patient/booking-rules').set('authorization', tokens.other).send({ patientId: ids.client }).expect(404);
    await api().post('/api/payments/patient/booking-rules').set('authorization', tokens.psychologist).send({ patientId: ids.client }).expect(403);
    await api().post('/api/payments/patient/booking-rules').send({ patientId: ids.client }).expect(401);
    const status = await api().get('/api/payments/patients/payment-status').set('authorization', tokens.client).expect(200);
    expect(status.body).toEqual({ hasFailedPayments: false, failedPayments: [] });
  });

  it('a booking group carries the message; nobody else reads or writes it', async () => {
    await api().post('/api/sessions/sessions/booking-group').set('authorization', tokens.other).send({ patientId: ids.client }).expect(404);
    const { body } = await api().post('/api/sessions/sessions/booking-group').set('authorization', tokens.client).send({ patientId: ids.client }).expect(201);
    const url = `/api/sessions/sessions/booking-group/${body.bookingGroupId}`;
    await api().put(url).set('authorization', tokens.client).send({ message: 'x'.repeat(2001) }).expect(422);
    await api().put(url).set('authorization', tokens.client).send({ message: 'Evenings suit me best.' }).expect(200);
    await api().put(url).set('authorization', tokens.other).send({ message: 'hijack' }).expect(404);
    await api().get(url).set('authorization', tokens.other).expect(404);
    await api().get(url).set('authorization', tokens.psychologist).expect(404); // not their session (yet)
    await api().get(url).expect(401);
    const { body: group } = await api().get(url).set('authorization', tokens.client).expect(200);
    expect(group).toMatchObject({ message: 'Evenings suit me best.', status: 'Created', sessionIds: [] });
    expect((await BookingGroupModel.findById(body.bookingGroupId).lean())!.message).toBe('Evenings suit me best.');
  });
});
