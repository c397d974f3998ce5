import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { DiscountCodeModel } from '../funding/discount-code.model';
import { redeemDiscountCode } from '../funding/discount-code-writes';

/** Discount codes for administrators, on the real API and database. */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Person = 'administrator' | 'client' | 'psychologist' | 'gp';
const auth: Partial<Record<Person, string>> = {};

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  const specs: Record<Person, Omit<NewUser, 'email' | 'passwordHash'>> = {
    administrator: { userType: 'administrator' } as never,
    client: { userType: 'client', profile: { firstName: 'C', lastName: 'Lient' } } as never,
    psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'P', lastName: 'Sych', providerNumber: '4024742F' } } as never,
    gp: { userType: 'gp', isApproved: true, profile: { firstName: 'G', lastName: 'P', providerNumber: '2547611Y', practiceName: 'Clinic' } } as never,
  };
  for (const [person, spec] of Object.entries(specs) as [Person, NewUser][]) {
    const email = `${person}-${randomUUID()}@codes.test`;
    await createUserWithProfile({ ...spec, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
});

const as = (person: Person | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]!));
const uniqueCode = () => `T-${randomUUID().slice(0, 8).toUpperCase()}`;

describe('who may manage discount codes', () => {
  it.each<[Person | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['psychologist', 403],
    ['gp', 403],
  ])('%s → %i on every call, and nothing is written', async (person, status) => {
    const before = await DiscountCodeModel.countDocuments({});
    await as(person, api().get('/api/payments/admin/discount-codes')).expect(status);
    await as(person, api().post('/api/payments/admin/discount-codes')).send({ code: uniqueCode(), percentOff: 10, limit: 5 }).expect(status);
    await as(person, api().post('/api/payments/admin/discount-codes/WELCOME10/disable')).expect(status);
    await as(person, api().get('/api/payments/admin/discount-codes/WELCOME10/uses')).expect(status);
    expect(await DiscountCodeModel.countDocuments({})).toBe(before);
    expect((await DiscountCodeModel.findById('WELCOME10').lean())!.disabled).toBeUndefined();
  });
});

describe('an administrator', () => {
  it('creates a code, sees it listed with its uses, disables it, and quotes then refuse it', async () => {
    const code = uniqueCode();
    const created = await as('administrator', api().post('/api/payments/admin/discount-codes')).send({ code: code.toLowerCase(), amountOffCents: 2000, limit: 2, expiresOn: '2099-12-31' }).expect(201);
    expect(created.body).toMatchObject({ code, amountOffCents: 2000, limit: 2, oncePerClient: true, disabled: false, uses: 0, validUntil: '2099-12-31T12:59:59.999Z' });

    const psychologist = await bookingPerson('psychologist');
    const quote = () =>
      api().post('/api/payments/sessions/pricing-estimation').send({ psychologistId: psychologist.sub, sessionDurationTypeId: 2, sessionStartDate: futureStart(5, 1).toISOString(), fundingRoute: 'Private', discountCode: code });
    expect((await quote().expect(200)).body).toMatchObject({ discountCents: 2000, discountCode: code });

    // A booking's use (the booking's own write, called directly) shows in the list and the uses.
    const client = await bookingPerson('client');
    await redeemDiscountCode((await DiscountCodeModel.findById(code).lean())!, client.sub, 'session-with-code', new Date());
    const list = await as('administrator', api().get('/api/payments/admin/discount-codes')).expect(200);
    expect(list.body.codes.find((c: { code: string }) => c.code === code)).toMatchObject({ uses: 1, disabled: false });
    const uses = await as('administrator', api().get(`/api/payments/admin/discount-codes/${code}/uses`)).expect(200);
    expect(uses.body).toEqual({ code, uses: [{ patientId: client.sub, sessionId: 'session-with-code', usedAt: expect.any(String) }] });

    const disabled = await as('administrator', api().post(`/api/payments/admin/discount-codes/${code}/disable`)).expect(200);
    expect(disabled.body).toMatchObject({ code, disabled: true, uses: 1 });
    await as('administrator', api().post(`/api/payments/admin/discount-codes/${code}/disable`)).expect(200);
    const refused = await quote().expect(422);
    expect(refused.body.fields).toEqual({ discountCode: 'This discount code is not valid.' });
  });

  it('one of ten creating the same code at once wins; the others get 409', async () => {
    const code = uniqueCode();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => as('administrator', api().post('/api/payments/admin/discount-codes')).send({ code, percentOff: 5 + i, limit: 10 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const winner = answers.find((a) => a.status === 201)!;
    expect((await DiscountCodeModel.findById(code).lean())!.percentOff).toBe(winner.body.percentOff);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a bad code and a limit of 0', { code: 'a b', limit: 0 }, ['code', 'limit']],
    ['no limit', { limit: undefined }, ['limit']],
    ['both kinds of discount', { amountOffCents: 100 }, ['amountOffCents']],
    ['a past expiry', { expiresOn: '2020-01-01' }, ['expiresOn']],
  ])('422 problem+json naming each field for %s, nothing written', async (_name, change, fields) => {
    const before = await DiscountCodeModel.countDocuments({});
    const answer = await as('administrator', api().post('/api/payments/admin/discount-codes')).send({ code: uniqueCode(), percentOff: 10, limit: 5, ...change }).expect(422);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(answer.body.fields).sort()).toEqual([...fields].sort());
    expect(await DiscountCodeModel.countDocuments({})).toBe(before);
  });

  it('404 for a code that does not exist', async () => {
    await as('administrator', api().post('/api/payments/admin/discount-codes/NO-SUCH-CODE/disable')).expect(404);
    await as('administrator', api().get('/api/payments/admin/discount-codes/NO-SUCH-CODE/uses')).expect(404);
  });
});
