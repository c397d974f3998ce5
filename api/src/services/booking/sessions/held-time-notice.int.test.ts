import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { bookingPerson } from '../../../test-support/booking-people';
import { seedReferenceData } from '../../../seed/reference-data';
import { SessionModel } from '../../sessions/records/session.model';
import { savePaymentMethodFor } from '../../payments/cards/cards';
import '../../payments/gateway/stripe-gateway';
import { createPriceReservation } from '../reservations/price-reservations';
import { bookSession } from './book-session';

/**
 * A hold keeps its time bookable for as long as it is held, even when the clock passes the
 * psychologist's minimum notice meanwhile (the earliest time offered is at that edge, and filling
 * in the details takes minutes). Real database and stripe-mock; the clock is the `now` passed in.
 */
beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The psychologist offers every hour with 12 hours' notice (bookingPerson): a time on the hour, 13 h ahead.
const startsAt = new Date(Math.ceil((Date.now() + 13 * HOUR) / HOUR) * HOUR);
const heldAt = new Date(startsAt.getTime() - 12 * HOUR - 2 * MINUTE); // 2 minutes before the notice edge
const body = (psychologistId: string) => ({ psychologistId, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 });
const tooSoon = 'That time is now less than 12 hours away, inside this psychologist’s minimum notice. Please choose another time.';

async function clientWithCard() {
  const client = await bookingPerson('client');
  await savePaymentMethodFor(client.sub, { paymentMethodId: 'pm_card_visa' });
  return client;
}

it('books a time held at the edge of the notice after the edge has passed, while the hold lasts', async () => {
  const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
  const held = await createPriceReservation(client, body(psychologist.sub), heldAt);

  const booked = await bookSession(client, { reservationId: held.reservationId, acceptCancellationPolicy: true }, new Date(heldAt.getTime() + 5 * MINUTE));

  expect(booked).toMatchObject({ sessionStatus: 'Pending', sessionStartDate: startsAt });
  expect(await SessionModel.countDocuments({ patientId: client.sub })).toBe(1);
});

it('says the notice has passed (not that someone took the time) to a new hold, and to a booking whose hold ran out; nothing is written', async () => {
  const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
  await expect(createPriceReservation(client, body(psychologist.sub), new Date(heldAt.getTime() + 5 * MINUTE))).rejects.toMatchObject({ status: 409, detail: tooSoon });

  const held = await createPriceReservation(client, body(psychologist.sub), heldAt);
  const afterHold = new Date(heldAt.getTime() + 11 * MINUTE);
  await expect(bookSession(client, { reservationId: held.reservationId, acceptCancellationPolicy: true }, afterHold)).rejects.toMatchObject({ status: 409, detail: tooSoon });
  expect(await SessionModel.countDocuments({ patientId: client.sub })).toBe(0);
});

it('says a time that has passed has passed', async () => {
  const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
  await expect(createPriceReservation(client, body(psychologist.sub), new Date(startsAt.getTime() + MINUTE))).rejects.toMatchObject({ status: 409, detail: 'That time has passed. Please choose another time.' });
});
