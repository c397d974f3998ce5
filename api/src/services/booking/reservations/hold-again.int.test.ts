import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { PriceReservationModel } from './price-reservation.model';

/** Choosing again a time you already hold gives you back your hold (real API and database). */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

it('the same client choosing the same time again gets their hold back, re-priced; anyone else still gets 409', async () => {
  const passwordHash = await testPasswordHash();
  const [client, other, psychologist] = [await bookingPerson('client', passwordHash), await bookingPerson('client', passwordHash), await bookingPerson('psychologist')];
  const [auth, otherAuth] = [
    `Bearer ${(await signIn(server.url, client.email, TEST_PASSWORD)).access_token}`,
    `Bearer ${(await signIn(server.url, other.email, TEST_PASSWORD)).access_token}`,
  ];
  const body = { psychologistId: psychologist.sub, sessionStartDate: futureStart(6, 2).toISOString(), timezoneId: 'Australia/Perth', sessionDurationTypeId: 2, therapyTypeId: 1 };

  const first = await api().post('/api/payments/sessions/price-reservation').set('authorization', auth).send(body).expect(201);
  const locks = await SlotLockModel.countDocuments({ holderId: first.body.reservationId });
  expect(locks).toBeGreaterThan(0);

  const again = await api().post('/api/payments/sessions/price-reservation').set('authorization', auth).send({ ...body, discountCode: 'WELCOME10' }).expect(201);
  expect(again.body).toMatchObject({ reservationId: first.body.reservationId, status: 'Held', quote: { discountCode: 'WELCOME10', discountCents: 2200 } });
  expect(new Date(again.body.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(first.body.expiresAt).getTime());
  expect(await PriceReservationModel.countDocuments({ patientId: client.sub })).toBe(1);
  expect(await SlotLockModel.countDocuments({ holderId: first.body.reservationId })).toBe(locks);

  const refused = await api().post('/api/payments/sessions/price-reservation').set('authorization', otherAuth).send(body).expect(409);
  expect(refused.body.detail).toContain('no longer available');
  expect(await PriceReservationModel.countDocuments({ patientId: other.sub })).toBe(0);
});
