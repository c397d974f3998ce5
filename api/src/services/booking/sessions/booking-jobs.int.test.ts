import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { seedReferenceData } from '../../../seed/reference-data';
import { HttpProblem } from '../../../http/problem';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { createPriceReservation } from '../reservations/price-reservations';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { bookSession } from './book-session';
import { cancelSession, getCancellationFee } from './cancel-session';
import { rescheduleSession } from './reschedule-session';
import { JobModel } from '../../../jobs/job.model';
import { AvailabilityModel } from '../../availability/availability.model';
import { registerJobHandler, runDueJobs } from '../../../jobs/job-runner';
import { scheduleJob } from '../../../jobs/job-store';
import { registerBookingJobHandlers } from '..';

// The jobs these tests run, registered as the app registers them at start-up.
registerBookingJobHandlers();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

type Person = Awaited<ReturnType<typeof bookingPerson>>;
async function clientWithCard(): Promise<Person> {
  const client = await bookingPerson('client');
  await PaymentCardModel.create({ _id: `card-${client.sub}`, patientId: client.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
  return client;
}
const reserve = (client: Person, psychologistId: string, startsAt: Date, now?: Date) =>
  createPriceReservation(client, { psychologistId, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Adelaide', sessionDurationTypeId: 2, therapyTypeId: 1 }, now);

describe('the job runner', () => {
  it('runs a job once when two workers poll at once, and again never', async () => {
    let runs = 0;
    registerJobHandler('test-count', async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await scheduleJob({ _id: 'test-count:1', kind: 'test-count', runAt: new Date(Date.now() - 1000), payload: {} });
    expect(await scheduleJob({ _id: 'test-count:1', kind: 'test-count', runAt: new Date(), payload: {} })).toBe(false);
    await Promise.all([runDueJobs({ kinds: ['test-count'] }), runDueJobs({ kinds: ['test-count'] }), runDueJobs({ kinds: ['test-count'] })]);
    await runDueJobs({ kinds: ['test-count'] });
    expect(runs).toBe(1);
    expect((await JobModel.findById('test-count:1').lean())!.status).toBe('Done');
  });

  it('retries a failing job later, and gives up after its attempts', async () => {
    registerJobHandler('test-fail', async () => {
      throw new Error('boom');
    });
    await scheduleJob({ _id: 'test-fail:1', kind: 'test-fail', runAt: new Date(Date.now() - 1000), payload: {}, maxAttempts: 2 });
    await runDueJobs({ kinds: ['test-fail'] });
    const after1 = (await JobModel.findById('test-fail:1').lean())!;
    expect(after1).toMatchObject({ status: 'Scheduled', lastError: 'boom' });
    expect(after1.runAt.getTime()).toBeGreaterThan(Date.now());
    await runDueJobs({ kinds: ['test-fail'], now: new Date(Date.now() + 3_600_000) });
    expect((await JobModel.findById('test-fail:1').lean())!.status).toBe('Failed');
  });
});

describe('booking jobs', () => {
  it('an expired reservation lets its time go by itself', async () => {
    const psychologist = await bookingPerson('psychologist');
    const [a, b] = [await clientWithCard(), await clientWithCard()];
    const startsAt = futureStart(6, 2);
    const reservation = await reserve(a, psychologist.sub, startsAt);
    await expect(reserve(b, psychologist.sub, startsAt)).rejects.toMatchObject({ status: 409 });
    // After expiry the next claimant takes the expired hold over even before the sweep …
    const later = new Date(reservation.expiresAt.getTime() + 1000);
    const taken = await reserve(b, psychologist.sub, startsAt, later);
    expect(taken.status).toBe('Held');
    // … and the sweep marks the old one Expired without touching the new holder's locks.
    await runDueJobs({ kinds: ['expire-reservation'], now: new Date(later.getTime() + 1000) });
    expect((await PriceReservationModel.findById(reservation.reservationId).lean())!.status).toBe('Expired');
    const holders = new Set((await SlotLockModel.find({ psychologistId: psychologist.sub }).lean()).map((l) => l.holderId));
    expect(holders).toEqual(new Set([taken.reservationId]));
    // The first client's late booking claims the time afresh and loses cleanly.
    await expect(bookSession(a, { reservationId: reservation.reservationId, acceptCancellationPolicy: true }, later)).rejects.toBeInstanceOf(HttpProblem);
  });

  it('reminds both people 24 h and 1 h before, in their own zone with how to join; a moved session is reminded at its new time', async () => {
    const psychologist = await bookingPerson('psychologist');
    const client = await clientWithCard();
    const startsAt = futureStart(3, 3);
    const reservation = await reserve(client, psychologist.sub, startsAt);
    const session = await bookSession(client, { reservationId: reservation.reservationId, acceptCancellationPolicy: true });
    const moved = new Date(startsAt.getTime() + 3 * 3_600_000);
    await rescheduleSession(client, session.sessionId, { sessionDate: moved.toISOString() });

    await runDueJobs({ kinds: ['session-reminder'], now: new Date(startsAt.getTime() - 23 * 3_600_000) }); // old 24 h: cancelled
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(0);
    await runDueJobs({ kinds: ['session-reminder'], now: new Date(moved.getTime() - 23.5 * 3_600_000) });
    await runDueJobs({ kinds: ['session-reminder'], now: new Date(moved.getTime() - 23.5 * 3_600_000) });
    const reminders = await OutboxMessageModel.find({ to: client.email, kind: 'session-reminder' }).lean();
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(/ACDT|ACST|GMT\+10:30|GMT\+9:30/);
    expect(reminders[0].text).toContain(`/session/${session.sessionId}`);
    expect(await OutboxMessageModel.countDocuments({ to: psychologist.email, kind: 'session-reminder' })).toBe(1);
    await runDueJobs({ kinds: ['session-reminder'], now: new Date(moved.getTime() - 30 * 60_000) });
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(2);
  });

  it('two job runners polling at the same moment send each reminder once (the claim insert decides)', async () => {
    const psychologist = await bookingPerson('psychologist');
    const client = await clientWithCard();
    const startsAt = futureStart(4, 5);
    const reservation = await reserve(client, psychologist.sub, startsAt);
    const session = await bookSession(client, { reservationId: reservation.reservationId, acceptCancellationPolicy: true });
    const at = new Date(startsAt.getTime() - 23.5 * 3_600_000);
    // Two API processes' runners (distinct worker ids), racing on the real database.
    await Promise.all([runDueJobs({ kinds: ['session-reminder'], now: at }), runDueJobs({ kinds: ['session-reminder'], now: at }), runDueJobs({ kinds: ['session-reminder'], now: at })]);
    const toClient = await OutboxMessageModel.find({ to: client.email, kind: 'session-reminder' }).lean();
    expect(toClient).toHaveLength(1);
    expect(toClient[0].text).toContain(`/session/${session.sessionId}`);
    expect(await OutboxMessageModel.countDocuments({ to: psychologist.email, kind: 'session-reminder' })).toBe(1);
  });

  it('cancelling inside the window shows and charges the fee; the time is bookable by someone else at once', async () => {
    const psychologist = await bookingPerson('psychologist');
    const [client, other] = [await clientWithCard(), await clientWithCard()];
    const startsAt = futureStart(2, 4);
    const session = await bookSession(client, { reservationId: (await reserve(client, psychologist.sub, startsAt)).reservationId, acceptCancellationPolicy: true });
    const insideWindow = new Date(startsAt.getTime() - 3 * 3_600_000);
    expect(await getCancellationFee(client, session.sessionId, insideWindow)).toMatchObject({ isLateCancellation: true, feeCents: 22000, lateCancellationHours: 24 });
    expect(await getCancellationFee(client, session.sessionId, new Date(startsAt.getTime() - 30 * 3_600_000))).toMatchObject({ isLateCancellation: false, feeCents: 0 });
    // The psychologist's policy changed after the booking: the client keeps the terms they accepted.
    await AvailabilityModel.updateOne({ _id: psychologist.sub }, { $set: { lateCancellationHours: 48, lateCancellationFeeCents: 6000 } });
    expect(await getCancellationFee(client, session.sessionId, new Date(startsAt.getTime() - 30 * 3_600_000))).toMatchObject({ isLateCancellation: false, feeCents: 0, lateCancellationHours: 24 });
    await AvailabilityModel.updateOne({ _id: psychologist.sub }, { $unset: { lateCancellationHours: 1, lateCancellationFeeCents: 1 } });
    const psychologistView = await getCancellationFee(psychologist, session.sessionId, insideWindow);
    expect(psychologistView.feeCents).toBe(0);
    const cancelled = await cancelSession(client, session.sessionId, { reason: 'Sick' }, insideWindow);
    expect(cancelled).toMatchObject({ sessionStatus: 'Cancelled', paymentStatus: 'Pending', cancellation: { feeCents: 22000 } });
    expect(await JobModel.countDocuments({ _id: `charge-session:${session.sessionId}:cancelled` })).toBe(1);
    expect(await OutboxMessageModel.countDocuments({ kind: 'session-cancelled', to: { $in: [client.email, psychologist.email] } })).toBe(2);
    const again = await reserve(other, psychologist.sub, startsAt);
    expect(again.status).toBe('Held');
  });
});
