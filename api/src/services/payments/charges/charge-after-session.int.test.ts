import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson } from '../../../test-support/booking-people';
import { createTestApp } from '../../../test-support/test-app';
import { runDueJobs } from '../../../jobs/job-runner';
import { JobClaimModel, JobModel } from '../../../jobs/job.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { scheduleSessionJobs } from '../../booking/sessions/session-jobs';
import { savePaymentMethod } from '../cards/cards';
import { paymentGateway, setPaymentGateway, type ChargeOutcome, type PaymentGateway } from '../gateway/payment-gateway';
import '../gateway/stripe-gateway';
import { bookingRules, retryFailedPayment } from '../patient-payments/patient-payments';
import { chargeSession } from './charge-session';
import { SessionPaymentModel } from './session-payment.model';
import { registerBookingJobHandlers } from '../../booking';

// The jobs these tests run, registered as the app registers them at start-up.
registerBookingJobHandlers();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);
afterEach(() => setPaymentGateway(undefined));

type Client = Awaited<ReturnType<typeof bookingPerson>>;

/** Counts the charges (confirmations of the session's PaymentIntent) that reach the gateway (stripe-mock behind it). */
function countingGateway(outcome?: () => ChargeOutcome): { gateway: PaymentGateway; keys: string[] } {
  const real = paymentGateway();
  const keys: string[] = [];
  return {
    keys,
    gateway: {
      ...real,
      async confirmPayment(input) {
        keys.push(input.idempotencyKey);
        return outcome ? outcome() : real.confirmPayment(input);
      },
    },
  };
}

async function endedSession(client: Client, outOfPocketCents = 12105, endedMinutesAgo = 5): Promise<SessionRecord> {
  const psychologist = await bookingPerson('psychologist');
  const endsAt = new Date(Date.now() - endedMinutesAgo * 60_000);
  const session: SessionRecord = {
    _id: randomUUID(),
    patientId: client.sub,
    psychologistId: psychologist.sub,
    sessionParticipants: [{ userId: client.sub, userType: 'client', isLeadParticipant: true }],
    startsAt: new Date(endsAt.getTime() - 50 * 60_000),
    endsAt,
    timezoneId: 'Australia/Adelaide',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Medicare',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    createdAt: new Date(),
    quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents },
    rescheduleCount: 0,
  };
  await SessionModel.create(session);
  return session;
}

async function clientWithCard(): Promise<Client> {
  const client = await bookingPerson('client');
  await savePaymentMethod(client, { paymentMethodId: 'pm_card_visa' }); // stripe-mock
  return client;
}

