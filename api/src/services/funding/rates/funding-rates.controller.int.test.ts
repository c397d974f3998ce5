import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { PriceReservationModel } from '../../booking/reservations/price-reservation.model';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { FundingRateModel } from './funding-rate.model';
import { forgetFundingRates } from './funding-rates';
import { calendarDateIn } from '../../../lib/australian-date';

/**
 * Rates staleness and the administrator's dated rows, on the real API and database. Dates are
 * taken relative to today so the test means the same whenever it runs.
 */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Person = 'administrator' | 'client' | 'psychologist' | 'gp';
const auth: Partial<Record<Person, string>> = {};
let administratorWithoutStepUp: string;

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  const specs: Record<Exclude<Person, 'administrator'>, Omit<NewUser, 'email' | 'passwordHash'>> = {
    client: { userType: 'client', profile: { firstName: 'C', lastName: 'Lient' } } as never,
    psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'P', lastName: 'Sych', providerNumber: '4024742F' } } as never,
    gp: { userType: 'gp', isApproved: true, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y', practiceName: 'Clinic' } } as never,
  };
  for (const [person, spec] of Object.entries(specs) as [Person, NewUser][]) {
    const email = `${person}-${randomUUID()}@rates.test`;
    await createUserWithProfile({ ...spec, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
  // Adding a row needs a fresh authenticator code in the administrator's sign-in (step-up).
  const admin = await createEnrolledAdministrator({ email: `administrator-${randomUUID()}@rates.test` });
  auth.administrator = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, auth.administrator, admin.totpSecret);
  administratorWithoutStepUp = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));
/** The Sydney calendar date `days` from now: rates are dated in Australian dates. */
const sydneyDate = (days: number) => calendarDateIn(new Date(Date.now() + days * 86_400_000));
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const medicareRow = (effectiveFrom: string, extra: Record<string, unknown> = {}) => ({
  scheme: 'Medicare',
  item: '91170',
  effectiveFrom,
  feeCents: 11920,
  rebateCents: 10130,
  ...extra,
});

describe('who may read and add rates', () => {
  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['psychologist', 403],
    ['gp', 403],
  ])('%s → %i, and nothing is written', async (person, status) => {
    const before = await FundingRateModel.countDocuments({});
    await as(person, api().get('/api/payments/admin/funding-rates')).expect(status);
    await as(person, api().post('/api/payments/admin/funding-rates')).send(medicareRow(daysFromToday(1))).expect(status);
    await as(person, api().get('/api/health/detail')).expect(status);
    expect(await FundingRateModel.countDocuments({})).toBe(before);
  });

  it('an administrator whose sign-in has not stepped up may read but not add a row (403, saying so), and nothing is written', async () => {
    const before = await FundingRateModel.countDocuments({});
    await api().get('/api/payments/admin/funding-rates').set('authorization', administratorWithoutStepUp).expect(200);
    const refused = await api().post('/api/payments/admin/funding-rates').set('authorization', administratorWithoutStepUp).send(medicareRow(daysFromToday(40))).expect(403);
    expect(refused.body.detail).toBe(STEP_UP_REQUIRED);
    expect(await FundingRateModel.countDocuments({})).toBe(before);
  });

  it('administrator → 200 with every row and each funder\'s freshness', async () => {
    const { body } = await as('administrator', api().get('/api/payments/admin/funding-rates')).expect(200);
    expect(body.rates.length).toBeGreaterThan(0);
    expect(body.rates[0]).toMatchObject({ rateId: expect.any(String), scheme: expect.any(String), effectiveFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.freshness.map((f: { scheme: string }) => f.scheme)).toEqual(['Medicare', 'NDIS', 'DVA']);
  });
});

