import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { createUserWithProfile, type NewUser } from '../services/users/profiles/new-user';

/** A client or psychologist straight in the database, as the booking services see them (no sign-in). */
export async function bookingPerson(userType: 'client' | 'psychologist', passwordHash = 'not-used', firstName = 'Robin'): Promise<AuthenticatedUser & { email: string }> {
  const email = `${userType}-${randomUUID()}@booking.test`;
  const user = (
    userType === 'client'
      ? { userType, email, passwordHash, profile: { firstName, lastName: 'Client' } }
      : { userType, email, passwordHash, isApproved: true, profile: { firstName, lastName: 'Practitioner', providerNumber: '4024742F' } }
  ) as NewUser;
  const sub = await createUserWithProfile(user);
  return { sub, userType, isApproved: true, email };
}

/** A start time on a 5-minute boundary, `days` ahead at the given UTC hour (well past any minimum notice). */
export function futureStart(days: number, utcHour: number, minute = 0, now = new Date()): Date {
  const d = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour, minute));
}
