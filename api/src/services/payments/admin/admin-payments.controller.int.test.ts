import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { readConfig } from '../../../config';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson } from '../../../test-support/booking-people';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { startStripeRecorder, type StripeRecorder } from '../../../test-support/stripe-recorder';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { seedReferenceData } from '../../../seed/reference-data';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { forgetCachedKeys } from '../../identity/signing-keys';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { savePaymentMethod } from '../cards/cards';
import { stripeGateway } from '../gateway/stripe-gateway';
import { setPaymentGateway } from '../gateway/payment-gateway';
import { refundSessionPayment } from '../refunds/refund-session-payment';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { SessionRefundModel } from '../refunds/session-refund.model';
import { PaymentDisputeModel } from '../disputes/payment-dispute.model';

/**
 * The console's payments API on the real API and database, with stripe-mock behind a recorder
 * (stripe-mock keeps no state: the recorder's count of refund requests is what Stripe would do).
 */
let recorder: StripeRecorder;
let server: TestServer;
let passwordHash: string;
const auth: Record<'admin' | 'adminWithoutStepUp' | 'client' | 'psychologist' | 'gp', string> = {} as never;

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
  forgetCachedKeys();
  recorder = await startStripeRecorder();
  const base = readConfig();
  server = await startTestServer({ signInAttemptsPerIp: 1000, registrationsPerIp: 1000, stripe: { ...base.stripe, apiUrl: recorder.url } });
  passwordHash = await testPasswordHash();
  const admin = await createEnrolledAdministrator();
  auth.admin = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, auth.admin, admin.totpSecret);
  // The same administrator in another sign-in, whose session has not stepped up.
  auth.adminWithoutStepUp = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  for (const person of ['client', 'psychologist'] as const) {
    const user = await bookingPerson(person, passwordHash);
    auth[person] = `Bearer ${(await signIn(server.url, user.email, TEST_PASSWORD)).access_token}`;
  }
  const { createTestAccount } = await import('../../../test-support/sign-in');
  const gp = await createTestAccount('gp', { isApproved: true });
  auth.gp = `Bearer ${(await signIn(server.url, gp.email, TEST_PASSWORD)).access_token}`;
});
afterAll(async () => {
  await server?.close();
  await recorder?.close();
  await disconnectTestDatabase();
});

/** A session that took place, with a charge in the state given (the state a charge leaves). */
async function sessionWithCharge(status: 'Succeeded' | 'Failed', amountCents = 22000) {
  const client = await bookingPerson('client', passwordHash);
  await savePaymentMethod(client, { paymentMethodId: 'pm_card_visa' });
  const psychologist = await bookingPerson('psychologist');
  const endsAt = new Date(Date.now() - 5 * 60_000);
  const session: SessionRecord = {
    _id: randomUUID(),
    patientId: client.sub,
    psychologistId: psychologist.sub,
    sessionParticipants: [{ userId: client.sub, userType: 'client', isLeadParticipant: true }],
    startsAt: new Date(endsAt.getTime() - 50 * 60_000),
    endsAt,
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Completed',
    paymentStatus: status === 'Succeeded' ? 'Paid' : 'Failed',
    createdAt: new Date(),
    quote: { feeCents: amountCents, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: amountCents },
    rescheduleCount: 0,
  };
  await SessionModel.create(session);
  const at = new Date(Date.now() - 60_000);
  const intentId = `pi_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await SessionPaymentModel.create({
    _id: `${session._id}#1`,
    sessionId: session._id,
    patientId: client.sub,
    attempt: 1,
    purpose: 'session',
    amountCents,
    status,
    ...(status === 'Failed' && { failureMessage: 'Your card has insufficient funds.' }),
    stripePaymentIntentId: intentId,
    createdAt: at,
    updatedAt: at,
  });
  const clientAuth = `Bearer ${(await signIn(server.url, client.email, TEST_PASSWORD)).access_token}`;
  return { session, intentId, clientAuth, clientEmail: client.email };
}

const refund = (sessionId: string, body: object, authorization = auth.admin) =>
  request(server.url).post(`/api/payments/admin/payments/${sessionId}/refunds`).set('authorization', authorization).send(body);
const refundCalls = (sessionId: string) => recorder.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds' && c.params['metadata[sessionId]'] === sessionId);

