import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { bookingPerson } from '../../../test-support/booking-people';
import { hashPassword } from '../../identity/accounts/passwords';
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

beforeAll(async () => {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const specs: Record<Person, Omit<NewUser, 'email' | 'passwordHash'>> = {
    administrator: { userType: 'administrator' } as never,
    client: { userType: 'client', profile: { firstName: 'C', lastName: 'Lient' } } as never,
    psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'P', lastName: 'Sych', providerNumber: '4024742F' } } as never,
    gp: { userType: 'gp', isApproved: true, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y', practiceName: 'Clinic' } } as never,
  };
  for (const [person, spec] of Object.entries(specs) as [Person, NewUser][]) {
    const email = `${person}-${randomUUID()}@rates.test`;
    await createUserWithProfile({ ...spec, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));
const today = () => calendarDateIn(new Date());
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const medicareRow = (effectiveFrom: string, extra: Record<string, unknown> = {}) => ({
  scheme: 'Medicare',
  practitionerType: 'Psychologist',
  item: '91170',
  minMinutes: 50,
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

  it('adding a dated row: 201, fresh at once, and quotes on or after its date use it', async () => {
    const from = today();
    const { body } = await as('administrator', api().post('/api/payments/admin/funding-rates')).send(medicareRow(from)).expect(201);
    expect(body).toMatchObject({ rateId: `mbs-91170-${from}`, scheme: 'Medicare', effectiveFrom: from, rebateCents: 10130, addedBy: expect.any(String) });
    const overview = await as('administrator', api().get('/api/payments/admin/funding-rates')).expect(200);
    expect(overview.body.freshness.find((f: { scheme: string }) => f.scheme === 'Medicare')).toMatchObject({ stale: false, newestEffectiveFrom: from });
    expect((await as('administrator', api().get('/api/health/detail')).expect(200)).body.warnings).toHaveLength(2);

    const psychologist = await bookingPerson('psychologist');
    const quote = await api()
      .post('/api/payments/sessions/pricing-estimation')
      .send({ psychologistId: psychologist.sub, sessionDurationTypeId: 2, sessionStartDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), timezoneId: 'Australia/Sydney', fundingRoute: 'Medicare' })
      .expect(200);
    expect(quote.body).toMatchObject({ rebateCents: 10130, rateEffectiveFrom: from });
  });

  it('the same row twice is one row: 409', async () => {
    const from = daysFromToday(30);
    await as('administrator', api().post('/api/payments/admin/funding-rates')).send(medicareRow(from)).expect(201);
    const again = await as('administrator', api().post('/api/payments/admin/funding-rates')).send(medicareRow(from, { rebateCents: 1 })).expect(409);
    expect(again.body.detail).toContain('already on file');
    expect((await FundingRateModel.findById(`mbs-91170-${from}`).lean())!.rebateCents).toBe(10130);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a Medicare row without rebate or practitioner type', { practitionerType: undefined, rebateCents: undefined }, ['practitionerType', 'rebateCents']],
    ['a bad date and negative cents', { effectiveFrom: '2026-02-30', feeCents: -1 }, ['effectiveFrom', 'feeCents']],
    ['a rebate above the schedule fee', { feeCents: 100, rebateCents: 200 }, ['rebateCents']],
    ['a DVA row with a rebate and no fee', { scheme: 'DVA', practitionerType: undefined, feeCents: undefined }, ['rebateCents', 'feeCents']],
    ['lengths the wrong way round', { minMinutes: 50, maxMinutes: 20 }, ['maxMinutes']],
  ])('422 naming each field for %s, nothing written', async (_name, change, fields) => {
    const before = await FundingRateModel.countDocuments({});
    const body = { ...medicareRow(daysFromToday(10)), ...change };
    const { body: problem } = await as('administrator', api().post('/api/payments/admin/funding-rates')).send(body).expect(422);
    expect(Object.keys(problem.fields).sort()).toEqual([...fields].sort());
    expect(await FundingRateModel.countDocuments({})).toBe(before);
  });
});
