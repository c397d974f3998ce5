import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { MedicareReferralModel } from './medicare-referral.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
});

const URL = '/api/payments/patient/medicare-referral';
const as = (person: MatrixPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]));
const today = () => new Date().toISOString().slice(0, 10);
const referral = { referrerName: 'Dr Lee', referrerProviderNumber: '2547611Y', issuedOn: '2026-01-15' };

describe('the client’s Medicare referral (PUT and GET /payments/patient/medicare-referral)', () => {
  // Access matrix: a client's own referral only; practitioners are refused by role and write nothing.
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('PUT as %s → %i, and nothing is recorded', async (person, status) => {
    const { body } = await as(person, api().put(URL)).send(referral).expect(status);
    expect(body.medicareReferralId).toBeUndefined();
    expect(await MedicareReferralModel.countDocuments({})).toBe(0);
  });

  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 404],
    ['psychologist', 403],
    ['gp', 403],
  ])('GET before any referral as %s → %i', async (person, status) => {
    const { body } = await as(person, api().get(URL)).expect(status);
    if (person === 'client') expect(body.detail).toBe('No current Medicare referral.');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no GP name', { ...referral, referrerName: ' ' }, 'referrerName'],
    ['a date that is not one', { ...referral, issuedOn: '15/01/2026' }, 'issuedOn'],
    ['a date in the future', { ...referral, issuedOn: '2999-01-01' }, 'issuedOn'],
    ['an end before the start', { ...referral, validUntil: '2025-01-01' }, 'validUntil'],
    ['a provider number without its check letter', { ...referral, referrerProviderNumber: '2547611' }, 'referrerProviderNumber'],
  ])('refuses %s with 422 naming the field, and records nothing', async (_, body, field) => {
    const answer = await as('client', api().put(URL)).send(body).expect(422);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(answer.body.fields)).toEqual([field]);
    expect(await MedicareReferralModel.countDocuments({})).toBe(0);
  });

  it('records the client’s referral, valid 12 months by default, and answers it back to them only', async () => {
    const { body } = await as('client', api().put(URL)).send({ ...referral, referrerProviderNumber: '254761 1y' }).expect(200);
    expect(body).toEqual({ medicareReferralId: expect.any(String), referrerName: 'Dr Lee', referrerProviderNumber: '2547611Y', issuedOn: '2026-01-15', validUntil: '2027-01-14' });
    expect(await MedicareReferralModel.find({}, { patientId: 1 }).lean()).toEqual([{ _id: body.medicareReferralId, patientId: ids.client }]);

    await as('client', api().get(URL)).expect(200, body);
    // Another client (the same kind of caller) sees only their own: none.
    await as('other client', api().get(URL)).expect(404);
  });

  it('a referral issued today is the current one', async () => {
    const { body } = await as('other client', api().put(URL)).send({ referrerName: 'Dr Patel', issuedOn: today() }).expect(200);
    await as('other client', api().get(URL)).expect(200, body);
  });
});