describe('refunds: exactly once per request', () => {
  it('ten parallel sends of one refund request: one refund row, one Stripe refund under the request id, every answer the same refund', async () => {
    const { session, intentId } = await sessionWithCharge('Succeeded');
    const requestId = randomUUID();

    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(session._id, { requestId, reason: 'Psychologist did not attend' })));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.refund.refundId))).toEqual(new Set([`${session._id}#1`]));
    const rows = await SessionRefundModel.find({ sessionId: session._id }).lean();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requestId, amountCents: 22000, status: 'Succeeded', reason: 'Psychologist did not attend' });
    expect(refundCalls(session._id)).toHaveLength(1);
    expect(refundCalls(session._id)[0]).toMatchObject({ idempotencyKey: requestId, params: { payment_intent: intentId, amount: '22000' } });
    // Sent again later: the same refund, no new call.
    const again = await refund(session._id, { requestId, reason: 'Psychologist did not attend' }).expect(200);
    expect(again.body).toMatchObject({ created: false, leftCents: 0, refund: { status: 'Succeeded', amountCents: 22000 } });
    expect(refundCalls(session._id)).toHaveLength(1);
  });

  it('partial refunds up to what was paid; more than is left is refused and nothing is written or sent', async () => {
    const { session } = await sessionWithCharge('Succeeded', 22000);
    const first = await refund(session._id, { requestId: randomUUID(), amountCents: 5000, reason: 'Started late' }).expect(200);
    expect(first.body).toMatchObject({ created: true, leftCents: 17000, refund: { amountCents: 5000, status: 'Succeeded' } });

    const over = await refund(session._id, { requestId: randomUUID(), amountCents: 17001, reason: 'Too much' }).expect(422);
    expect(over.headers['content-type']).toContain('application/problem+json');
    expect(over.body.fields).toEqual({ amountCents: 'Refund at most $170.00: that is what is left of the $220.00 paid.' });
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(1);
    expect(refundCalls(session._id)).toHaveLength(1);

    const rest = await refund(session._id, { requestId: randomUUID(), reason: 'The rest' }).expect(200);
    expect(rest.body).toMatchObject({ leftCents: 0, refund: { amountCents: 17000 } });
    const none = await refund(session._id, { requestId: randomUUID(), amountCents: 1, reason: 'Once more' }).expect(422);
    expect(none.body.fields.amountCents).toBe('Nothing is left to refund: the $220.00 paid has been refunded.');
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(2);
    expect(refundCalls(session._id)).toHaveLength(2);
  });

  it('two different full refunds at the same moment: one refund, the other refused', async () => {
    const { session } = await sessionWithCharge('Succeeded');
    const answers = await Promise.all([refund(session._id, { requestId: randomUUID(), reason: 'A' }), refund(session._id, { requestId: randomUUID(), reason: 'B' })]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([409, 422]).toContain(answers.find((a) => a.status !== 200)!.status);
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(1);
    expect(refundCalls(session._id)).toHaveLength(1);
  });

  it.each([
    ['no reason', { reason: ' ' }, 'reason'],
    ['no request id', { requestId: undefined, reason: 'x' }, 'requestId'],
    ['a fraction of a cent', { amountCents: 10.5, reason: 'x' }, 'amountCents'],
  ])('refuses %s (422, field named) and writes nothing', async (_, body, field) => {
    const { session } = await sessionWithCharge('Succeeded');
    const answer = await refund(session._id, { requestId: randomUUID(), ...body }).expect(422);
    expect(Object.keys(answer.body.fields ?? {}).join(' ')).toContain(field);
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(0);
    expect(refundCalls(session._id)).toHaveLength(0);
  });

  it('refuses a session nobody paid for (409) and a session that does not exist (404), writing nothing', async () => {
    const { session } = await sessionWithCharge('Failed');
    await refund(session._id, { requestId: randomUUID(), reason: 'x' }).expect(409);
    await refund(randomUUID(), { requestId: randomUUID(), reason: 'x' }).expect(404);
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(0);
  });
});