describe('stale rates', () => {
  beforeEach(async () => {
    // Every funder's newest row thirteen months ago: this year's rates are missing.
    await FundingRateModel.deleteMany({});
    const old = daysFromToday(-400);
    await FundingRateModel.create([
      { _id: 'm-old', rateId: 'm-old', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: old, rebateCents: 9895 },
      { _id: 'n-old', rateId: 'n-old', scheme: 'NDIS', item: '15_054_0128_1_3', minMinutes: 1, effectiveFrom: old, feeCents: 23299, perHour: true },
      { _id: 'd-old', rateId: 'd-old', scheme: 'DVA', item: 'US14', minMinutes: 50, effectiveFrom: old, feeCents: 16340 },
    ]);
    forgetFundingRates();
  });

  it('the administrator sees each stale funder in the rates read and in the health detail', async () => {
    const { body } = await as('administrator', api().get('/api/payments/admin/funding-rates')).expect(200);
    expect(body.freshness.map((f: { scheme: string; stale: boolean }) => [f.scheme, f.stale])).toEqual([
      ['Medicare', true],
      ['NDIS', true],
      ['DVA', true],
    ]);
    expect(body.freshness[0].message).toContain('more than 12 months ago');
    const health = await as('administrator', api().get('/api/health/detail')).expect(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { state: 'connected' } });
    expect(health.body.warnings).toHaveLength(3);
    expect(health.body.warnings[0]).toMatch(/^The newest Medicare rates apply from \d{4}-\d{2}-\d{2}, more than 12 months ago/);
    // The public health answer says nothing of it.
    expect((await api().get('/api/health').expect(200)).body.warnings).toBeUndefined();
  });

  it('adding a dated row: 201, fresh at once, and quotes for sessions on or after its date use it (the reservation records which row)', async () => {
    const from = sydneyDate(2);
    const { body } = await as('administrator', api().post('/api/payments/admin/funding-rates')).send(medicareRow(from)).expect(201);
    expect(body).toMatchObject({ rateId: `mbs-91170-${from}`, scheme: 'Medicare', practitionerType: 'Psychologist', minMinutes: 50, effectiveFrom: from, rebateCents: 10130, addedBy: expect.any(String) });
    const overview = await as('administrator', api().get('/api/payments/admin/funding-rates')).expect(200);
    expect(overview.body.freshness.find((f: { scheme: string }) => f.scheme === 'Medicare')).toMatchObject({ stale: false, newestEffectiveFrom: from });
    expect((await as('administrator', api().get('/api/health/detail')).expect(200)).body.warnings).toHaveLength(2);

    const psychologist = await bookingPerson('psychologist');
    const estimate = (startsAt: Date) =>
      api()
        .post('/api/payments/sessions/pricing-estimation')
        .send({ psychologistId: psychologist.sub, sessionDurationTypeId: 2, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', fundingRoute: 'Medicare' })
        .expect(200);
    // A session before the row's date still uses the old row; one after it uses the new one.
    expect((await estimate(new Date(Date.now() + 3_600_000))).body).toMatchObject({ rebateCents: 9895, rateId: 'm-old' });
    expect((await estimate(futureStart(5, 1))).body).toMatchObject({ rebateCents: 10130, rateId: `mbs-91170-${from}`, rateEffectiveFrom: from });

    // The price reservation keeps the row its quote used (NDIS: no referral needed to reserve).
    await as('administrator', api().post('/api/payments/admin/funding-rates')).send({ scheme: 'NDIS', item: '15_054_0128_1_3', effectiveFrom: from, feeCents: 18000 }).expect(201);
    const reservation = await as('client', api().post('/api/payments/sessions/price-reservation'))
      .send({
        psychologistId: psychologist.sub,
        sessionStartDate: futureStart(5, 1).toISOString(),
        timezoneId: 'Australia/Sydney',
        sessionDurationTypeId: 2,
        therapyTypeId: 1,
        fundingRoute: 'NDIS',
        funding: { ndisManagement: 'plan', ndisParticipantNumber: '430000001', ndisFunderName: 'Plan Partners' },
      })
      .expect(201);
    const rateId = `ndis-15_054_0128_1_3-${from}`;
    expect(reservation.body.quote).toMatchObject({ fundingRoute: 'NDIS', feeCents: 15000, rateId, rateEffectiveFrom: from });
    expect((await PriceReservationModel.findById(reservation.body.reservationId).lean())!.quote).toMatchObject({ rateId });
  });

  it('ten administrators adding the same row at once: one 201, nine 409, one row with the winner\'s amounts', async () => {
    const from = sydneyDate(30);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => as('administrator', api().post('/api/payments/admin/funding-rates')).send(medicareRow(from, { rebateCents: 10100 + i }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const winner = answers.find((a) => a.status === 201)!;
    expect(answers.find((a) => a.status === 409)!.body.detail).toContain('already on file');
    const rows = await FundingRateModel.find({ scheme: 'Medicare', item: '91170', effectiveFrom: from }).lean();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rebateCents).toBe(winner.body.rebateCents);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a Medicare row without a rebate', { rebateCents: undefined }, ['rebateCents']],
    ['a bad date and negative cents', { effectiveFrom: '2026-02-30', feeCents: -1 }, ['effectiveFrom', 'feeCents']],
    ['a date that is not in the future', { effectiveFrom: sydneyDate(0) }, ['effectiveFrom']],
    ['zero cents', { feeCents: 0 }, ['feeCents']],
    ['an item the funder does not have', { item: '80110' }, ['item']],
    ['an unknown funder', { scheme: 'Bupa' }, ['scheme']],
    ['a rebate above the schedule fee', { feeCents: 100, rebateCents: 200 }, ['rebateCents']],
    ['a DVA row with a rebate and no fee', { scheme: 'DVA', item: 'US14', feeCents: undefined }, ['rebateCents', 'feeCents']],
    ['lengths the wrong way round', { minMinutes: 50, maxMinutes: 20 }, ['maxMinutes']],
  ])('422 problem+json naming each field for %s, nothing written', async (_name, change, fields) => {
    const before = await FundingRateModel.countDocuments({});
    const body = { ...medicareRow(sydneyDate(10)), ...change };
    const answer = await as('administrator', api().post('/api/payments/admin/funding-rates')).send(body).expect(422);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(answer.body.fields).sort()).toEqual([...fields].sort());
    expect(await FundingRateModel.countDocuments({})).toBe(before);
  });
});
