import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { seedReferenceData } from '../../../seed/reference-data';
import { HttpProblem } from '../../../http/problem';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { SessionPaymentModel } from '../../payments/charges/session-payment.model';
import { PriceReservationModel } from '../reservations/price-reservation.model';
import { createPriceReservation } from '../reservations/price-reservations';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { SessionModel } from '../../sessions/records/session.model';
import { bookSession } from './book-session';
import { NO_LONGER_AVAILABLE } from './bookable-time';

// The real database (FerretDB 1.24 locally: no transactions, read-then-write updates): the unique
// `_id` of each 5-minute lock is the only thing deciding who gets a time.
beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

type Person = Awaited<ReturnType<typeof bookingPerson>>;

/** A client with a card on file (our own record; charging is not part of this test). */
async function clientWithCard(): Promise<Person> {
  const client = await bookingPerson('client');
  await PaymentCardModel.create({ _id: `card-${client.sub}`, patientId: client.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
  return client;
}

/** Reserve, then book: what the checkout does. Resolves to the session id, or the problem. */
async function reserveAndBook(client: Person, psychologistId: string, startsAt: Date, sessionDurationTypeId = 2): Promise<string | HttpProblem> {
  try {
    const reservation = await createPriceReservation(client, { psychologistId, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId, therapyTypeId: 1 });
    const session = await bookSession(client, { reservationId: reservation.reservationId, acceptCancellationPolicy: true });
    return session.sessionId;
  } catch (err) {
    if (err instanceof HttpProblem) return err;
    throw err;
  }
}

// A bound for a hang, not a speed target: 200 clients with saved cards, then 200 bookings at once.
// It took 57 s on a quiet machine and more than 90 s (jest's default) beside two busy loops.
const RACE_BOUND_MS = 300_000;

describe('no double booking (real database)', () => {
  it('200 concurrent attempts at one time: exactly 1 session, 199 clean "no longer available", no orphans', async () => {
    const psychologist = await bookingPerson('psychologist');
    const clients: Person[] = [];
    for (let i = 0; i < 200; i += 1) clients.push(await clientWithCard());
    const startsAt = futureStart(3, 0);

    const results = await Promise.all(clients.map((client) => reserveAndBook(client, psychologist.sub, startsAt)));

    const won = results.filter((r): r is string => typeof r === 'string');
    const lost = results.filter((r): r is HttpProblem => r instanceof HttpProblem);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(199);
    for (const problem of lost) {
      expect(problem.status).toBe(409);
      expect(problem.detail).toContain(NO_LONGER_AVAILABLE);
    }
    const sessions = await SessionModel.find({ psychologistId: psychologist.sub }).lean();
    expect(sessions.map((s) => s._id)).toEqual(won);
    // 50 minutes + the default 10-minute buffer = 12 blocks, all the winner's session's.
    const locks = await SlotLockModel.find({ psychologistId: psychologist.sub }).lean();
    expect(locks).toHaveLength(12);
    expect(new Set(locks.map((l) => `${l.holderKind}:${l.holderId}`))).toEqual(new Set([`session:${won[0]}`]));
    const reservations = await PriceReservationModel.find({ psychologistId: psychologist.sub }).lean();
    expect(reservations.map((r) => [r.status, r.sessionId])).toEqual([['Booked', won[0]]]);
    expect(await SessionPaymentModel.countDocuments({})).toBe(0);
  }, RACE_BOUND_MS);

  it('refuses overlapping sessions of other lengths, and takes the next free time', async () => {
    const psychologist = await bookingPerson('psychologist');
    const [a, b, c, d] = [await clientWithCard(), await clientWithCard(), await clientWithCard(), await clientWithCard()];
    const ten = futureStart(4, 0);
    const at = (minutes: number) => new Date(ten.getTime() + minutes * 60_000);

    expect(typeof (await reserveAndBook(a, psychologist.sub, ten, 2))).toBe('string'); // 00:00–00:50 (+10 buffer)
    const shortInside = await reserveAndBook(b, psychologist.sub, at(30), 1); // 00:30–00:50
    const longBefore = await reserveAndBook(c, psychologist.sub, at(-60), 3); // 23:00–00:20
    expect(shortInside).toMatchObject({ status: 409 });
    expect(longBefore).toMatchObject({ status: 409 });
    expect(typeof (await reserveAndBook(d, psychologist.sub, at(60), 1))).toBe('string'); // 01:00, right after the buffer
    expect(await SessionModel.countDocuments({ psychologistId: psychologist.sub })).toBe(2);
    // The refused attempts left nothing behind.
    const holders = new Set((await SlotLockModel.find({ psychologistId: psychologist.sub }).lean()).map((l) => l.holderKind));
    expect(holders).toEqual(new Set(['session']));
    expect(await PriceReservationModel.countDocuments({ psychologistId: psychologist.sub })).toBe(2);
  });
});
