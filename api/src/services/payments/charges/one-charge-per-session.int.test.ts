import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { readConfig } from '../../../config';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson } from '../../../test-support/booking-people';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { startStripeRecorder, type StripeRecorder } from '../../../test-support/stripe-recorder';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { seedReferenceData } from '../../../seed/reference-data';
import { forgetCachedKeys } from '../../identity/signing-keys';
import { runDueJobs } from '../../../jobs/job-runner';
import { scheduleJob } from '../../../jobs/job-store';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { CHARGE_SESSION_JOB } from '../../booking/sessions/session-jobs';
import { savePaymentMethod } from '../cards/cards';
import '../gateway/stripe-gateway';
import { chargeSession } from './charge-session';
import { SessionPaymentModel } from './session-payment.model';
import { registerBookingJobHandlers } from '../../booking';

// The jobs these tests run, registered as the app registers them at start-up.
registerBookingJobHandlers();

/**
 * One payment per session whatever races, on the real API and database with stripe-mock behind a
 * recorder: stripe-mock keeps no state, so the recorder's count of requests that move money is
 * how many charges a real Stripe account would show.
 */
let recorder: StripeRecorder;
let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
  forgetCachedKeys();
  recorder = await startStripeRecorder();
  const base = readConfig();
  server = await startTestServer({ signInAttemptsPerIp: 1000, registrationsPerIp: 1000, stripe: { ...base.stripe, apiUrl: recorder.url } });
  passwordHash = await testPasswordHash();
});
afterAll(async () => {
  await server?.close();
  await recorder?.close();
  await disconnectTestDatabase();
});

async function clientWithCard() {
  const client = await bookingPerson('client', passwordHash);
  await savePaymentMethod(client, { paymentMethodId: 'pm_card_visa' });
  const token = (await signIn(server.url, client.email, TEST_PASSWORD)).access_token;
  return { ...client, authorization: `Bearer ${token}` };
}

/** A session that ended five minutes ago and whose first charge was declined (the state a decline leaves). */
async function sessionWithDeclinedCharge(patientId: string, declinedIntentId = `pi_declined_${randomUUID().slice(0, 8)}`): Promise<SessionRecord> {
  const psychologist = await bookingPerson('psychologist');
  const endsAt = new Date(Date.now() - 5 * 60_000);
  const session: SessionRecord = {
    _id: randomUUID(),
    patientId,
    psychologistId: psychologist.sub,
    sessionParticipants: [{ userId: patientId, userType: 'client', isLeadParticipant: true }],
    startsAt: new Date(endsAt.getTime() - 50 * 60_000),
    endsAt,
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'Failed',
    createdAt: new Date(),
    quote: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 },
    rescheduleCount: 0,
  };
  await SessionModel.create(session);
  const at = new Date(Date.now() - 60_000);
  await SessionPaymentModel.create({
    _id: `${session._id}#1`,
    sessionId: session._id,
    patientId,
    attempt: 1,
    purpose: 'session',
    amountCents: 22000,
    status: 'Failed',
    failureMessage: 'Your card has insufficient funds.',
    stripePaymentIntentId: declinedIntentId,
    createdAt: at,
    updatedAt: at,
  });
  return session;
}

const retry = (sessionId: string, authorization: string) => request(server.url).post(`/api/payments/sessions/${sessionId}/retry-failed-payment`).set('authorization', authorization);

describe('one payment per session', () => {
  it('eight retries of a failed payment at the same moment charge the card once; the others are told it is being paid', async () => {
    const client = await clientWithCard();
    const session = await sessionWithDeclinedCharge(client.sub);
    const before = recorder.moneyMovements().length;

    const answers = await Promise.all(Array.from({ length: 8 }, () => retry(session._id, client.authorization)));

    expect(recorder.moneyMovements().length - before).toBe(1);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toMatchObject({ sessionId: session._id, paymentStatus: 'Paid', outcome: 'paid' });
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
    const attempts = await SessionPaymentModel.find({ sessionId: session._id }).lean();
    expect(attempts.filter((a) => a.status === 'Succeeded')).toHaveLength(1);
    expect(attempts).toHaveLength(2);

    // Paid: a later retry is refused and charges nothing.
    const again = await retry(session._id, client.authorization).expect(409);
    expect(again.body.detail).toMatch(/no failed payment/i);
    expect(recorder.moneyMovements().length - before).toBe(1);
  });

  it('the retry reuses the PaymentIntent of the declined attempt: the PaymentIntent is the session’s one payment', async () => {
    const client = await clientWithCard();
    const session = await sessionWithDeclinedCharge(client.sub, 'pi_declined_first');
    const before = recorder.calls.length;
    await retry(session._id, client.authorization).expect(200);
    const sent = recorder.calls.slice(before).filter((c) => c.path.startsWith('/v1/payment_intents'));
    // No new PaymentIntent: the declined one is confirmed again with the card on file.
    expect(sent.map((c) => c.path)).toEqual(['/v1/payment_intents/pi_declined_first/confirm']);
    expect(sent[0].params).toMatchObject({ off_session: 'true' });
  });

  it('a webhook replay, the charge job run twice and three retries at the same moment still give one charge', async () => {
    const client = await clientWithCard();
    const session = await sessionWithDeclinedCharge(client.sub, 'pi_declined_race');
    // The charge job is due again (say a second runner picked it up) and runs twice over.
    await scheduleJob({ _id: `${CHARGE_SESSION_JOB}:${session._id}:again`, kind: CHARGE_SESSION_JOB, runAt: new Date(Date.now() - 1000), payload: { sessionId: session._id, attempt: 1 } });
    const secret = process.env.STRIPE_WEBHOOK_SECRET!;
    const failedEvent = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_declined_race', object: 'payment_intent', last_payment_error: { message: 'Your card has insufficient funds.' } } },
    });
    const webhook = () =>
      request(server.url)
        .post('/api/payments/webhooks/stripe')
        .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload: failedEvent, secret }))
        .set('content-type', 'application/json')
        .send(failedEvent);
    const before = recorder.moneyMovements().length;

    await Promise.all([
      runDueJobs({ kinds: [CHARGE_SESSION_JOB] }),
      runDueJobs({ kinds: [CHARGE_SESSION_JOB] }),
      chargeSession(session._id, 1),
      chargeSession(session._id, 1),
      retry(session._id, client.authorization),
      retry(session._id, client.authorization),
      retry(session._id, client.authorization),
      webhook(),
      webhook(),
    ]);

    expect(recorder.moneyMovements().length - before).toBe(1);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
    const attempts = await SessionPaymentModel.find({ sessionId: session._id }).lean();
    expect(attempts.filter((a) => a.status === 'Succeeded')).toHaveLength(1);
    // A late replay of the old decline does not undo the payment.
    await webhook().expect(200);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
  });
});
