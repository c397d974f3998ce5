import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { AvailabilityModel, type AvailabilityRecord } from '../services/availability/availability.model';
import { isDuplicateKey } from '../lib/duplicate-key';

/** The demo psychologist's booking rules, so `npm start` shows bookable times (Melbourne, weekdays and Saturday mornings). */
export const DEMO_PSYCHOLOGIST_EMAIL = 'psychologist@harbour.test';

export function demoAvailability(psychologistId: string, now = new Date()): AvailabilityRecord {
  return {
    _id: psychologistId,
    psychologistId,
    timeZone: 'Australia/Melbourne',
    weekly: [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:30' })),
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '13:30', end: '17:00' })),
      { weekday: 2, start: '18:00', end: '20:00' },
      { weekday: 4, start: '18:00', end: '20:00' },
      { weekday: 6, start: '09:00', end: '12:00' },
    ],
    overrides: [],
    timeOff: [],
    durationsOffered: [50, 80],
    bufferMinutes: 10,
    minimumNoticeHours: 12,
    horizonDays: 56,
    isAvailableForNewClients: true,
    updatedAt: now,
  };
}

/** Idempotent: rules the psychologist already has (seeded or saved) are left as they are. Returns whether it wrote. */
export async function seedDemoAvailability(): Promise<boolean> {
  const account = await findAccountByEmail(DEMO_PSYCHOLOGIST_EMAIL);
  if (!account || (await AvailabilityModel.exists({ _id: account._id }))) return false;
  try {
    await AvailabilityModel.create(demoAvailability(account._id));
    return true;
  } catch (err) {
    // Another seed run inserted it first (duplicate _id): theirs stands.
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
