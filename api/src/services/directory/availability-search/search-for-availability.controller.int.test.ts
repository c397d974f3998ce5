import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AvailabilityModel, type WeeklyHours } from '../../availability/availability.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInMatrixPeople>>;

async function availability(psychologistId: string, timeZone: string, weekly: WeeklyHours[], isAvailableForNewClients = true) {
  await AvailabilityModel.create({
    _id: psychologistId, psychologistId, timeZone, weekly, overrides: [], timeOff: [], durationsOffered: [50, 80], bufferMinutes: 10,
    minimumNoticeHours: 0, horizonDays: 60, isAvailableForNewClients, updatedAt: new Date(),
  });
}
const daily = (start: string, end: string): WeeklyHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

beforeAll(async () => {
  people = await signInMatrixPeople(server.url);
  // Mornings in Perth (9–12 AWST) and evenings in Sydney (17–21 Sydney time).
  await availability(people.ids.psychologist, 'Australia/Perth', daily('09:00', '12:00'));
  await availability(people.ids['other psychologist'], 'Australia/Sydney', daily('17:00', '21:00'));
  await availability(people.ids['unapproved psychologist'], 'Australia/Sydney', daily('09:00', '17:00'));
});

const URL = '/api/users/psychologists/search-for-availability';
const from = () => new Date(Date.now() + 24 * 3600_000);
const body = (extra: object = {}) => ({ from: from().toISOString(), to: new Date(from().getTime() + 7 * 24 * 3600_000).toISOString(), timeZone: 'Australia/Perth', ...extra });
const ids = (response: request.Response) => response.body.psychologists.map((p: { psychologistId: string }) => p.psychologistId).sort();

describe('POST /users/psychologists/search-for-availability', () => {
  it.each<MatrixPerson | 'anonymous'>(['anonymous', 'client', 'psychologist', 'gp'])('is open to anyone (%s)', async (person) => {
    const call = api().post(URL).send(body());
    const response = await (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual([people.ids.psychologist, people.ids['other psychologist']].sort());
  });

  it('filters by time of day on the viewer’s clock', async () => {
    // Perth viewer, 9:00–12:00 AWST: the Perth psychologist's mornings; Sydney 17:00+ is 14:00+ AWST at the earliest.
    const mornings = await api().post(URL).send(body({ timeOfDay: { start: '09:00', end: '12:00' } })).expect(200);
    expect(ids(mornings)).toEqual([people.ids.psychologist]);
    expect(mornings.body.psychologists[0]).toMatchObject({ firstName: 'Jordan', lastName: 'Ng', timeZone: 'Australia/Perth' });
    // Sydney viewer, 17:00–21:00 on their clock: only the Sydney psychologist (Perth's 9–12 is 11:00–15:00 or 12:00–16:00 there).
    const evenings = await api().post(URL).send(body({ timeZone: 'Australia/Sydney', timeOfDay: { start: '17:00', end: '21:00' } })).expect(200);
    expect(ids(evenings)).toEqual([people.ids['other psychologist']]);
    expect(evenings.body.psychologists[0].slots.every((slot: { timeLabel: string }) => / pm$/.test(slot.timeLabel))).toBe(true);
  });

  it('new clients only by default; a duration nobody offers finds nobody', async () => {
    await AvailabilityModel.updateOne({ _id: people.ids['other psychologist'] }, { isAvailableForNewClients: false });
    expect(ids(await api().post(URL).send(body()).expect(200))).toEqual([people.ids.psychologist]);
    expect(ids(await api().post(URL).send(body({ isAvailableForNewClients: false })).expect(200)).length).toBeGreaterThanOrEqual(1);
    expect(ids(await api().post(URL).send(body({ durationMinutes: 20 })).expect(200))).toEqual([]);
  });

  it.each([
    ['timeZone', { timeZone: 'Nowhere/Else' }],
    ['to', { to: from().toISOString() }],
    ['timeOfDay.end', { timeOfDay: { start: '12:00', end: '09:00' } }],
    ['durationMinutes', { durationMinutes: 45 }],
  ])('a bad %s → 422 naming it', async (field, change) => {
    const response = await api().post(URL).send(body(change));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.fields)).toContain(field);
  });
});