describe('charge after the session', () => {
  it('charges a session that ended once, even when the job runs twice', async () => {
    const client = await clientWithCard();
    const session = await endedSession(client);
    await scheduleSessionJobs(session, new Date(session.startsAt.getTime() - 48 * 3_600_000));
    const { gateway, keys } = countingGateway();
    setPaymentGateway(gateway);

    await Promise.all([runDueJobs({ kinds: ['charge-session'] }), runDueJobs({ kinds: ['charge-session'] })]);
    await runDueJobs({ kinds: ['charge-session'] });

    expect(keys).toEqual([`session-payment:${session._id}:session:attempt-1`]);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
    const payments = await SessionPaymentModel.find({ sessionId: session._id }).lean();
    expect(payments.map((p) => [p.attempt, p.status, p.amountCents])).toEqual([[1, 'Succeeded', 12105]]);
    expect(payments[0].stripePaymentIntentId).toMatch(/^pi_/);
  });

  it('resumes an attempt the process died in, with the same idempotency key, and charges once', async () => {
    const client = await clientWithCard();
    const session = await endedSession(client);
    await scheduleSessionJobs(session, new Date(session.startsAt.getTime() - 48 * 3_600_000));
    const jobId = `charge-session:${session._id}:0`;
    // The state a crash leaves: claim 1 taken (lease running), the attempt inserted, no outcome recorded.
    const crashedAt = new Date(Date.now() - 10 * 60_000);
    await JobClaimModel.create({ _id: `${jobId}#1`, jobId, attempt: 1, workerId: 'dead', claimedAt: crashedAt, leaseUntil: new Date(crashedAt.getTime() + 5 * 60_000) });
    await JobModel.updateOne({ _id: jobId }, { $set: { claims: 1 } });
    await SessionPaymentModel.create({ _id: `${session._id}#1`, sessionId: session._id, patientId: client.sub, attempt: 1, purpose: 'session', amountCents: 12105, status: 'Processing', createdAt: crashedAt, updatedAt: crashedAt });
    const { gateway, keys } = countingGateway();
    setPaymentGateway(gateway);

    await runDueJobs({ kinds: ['charge-session'] }); // the restarted process
    await runDueJobs({ kinds: ['charge-session'] });

    expect(keys).toEqual([`session-payment:${session._id}:session:attempt-1`]);
    expect((await SessionPaymentModel.find({ sessionId: session._id }).lean()).map((p) => p.status)).toEqual(['Succeeded']);
    expect((await JobModel.findById(jobId).lean())!.status).toBe('Done');
  });

  it('leaves a running attempt alone while its lease lasts', async () => {
    const client = await clientWithCard();
    const session = await endedSession(client);
    await SessionPaymentModel.create({ _id: `${session._id}#1`, sessionId: session._id, patientId: client.sub, attempt: 1, purpose: 'session', amountCents: 12105, status: 'Processing', createdAt: new Date(), updatedAt: new Date() });
    const { gateway, keys } = countingGateway();
    setPaymentGateway(gateway);
    expect(await chargeSession(session._id, 1)).toBe('in-progress');
    expect(keys).toEqual([]);
  });

  it('does not charge before the session has ended, nor a session with nothing to pay', async () => {
    const client = await clientWithCard();
    const upcoming = await endedSession(client, 12105, -60);
    const free = await endedSession(client, 0);
    const { gateway, keys } = countingGateway();
    setPaymentGateway(gateway);
    expect(await chargeSession(upcoming._id, 1)).toBe('not-due');
    expect(await chargeSession(free._id, 1)).toBe('not-required');
    expect(keys).toEqual([]);
    expect((await SessionModel.findById(free._id).lean())!.paymentStatus).toBe('NotRequired');
  });

  it('a decline marks the payment Failed, emails the client, blocks booking, and a retry charges a new attempt', async () => {
    const client = await clientWithCard();
    const session = await endedSession(client);
    // stripe-mock answers every card with success: the decline comes from a double of the gateway, the edge we cannot reach.
    setPaymentGateway(countingGateway(() => ({ status: 'failed', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' })).gateway);
    expect(await chargeSession(session._id, 1)).toBe('failed');
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Failed');
    const mail = await OutboxMessageModel.find({ to: client.email, kind: 'payment-failed' }).lean();
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('$121.05');
    expect(mail[0].text).toContain('insufficient funds');

    const rules = await bookingRules(client, client.sub);
    expect(rules).toMatchObject({ canBook: false, outstandingPaymentSessionIds: [session._id] });

    setPaymentGateway(undefined);
    const { gateway, keys } = countingGateway(); // the card works again (stripe-mock)
    setPaymentGateway(gateway);
    const result = await retryFailedPayment(client, session._id);
    expect(result).toMatchObject({ paymentStatus: 'Paid', outcome: 'paid' });
    expect(keys).toEqual([`session-payment:${session._id}:session:attempt-2`]);
    expect((await SessionPaymentModel.find({ sessionId: session._id }).lean()).map((p) => [p.attempt, p.status]).sort()).toEqual([
      [1, 'Failed'],
      [2, 'Succeeded'],
    ]);
    expect((await bookingRules(client, client.sub)).canBook).toBe(true);
  });
});

describe('Stripe webhook', () => {
  const app = createTestApp();
  const secret = process.env.STRIPE_WEBHOOK_SECRET!;
  const send = (event: object, signWith = secret) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
    return request(app).post('/api/payments/webhooks/stripe').set('stripe-signature', header).set('content-type', 'application/json').send(payload);
  };

  it('refuses a bad signature and acts once on a repeated event', async () => {
    const client = await clientWithCard();
    const session = await endedSession(client);
    await SessionPaymentModel.create({ _id: `${session._id}#1`, sessionId: session._id, patientId: client.sub, attempt: 1, purpose: 'session', amountCents: 12105, status: 'RequiresAction', stripePaymentIntentId: 'pi_webhook_1', createdAt: new Date(), updatedAt: new Date() });
    const event = { id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_webhook_1', object: 'payment_intent' } } };

    await send(event, 'whsec_wrong').expect(400);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('NotDue');
    expect((await send(event).expect(200)).body).toEqual({ received: true });
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
    expect((await send(event).expect(200)).body).toEqual({ received: true, duplicate: true });
    // A late failure event does not undo the payment.
    await send({ ...event, id: `evt_${randomUUID()}`, type: 'payment_intent.payment_failed' }).expect(200);
    expect((await SessionModel.findById(session._id).lean())!.paymentStatus).toBe('Paid');
  });
});
