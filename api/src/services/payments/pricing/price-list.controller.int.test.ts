import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { pastSession } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { PriceReservationModel } from '../../booking/reservations/price-reservation.model';
import { MedicareReferralModel } from '../../funding/funding/medicare-referral.model';
import { PracticePricesModel } from './practice-prices.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Caller = MatrixPerson | 'anonymous';
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const as = (who: Caller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', auth[who]));
const priceList = (who: Caller, body: Record<string, unknown>) => as(who, api().post('/api/payments/sessions/price-list')).send(body);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  // Fees above the rebate, so the gap is the fee less the 50-minute rebate for a psychologist ($98.95).
  await PracticePricesModel.create({ _id: ids.psychologist, practitionerType: 'Psychologist', feesCents: { '20': 11000, '50': 22500, '80': 33000 }, bulkBills: false, afterHoursSurchargeCents: 0, updatedAt: new Date() });
  // The client has a current referral with one rebated session used; the other client has none.
  await api().put('/api/payments/patient/medicare-referral').set('authorization', auth.client).send({ referrerName: 'Dr Lee', issuedOn: today() }).expect(200);
  const referral = await MedicareReferralModel.findOne({ patientId: ids.client }).lean();
  await pastSession(ids.psychologist, ids.client, `price-list-${ids.client}`, 22500, {
    sessionType: 'Medicare',
    medicareReferralId: referral!._id,
    quote: { feeCents: 22500, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12605 },
  });
});

const medicareForBoth = () => ({ fundingRoute: 'Medicare', sessions: [{ psychologistId: ids.psychologist, sessionDurationTypeId: 2 }, { psychologistId: ids['other psychologist'], sessionDurationTypeId: 2 }] });

describe('POST /payments/sessions/price-list', () => {
  // Who may ask, and whose data prices it: anyone; only a client's own referral and sessions count.
  it.each<[Caller, { eligible: boolean; referralAssumed: boolean; sessionNumberOnReferral?: number }]>([
    ['anonymous', { eligible: true, referralAssumed: true, sessionNumberOnReferral: 1 }],
    ['client', { eligible: true, referralAssumed: false, sessionNumberOnReferral: 2 }],
    ['other client', { eligible: false, referralAssumed: false }],
    ['psychologist', { eligible: true, referralAssumed: true, sessionNumberOnReferral: 1 }],
    ['unapproved psychologist', { eligible: true, referralAssumed: true, sessionNumberOnReferral: 1 }],
    ['gp', { eligible: true, referralAssumed: true, sessionNumberOnReferral: 1 }],
  ])('%s gets the Medicare price with their own facts only', async (who, expected) => {
    const { body } = await priceList(who, medicareForBoth()).expect(200);
    expect(body.quotes).toHaveLength(2);
    const [first] = body.quotes;
    expect(first).toMatchObject({ psychologistId: ids.psychologist, sessionDurationTypeId: 2, referralAssumed: expected.referralAssumed });
    expect(first.quote).toMatchObject({ fundingRoute: 'Medicare', feeCents: 22500, eligible: expected.eligible });
    if (expected.eligible) {
      expect(first.quote).toMatchObject({ rebateCents: 9895, outOfPocketCents: 12605, medicare: { sessionNumberOnReferral: expected.sessionNumberOnReferral } });
    } else {
      expect(first.quote).toMatchObject({ rebateCents: 0, outOfPocketCents: 22500, reason: expect.stringContaining('referral') });
    }
  });

  it('shows a client without a referral the price they pay once they give one, and says it is assumed', async () => {
    const { body } = await priceList('other client', { ...medicareForBoth(), withReferral: true }).expect(200);
    expect(body.quotes[0]).toMatchObject({ referralAssumed: true, quote: { eligible: true, rebateCents: 9895, outOfPocketCents: 12605 } });
    // A client with a referral is priced on it whatever the flag says.
    const own = await priceList('client', { ...medicareForBoth(), withReferral: true }).expect(200);
    expect(own.body.quotes[0]).toMatchObject({ referralAssumed: false, quote: { medicare: { sessionNumberOnReferral: 2 } } });
  });

  it('prices each length and start as the single estimate does, in the order asked', async () => {
    const sessions = [3, 1, 2].map((sessionDurationTypeId) => ({ psychologistId: ids.psychologist, sessionDurationTypeId }));
    const { body } = await priceList('anonymous', { sessions }).expect(200);
    expect(body.quotes.map((q: { sessionDurationTypeId: number; quote: { outOfPocketCents: number } }) => [q.sessionDurationTypeId, q.quote.outOfPocketCents])).toEqual([
      [3, 33000],
      [1, 11000],
      [2, 22500],
    ]);
    for (const route of ['Private', 'Medicare', 'BulkBilled']) {
      const single = await api().post('/api/payments/sessions/pricing-estimation').send({ psychologistId: ids.psychologist, sessionDurationTypeId: 2, fundingRoute: route }).expect(200);
      const listed = await priceList('anonymous', { fundingRoute: route, sessions: [{ psychologistId: ids.psychologist, sessionDurationTypeId: 2 }] }).expect(200);
      expect(listed.body.quotes[0].quote).toEqual(single.body);
    }
  });

  it('leaves out someone who is not a bookable psychologist instead of failing the list', async () => {
    const sessions = [ids.client, ids['unapproved psychologist'], 'no-such-id', ids.psychologist].map((psychologistId) => ({ psychologistId, sessionDurationTypeId: 2 }));
    const { body } = await priceList('anonymous', { sessions }).expect(200);
    expect(body.quotes.map((q: { psychologistId: string }) => q.psychologistId)).toEqual([ids.psychologist]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a route that needs the client’s details', { fundingRoute: 'NDIS', sessions: [{ psychologistId: 'x', sessionDurationTypeId: 2 }] }, 'fundingRoute'],
    ['no sessions', { sessions: [] }, 'sessions'],
    ['too many sessions', { sessions: Array.from({ length: 61 }, () => ({ psychologistId: 'x', sessionDurationTypeId: 2 })) }, 'sessions'],
    ['an unknown length', { sessions: [{ psychologistId: 'p', sessionDurationTypeId: 2 }, { psychologistId: 'p', sessionDurationTypeId: 9 }] }, 'sessions.1.sessionDurationTypeId'],
    ['a start that is not a time', { sessions: [{ psychologistId: 'p', sessionDurationTypeId: 2, sessionStartDate: 'soon' }] }, 'sessions.0.sessionStartDate'],
  ])('refuses %s with 422 naming the field, and writes nothing', async (_name, body, field) => {
    const reservationsBefore = await PriceReservationModel.countDocuments({});
    const withPsychologist = JSON.parse(JSON.stringify(body).replaceAll('"p"', JSON.stringify(ids.psychologist)));
    const { body: problem } = await priceList('client', withPsychologist).expect(422);
    expect(Object.keys(problem.fields).some((name) => name.endsWith(field))).toBe(true);
    expect(await PriceReservationModel.countDocuments({})).toBe(reservationsBefore);
  });
});
