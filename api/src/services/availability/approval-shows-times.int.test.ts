import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { createUserWithProfile, type NewUser } from '../accounts/profiles/new-user';
import { AvailabilityModel, type WeeklyHours } from './availability.model';
import { RULES_TTL_MS } from './slots-input-cache';

// An approval shows the psychologist's times at once: the cached "not approved" (kept for
// RULES_TTL_MS so a page of psychologists is not one account read each) is forgotten on approval.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
const origin = () => new URL(server.config.publicUrl).origin;
const every: WeeklyHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

async function person(user: { userType: NewUser['userType']; isApproved?: boolean; profile?: object }) {
  const email = `${user.userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ ...user, email, passwordHash: await testPasswordHash() } as NewUser);
  return { userId, email };
}

async function publicSlots(psychologistId: string): Promise<number> {
  const { body } = await api().post('/api/sessions/booking/availability-token/unauthenticated').send({ origin: origin(), psychologistIds: [psychologistId] }).expect(200);
  const from = DateTime.now().setZone('Australia/Sydney').plus({ days: 1 }).startOf('day');
  const answer = await api()
    .get('/api/sessions/booking/availability')
    .query({ token: body.token, from: from.toISO(), to: from.plus({ days: 7 }).toISO(), timeZone: 'Australia/Sydney' })
    .expect(200);
  return (answer.body.psychologists as { slots: unknown[] }[]).reduce((sum, p) => sum + p.slots.length, 0);
}

it('an administrator’s approval shows the psychologist’s times on the next read, not when the cache runs out', async () => {
  const pending = await person({ userType: 'psychologist', isApproved: false, profile: { firstName: 'Pat', lastName: 'Pending', providerNumber: '4024742F' } });
  await AvailabilityModel.create({
    _id: pending.userId, psychologistId: pending.userId, timeZone: 'Australia/Sydney', weekly: every, overrides: [], timeOff: [], durationsOffered: [50],
    bufferMinutes: 10, minimumNoticeHours: 0, horizonDays: 60, isAvailableForNewClients: true, updatedAt: new Date(),
  });
  expect(await publicSlots(pending.userId)).toBe(0); // not approved: none, and that is now cached

  const admin = await person({ userType: 'administrator' });
  const { access_token } = await signIn(server.url, admin.email, TEST_PASSWORD);
  const approvedAt = Date.now();
  await api().post(`/api/users/admin/practitioners/${pending.userId}/approve`).set('authorization', `Bearer ${access_token}`).expect(200);

  expect(await publicSlots(pending.userId)).toBeGreaterThan(0);
  // Proof the cache was forgotten rather than expired: the read came well inside its lifetime.
  expect(Date.now() - approvedAt).toBeLessThan(RULES_TTL_MS);
});