describe('refunds that did not finish', () => {
  afterEach(() => setPaymentGateway(undefined));

  it('a refund Stripe refuses is kept as failed, takes nothing from what is left, and a new request may refund', async () => {
    const { session } = await sessionWithCharge('Succeeded', 22000);
    // The one edge stripe-mock cannot reach: a refused refund (a double of the gateway, only here).
    setPaymentGateway({ ...stripeGateway, refund: () => Promise.reject(new Error('The charge has been disputed.')) });
    const refused = await refund(session._id, { requestId: randomUUID(), reason: 'Started late' }).expect(200);
    expect(refused.body).toMatchObject({ created: true, leftCents: 22000, refund: { status: 'Failed', failureMessage: 'The charge has been disputed.' } });
    setPaymentGateway(undefined);
    const again = await refund(session._id, { requestId: randomUUID(), reason: 'Started late' }).expect(200);
    expect(again.body).toMatchObject({ created: true, leftCents: 0, refund: { status: 'Succeeded', amountCents: 22000, refundId: `${session._id}#2` } });
    expect(refundCalls(session._id)).toHaveLength(1);
  });

  it('a request whose process died after the insert is finished by its next send, under the same Stripe key', async () => {
    const { session, intentId } = await sessionWithCharge('Succeeded', 22000);
    const requestId = randomUUID();
    const crashedAt = new Date('2026-11-26T00:00:00Z');
    // What a crash between the insert and Stripe's answer leaves: the row, Processing.
    await SessionRefundModel.create({
      _id: `${session._id}#1`, requestId, sessionId: session._id, patientId: session.patientId, sequence: 1, amountCents: 5000, reason: 'Started late',
      requestedBy: 'admin', status: 'Processing', stripePaymentIntentId: intentId, createdAt: crashedAt, updatedAt: crashedAt,
    });
    // A minute later it is still being made: answered as it stands, nothing sent.
    const soon = await refundSessionPayment(session._id, { requestId, reason: 'Started late', requestedBy: 'admin' }, new Date(crashedAt.getTime() + 60_000));
    expect(soon).toMatchObject({ made: 'replayed', refund: { status: 'Processing' } });
    expect(refundCalls(session._id)).toHaveLength(0);
    // Past the abandoned-attempt time: sent to Stripe under the request's key, once.
    const later = await refundSessionPayment(session._id, { requestId, reason: 'Started late', requestedBy: 'admin' }, new Date(crashedAt.getTime() + 3 * 60_000));
    expect(later).toMatchObject({ made: 'replayed', refund: { status: 'Succeeded', amountCents: 5000 } });
    expect(refundCalls(session._id)).toEqual([expect.objectContaining({ idempotencyKey: requestId, params: expect.objectContaining({ amount: '5000' }) })]);
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(1);
  });

  it('a request id used for another session is refused, and nothing is written', async () => {
    const first = await sessionWithCharge('Succeeded');
    const second = await sessionWithCharge('Succeeded');
    const requestId = randomUUID();
    await refund(first.session._id, { requestId, amountCents: 100, reason: 'x' }).expect(200);
    const answer = await refund(second.session._id, { requestId, amountCents: 100, reason: 'x' }).expect(409);
    expect(answer.body.detail).toBe('This refund form was already used for another session. Open the form again.');
    expect(await SessionRefundModel.countDocuments({ sessionId: second.session._id })).toBe(0);
  });
});

describe('who may refund', () => {
  it.each<[string, number, () => string | undefined]>([
    ['anonymous', 401, () => undefined],
    ['a client (the one who paid)', 403, () => 'own'],
    ['a psychologist', 403, () => auth.psychologist],
    ['a GP', 403, () => auth.gp],
    ['an administrator whose sign-in has not stepped up', 403, () => auth.adminWithoutStepUp],
  ])('%s → %i, nothing written or sent', async (_, status, who) => {
    const { session, clientAuth } = await sessionWithCharge('Succeeded');
    const authorization = who() === 'own' ? clientAuth : who();
    const call = request(server.url).post(`/api/payments/admin/payments/${session._id}/refunds`).send({ requestId: randomUUID(), reason: 'x' });
    const answer = await (authorization ? call.set('authorization', authorization) : call).expect(status);
    if (authorization === auth.adminWithoutStepUp) expect(answer.body.detail).toBe(STEP_UP_REQUIRED);
    expect(await SessionRefundModel.countDocuments({ sessionId: session._id })).toBe(0);
    expect(refundCalls(session._id)).toHaveLength(0);
  });

  it('the stepped-up administrator may; the client then sees the refund on the receipt', async () => {
    const { session, clientAuth } = await sessionWithCharge('Succeeded', 22000);
    await refund(session._id, { requestId: randomUUID(), amountCents: 7000, reason: 'Video dropped out' }).expect(200);
    const receipt = await request(server.url).get(`/api/payments/sessions/${session._id}/receipt`).set('authorization', clientAuth).expect(200);
    expect(receipt.body).toMatchObject({ amountPaidCents: 22000, refundedCents: 7000, refunds: [{ amountCents: 7000 }] });
  });
});

