import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AvailabilityModel } from '../services/availability/availability.model';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';

/** A client or psychologist straight in the database, as the booking services see them (no sign-in). */
export async function bookingPerson(userType: 'client' | 'psychologist', passwordHash = 'not-used', firstName = 'Robin'): Promise<AuthenticatedUser & { email: string }> {
  const email = `${userType}-${randomUUID()}@booking.test`;
  const user = (
    userType === 'client'
      ? { userType, email, passwordHash, profile: { firstName, lastName: 'Client' } }
      : { userType, email, passwordHash, isApproved: true, profile: { firstName, lastName: 'Practitioner', providerNumber: '4024742F' } }
  ) as NewUser;
  const sub = await createUserWithProfile(user);
  if (userType === 'psychologist') await offerEveryHour(sub);
  return { sub, userType, isApproved: true, email };
}

/** A start time on a 5-minute boundary, `days` ahead at the given UTC hour (well past any minimum notice). */
export function futureStart(days: number, utcHour: number, minute = 0, now = new Date()): Date {
  const d = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour, minute));
}

/** Availability round the clock every day (Sydney), 20/50/80 minutes, 10-minute buffer, 12 h notice: any test time is offered. */
export async function offerEveryHour(psychologistId: string): Promise<void> {
  await AvailabilityModel.create({
    _id: psychologistId,
    psychologistId,
    timeZone: 'Australia/Sydney',
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    overrides: [],
    timeOff: [],
    durationsOffered: [20, 50, 80],
    bufferMinutes: 10,
    minimumNoticeHours: 12,
    horizonDays: 56,
    isAvailableForNewClients: true,
    updatedAt: new Date(),
  });
}
