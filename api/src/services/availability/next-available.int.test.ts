import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { AvailabilityModel, type AvailabilityRecord, type WeeklyHours } from './availability.model';
import { slotLockBlockStarts } from './busy-time';
import { findNextAvailable, findSlots } from './next-available';
import { presentSlot } from './slot-label';
import { SlotLockModel, slotLockId } from './slot-lock.model';

// Real database (FerretDB on PostgreSQL): rules and locks are read as the API reads them.
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const weekdays9to5: WeeklyHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

async function availability(psychologistId: string, timeZone: string, extra: Partial<AvailabilityRecord> = {}) {
  await AvailabilityModel.create({
    _id: psychologistId, psychologistId, timeZone, weekly: weekdays9to5, overrides: [], timeOff: [], durationsOffered: [50, 80],
    bufferMinutes: 10, minimumNoticeHours: 12, horizonDays: 56, isAvailableForNewClients: true, updatedAt: new Date(), ...extra,
  });
}

async function lock(psychologistId: string, start: Date, minutes: number, holder: { kind: 'session' | 'reservation'; expiresAt?: Date }) {
  await SlotLockModel.insertMany(
    slotLockBlockStarts(start, minutes, 0).map((blockStart) => ({
      _id: slotLockId(psychologistId, blockStart), psychologistId, blockStart, holderKind: holder.kind, holderId: `${holder.kind}-${psychologistId}`,
      expiresAt: holder.expiresAt, createdAt: new Date(),
    })),
  );
}

// Friday 20 November 2026, 12:00 UTC: Friday evening across Australia, so Monday is the next working day.
const now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  await availability('psy-perth', 'Australia/Perth');
  await availability('psy-adelaide', 'Australia/Adelaide');
  await availability('psy-sydney', 'Australia/Sydney');
  await availability('psy-sydney-busy', 'Australia/Sydney');
  // Monday 9:00–10:00 AEDT held by a session, 10:00–11:00 by a live hold, 11:00–12:00 by an expired hold.
  await lock('psy-sydney-busy', new Date('2026-11-22T22:00:00Z'), 60, { kind: 'session' });
  await lock('psy-sydney-busy', new Date('2026-11-22T23:00:00Z'), 60, { kind: 'reservation', expiresAt: new Date('2026-11-20T12:10:00Z') });
  await lock('psy-sydney-busy', new Date('2026-11-23T00:00:00Z'), 60, { kind: 'reservation', expiresAt: new Date('2026-11-20T11:59:00Z') });
  // Away the next two weeks: every weekday overridden as not working.
  const away = ['23', '24', '25', '26', '27', '30'].map((day) => `2026-11-${day}`).concat(['01', '02', '03', '04'].map((day) => `2026-12-${day}`));
  await availability('psy-full', 'Australia/Brisbane', { overrides: away.map((date) => ({ date, hours: [] })) });
  // Across the October change: Sunday 4 October 2026 from midnight, Sydney.
  await availability('psy-changeover', 'Australia/Sydney', { weekly: [], overrides: [{ date: '2026-10-04', hours: [{ start: '02:00', end: '06:00' }] }], minimumNoticeHours: 0 });
});

describe('findNextAvailable', () => {
  test('each psychologist’s first start on their own clock, as a viewer in Perth, Adelaide or Sydney reads it', async () => {
    const next = await findNextAvailable(['psy-perth', 'psy-adelaide', 'psy-sydney', 'psy-sydney-busy', 'psy-full', 'psy-none'], { now });
    expect(Object.fromEntries([...next].map(([id, at]) => [id, at?.toISOString() ?? null]))).toEqual({
      'psy-perth': '2026-11-23T01:00:00.000Z',
      'psy-adelaide': '2026-11-22T22:30:00.000Z',
      'psy-sydney': '2026-11-22T22:00:00.000Z',
      // 9:00 and 10:00 are held (10:00's buffer would run into the live hold at 10:00); the expired hold at 11:00 is free.
      'psy-sydney-busy': '2026-11-23T00:00:00.000Z',
      'psy-full': null,
      'psy-none': null,
    });
    const perthNine = next.get('psy-perth')!;
    expect(presentSlot(perthNine, 'Australia/Perth').timeLabel).toBe('9:00 am');
    expect(presentSlot(perthNine, 'Australia/Sydney')).toMatchObject({ timeLabel: '12:00 pm', zoneAbbreviation: 'AEDT' });
    expect(presentSlot(next.get('psy-adelaide')!, 'Australia/Perth')).toMatchObject({ timeLabel: '6:30 am', zoneAbbreviation: 'AWST' });
    expect(presentSlot(next.get('psy-sydney-busy')!, 'Australia/Adelaide')).toMatchObject({ timeLabel: '10:30 am', zoneAbbreviation: 'ACDT' });
  });

  test('withinDays and durationMinutes narrow the search', async () => {
    const soon = await findNextAvailable(['psy-perth'], { now, withinDays: 2 });
    expect(soon.get('psy-perth')).toBeNull();
    const long = await findNextAvailable(['psy-perth'], { now, durationMinutes: 30 });
    expect(long.get('psy-perth')).toBeNull();
  });

  test('across the October changeover: 02:00–03:00 does not exist, the first start is 03:00 AEDT', async () => {
    const next = await findNextAvailable(['psy-changeover'], { now: new Date('2026-10-03T10:00:00Z') });
    const first = next.get('psy-changeover')!;
    expect(first.toISOString()).toBe('2026-10-03T16:00:00.000Z');
    expect(presentSlot(first, 'Australia/Sydney')).toMatchObject({ timeLabel: '3:00 am', zoneAbbreviation: 'AEDT' });
    expect(presentSlot(first, 'Australia/Perth')).toMatchObject({ localDate: '2026-10-04', timeLabel: '12:00 am', zoneAbbreviation: 'AWST' });
  });
});

describe('findSlots', () => {
  test('one psychologist’s starts in a range, busy blocks left out', async () => {
    const slots = await findSlots('psy-sydney-busy', { from: new Date('2026-11-22T13:00:00Z'), to: new Date('2026-11-23T13:00:00Z'), durationMinutes: 50, now });
    expect(slots.map((slot) => presentSlot(slot, 'Australia/Sydney').timeLabel)).toEqual([
      '11:00 am', '11:30 am', '12:00 pm', '12:30 pm', '1:00 pm', '1:30 pm', '2:00 pm', '2:30 pm', '3:00 pm', '3:30 pm', '4:00 pm',
    ]);
  });

  test('no availability set: no starts', async () => {
    expect(await findSlots('psy-none', { from: now, to: new Date('2026-12-20T00:00:00Z'), durationMinutes: 50, now })).toEqual([]);
  });
});