describe('the console\'s payment lists', () => {
  it('lists an unpaid failed charge as outstanding, and a retry on the client\'s behalf charges the saved card once', async () => {
    const { session, clientEmail } = await sessionWithCharge('Failed');
    const outstanding = await request(server.url).get('/api/payments/admin/payments/outstanding').set('authorization', auth.admin).expect(200);
    expect(outstanding.body.payments).toContainEqual(
      expect.objectContaining({ sessionId: session._id, clientEmail, amountCents: 22000, fundingRoute: 'Private', status: 'Failed', failureMessage: 'Your card has insufficient funds.' }),
    );
    const retried = await request(server.url).post(`/api/payments/admin/payments/${session._id}/retry`).set('authorization', auth.admin).expect(200);
    expect(retried.body).toMatchObject({ sessionId: session._id, outcome: 'paid', paymentStatus: 'Paid' });
    await request(server.url).post(`/api/payments/admin/payments/${session._id}/retry`).set('authorization', auth.admin).expect(409);
    const after = await request(server.url).get('/api/payments/admin/payments/outstanding').set('authorization', auth.admin).expect(200);
    expect(after.body.payments.map((p: { sessionId: string }) => p.sessionId)).not.toContain(session._id);
    const paid = await request(server.url).get(`/api/payments/admin/payments/paid?sessionId=${session._id}`).set('authorization', auth.admin).expect(200);
    expect(paid.body).toMatchObject({ total: 1, payments: [{ sessionId: session._id, paidCents: 22000, leftCents: 22000, refunds: [] }] });
  });

  it.each([['client'], ['psychologist'], ['gp']] as const)('refuses a %s the lists and the retry (403)', async (person) => {
    const { session } = await sessionWithCharge('Failed');
    for (const path of ['/api/payments/admin/payments/outstanding', '/api/payments/admin/payments/paid', '/api/payments/admin/disputes']) {
      await request(server.url).get(path).set('authorization', auth[person]).expect(403);
    }
    await request(server.url).post(`/api/payments/admin/payments/${session._id}/retry`).set('authorization', auth[person]).expect(403);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Failed');
  });

  it('records a dispute from Stripe\'s webhook once, however often it is delivered, and lists it', async () => {
    const { session, intentId } = await sessionWithCharge('Succeeded');
    const secret = process.env.STRIPE_WEBHOOK_SECRET!;
    const disputeId = `dp_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const event = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'charge.dispute.created',
      data: { object: { id: disputeId, object: 'dispute', amount: 22000, charge: 'ch_disputed', payment_intent: intentId, reason: 'fraudulent', status: 'needs_response', created: 1_790_000_000 } },
    });
    const deliver = (id: string) =>
      request(server.url)
        .post('/api/payments/webhooks/stripe')
        .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload: event.replace(/"id":"evt_[^"]+"/, `"id":"${id}"`), secret }))
        .set('content-type', 'application/json')
        .send(event.replace(/"id":"evt_[^"]+"/, `"id":"${id}"`));
    // Two different event ids about one dispute (Stripe may resend as a new event): still one record.
    await Promise.all([deliver('evt_one_' + disputeId), deliver('evt_two_' + disputeId)]);
    expect(await PaymentDisputeModel.countDocuments({ _id: disputeId })).toBe(1);
    const list = await request(server.url).get('/api/payments/admin/disputes').set('authorization', auth.admin).expect(200);
    expect(list.body).toContainEqual(expect.objectContaining({ disputeId, sessionId: session._id, amountCents: 22000, reason: 'fraudulent', status: 'needs_response' }));
  });
});
