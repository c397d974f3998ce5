import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { AvailabilityModel, type AvailabilityRecord } from '../services/availability/availability.model';
import { isDuplicateKey } from '../lib/duplicate-key';
import { DEMO_WORLDS } from './demo-worlds';

/** The demo psychologists' booking rules, so `npm start` shows bookable times (Melbourne, weekdays and Saturday mornings). */
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

/**
 * Each demo world's psychologist gets these hours. Idempotent: rules a psychologist already has
 * (seeded or saved) are left as they are. Returns the emails it gave hours to.
 */
export async function seedDemoAvailability(): Promise<string[]> {
  const given: string[] = [];
  for (const { psychologist } of DEMO_WORLDS) {
    const account = await findAccountByEmail(psychologist);
    if (!account || (await AvailabilityModel.exists({ _id: account._id }))) continue;
    try {
      await AvailabilityModel.create(demoAvailability(account._id));
      given.push(psychologist);
    } catch (err) {
      // Another seed run inserted it first (duplicate _id): theirs stands.
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return given;
}
