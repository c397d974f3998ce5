import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { sessionRecord } from '../../../test-support/session-record';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { savePaymentMethodFor } from '../cards/cards';
import { SessionPaymentModel } from '../charges/session-payment.model';

// The client's payment facts and the retry of a failed charge, against the real API, database and
// stripe-mock. Sessions are written straight in: a failed charge is the state a declined card leaves.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
let failed: SessionRecord;
let pending: SessionRecord;

/** A session that ended five minutes ago, in the payment state given. */
const endedSession = async (patientId: string, psychologistId: string, paymentStatus: SessionRecord['paymentStatus']) => {
  const session = sessionRecord(patientId, psychologistId, new Date(Date.now() - 55 * 60_000), {
    paymentStatus,
    quote: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 },
    rescheduleCount: 0,
  });
  await SessionModel.create(session);
  return session;
};

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  failed = await endedSession(ids.client, ids.psychologist, 'Failed');
  pending = await endedSession(ids.client, ids.psychologist, 'NotDue');
  const at = new Date(Date.now() - 60_000);
  await SessionPaymentModel.create({
    _id: `${failed._id}#1`,
    sessionId: failed._id,
    patientId: ids.client,
    attempt: 1,
    purpose: 'session',
    amountCents: 22000,
    status: 'Failed',
    failureMessage: 'Your card has insufficient funds.',
    createdAt: at,
    updatedAt: at,
  });
});

const as = (person: MatrixPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', auth[person]));
const attemptsOf = async (sessionId: string) => (await SessionPaymentModel.find({ sessionId }).lean()).map((p) => p.status);

describe('what a client owes (GET /payments/patients/payment-status)', () => {
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('as %s → %i', async (person, status) => {
    const { body } = await as(person, api().get('/api/payments/patients/payment-status')).expect(status);
    expect(body.failedPayments).toBeUndefined();
  });

  it('names the client’s own failed charge, and nothing of it to another client', async () => {
    const { body } = await as('client', api().get('/api/payments/patients/payment-status')).expect(200);
    expect(body).toEqual({ hasFailedPayments: true, failedPayments: [{ sessionId: failed._id, amountCents: 22000, sessionStartDate: failed.startsAt.toISOString() }] });
    await as('other client', api().get('/api/payments/patients/payment-status')).expect(200, { hasFailedPayments: false, failedPayments: [] });
  });
});

describe('the route to offer first (GET /payments/patients/payment-type)', () => {
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['gp', 403],
  ])('as %s → %i', async (person, status) => {
    await as(person, api().get('/api/payments/patients/payment-type')).expect(status);
  });

  it('answers Private, no card and no referral for a new client, then their card once saved', async () => {
    await as('other client', api().get('/api/payments/patients/payment-type')).expect(200, { paymentType: 'Private', hasPaymentMethod: false, hasCurrentMedicareReferral: false });
    await savePaymentMethodFor(ids['other client'], { paymentMethodId: 'pm_card_visa' });
    const { body } = await as('other client', api().get('/api/payments/patients/payment-type')).expect(200);
    expect(body).toMatchObject({ paymentType: 'Private', hasPaymentMethod: true });
  });
});

describe('whether a client may book (POST /payments/patient/booking-rules)', () => {
  // Only the client's own id: another's id is 404 so it does not reveal whether that patient owes.
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['other client', 404],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('the client’s rules as %s → %i', async (person, status) => {
    const { body } = await as(person, api().post('/api/payments/patient/booking-rules')).send({ patientId: ids.client }).expect(status);
    expect(body.outstandingPaymentSessionIds).toBeUndefined();
  });

  it('says why the client may not book while a charge has failed', async () => {
    const { body } = await as('client', api().post('/api/payments/patient/booking-rules')).send({ patientId: ids.client }).expect(200);
    expect(body).toEqual({
      canBook: false,
      reasons: ['A payment for an earlier session did not go through: retry it before booking another session.'],
      hasValidPaymentMethod: false,
      outstandingPaymentSessionIds: [failed._id],
    });
  });
});

describe('retrying a failed charge (POST /payments/sessions/{id}/retry-failed-payment)', () => {
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['other client', 404],
    ['psychologist', 403],
    ['other psychologist', 403],
    ['gp', 403],
  ])('the client’s failed session as %s → %i, and nothing is charged', async (person, status) => {
    await as(person, api().post(`/api/payments/sessions/${failed._id}/retry-failed-payment`)).expect(status);
    expect(await attemptsOf(failed._id)).toEqual(['Failed']);
    expect((await SessionModel.findById(failed._id).lean())!.paymentStatus).toBe('Failed');
  });

  it('refuses a session with no failed charge (409) and charges nothing', async () => {
    const { body } = await as('client', api().post(`/api/payments/sessions/${pending._id}/retry-failed-payment`)).expect(409);
    expect(body.detail).toBe('This session has no failed payment to retry.');
    expect(await attemptsOf(pending._id)).toEqual([]);
  });

  it('charges the client’s new card once: the session is paid and they may book again', async () => {
    await savePaymentMethodFor(ids.client, { paymentMethodId: 'pm_card_visa' });
    const { body } = await as('client', api().post(`/api/payments/sessions/${failed._id}/retry-failed-payment`)).expect(200);
    expect(body).toEqual({ sessionId: failed._id, paymentStatus: 'Paid', outcome: 'paid' });
    expect((await attemptsOf(failed._id)).sort()).toEqual(['Failed', 'Succeeded']);
    const rules = await as('client', api().post('/api/payments/patient/booking-rules')).send({ patientId: ids.client }).expect(200);
    expect(rules.body).toMatchObject({ canBook: true, reasons: [], hasValidPaymentMethod: true, outstandingPaymentSessionIds: [] });
  });
});
