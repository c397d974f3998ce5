import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { insertSlotLocks, slotLockId } from '../../availability';
import { AvailabilityModel, type WeeklyHours } from '../../availability/availability.model';
import { slotLockBlockStarts } from '../../availability/busy-time';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';

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
    ['page', { page: 0 }],
    ['page', { page: 1.5 }],
    ['pageSize', { pageSize: 0 }],
    ['pageSize', { pageSize: 101 }],
    ['psychologistIds', { psychologistIds: Array.from({ length: 201 }, (_, i) => `id-${i}`) }],
    ['psychologistIds', { psychologistIds: [''] }],
  ])('a bad %s → 422 naming it, and nothing is written', async (field, change) => {
    const before = await documentCounts();
    const response = await api().post(URL).send(body(change));
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await documentCounts()).toEqual(before);
  });
});

/** Every collection's document count: a rejected search must change none. */
async function documentCounts(): Promise<Record<string, number>> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await db.collection(name).countDocuments()] as const)));
}

interface Found {
  psychologists: { psychologistId: string; slots: { startsAt: string }[] }[];
  page: number;
  pageSize: number;
  total: number;
}

describe('search-for-availability, paged over many psychologists', () => {
  let extra: string[];
  let extraEmails: string[];
  beforeAll(async () => {
    // Five more approved psychologists working every hour in Brisbane: with the two above, seven in all.
    extra = [];
    extraEmails = [];
    const passwordHash = await testPasswordHash();
    for (let i = 0; i < 5; i++) {
      extraEmails.push(`paged-${i}-${randomUUID()}@search.test`);
      const id = await createUserWithProfile({ email: extraEmails[i], passwordHash, userType: 'psychologist', isApproved: true, profile: { firstName: `Paged${i}`, lastName: 'Search', providerNumber: '4024742F' } });
      await availability(id, 'Australia/Brisbane', daily(`${String(8 + i).padStart(2, '0')}:00`, '20:00'));
      extra.push(id);
    }
  });
  // Everyone, new clients or not (an earlier test closed one psychologist's books).
  const everyone = (extra: object = {}) => body({ isAvailableForNewClients: false, ...extra });

  it('pages hold pageSize psychologists each, soonest first start first, with the same total; past the end, none', async () => {
    const window = everyone();
    const pages: Found[] = [];
    for (const page of [1, 2, 3, 4]) pages.push((await api().post(URL).send({ ...window, page, pageSize: 3 }).expect(200)).body);
    expect(pages.map((p) => p.psychologists.length)).toEqual([3, 3, 1, 0]);
    expect(pages.map((p) => [p.page, p.pageSize, p.total])).toEqual([[1, 3, 7], [2, 3, 7], [3, 3, 7], [4, 3, 7]]);
    const listed = pages.flatMap((p) => p.psychologists);
    const ids = listed.map((p) => p.psychologistId);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual(expect.arrayContaining([...extra, people.ids.psychologist, people.ids['other psychologist']]));
    expect(ids).not.toContain(people.ids['unapproved psychologist']);
    const firstStarts = listed.map((p) => p.slots[0].startsAt);
    expect(firstStarts).toEqual([...firstStarts].sort());
    // Names come with each page (directory snapshot, else the profile).
    expect(listed.find((p) => p.psychologistId === extra[0])).toMatchObject({ firstName: 'Paged0', lastName: 'Search' });
  });

  it('narrowed to some psychologists (a directory filter’s answer), every page holds only them and the total counts only them', async () => {
    const narrowed = [extra[4], extra[2], people.ids['unapproved psychologist']];
    // The window opens at a Brisbane midnight (UTC+10, no daylight saving), before either starts
    // work: opened at the hour the test runs, both could be free at once and their order a tie.
    const brisbaneMidnight = new Date(Math.ceil((from().getTime() + 10 * 3600_000) / 86_400_000) * 86_400_000 - 10 * 3600_000);
    const window = { from: brisbaneMidnight.toISOString(), to: new Date(brisbaneMidnight.getTime() + 7 * 86_400_000).toISOString() };
    const pages: Found[] = [];
    for (const page of [1, 2]) pages.push((await api().post(URL).send(everyone({ ...window, psychologistIds: narrowed, page, pageSize: 1 })).expect(200)).body);
    expect(pages.map((p) => [p.total, p.psychologists.length])).toEqual([[2, 1], [2, 1]]);
    // Soonest first: extra[2] starts work two hours before extra[4]; an unapproved one never shows.
    expect(pages.map((p) => p.psychologists[0].psychologistId)).toEqual([extra[2], extra[4]]);
  });

  it('without paging it answers the first 20 with the total, and at most slotsPerPsychologist starts each', async () => {
    const answer: Found = (await api().post(URL).send(everyone({ slotsPerPsychologist: 3 })).expect(200)).body;
    expect([answer.page, answer.pageSize, answer.total, answer.psychologists.length]).toEqual([1, 20, 7, 7]);
    expect(answer.psychologists.every((p) => p.slots.length === 3)).toBe(true);
  });

  it('a booking’s slot locks are seen by the next identical search (the reused answer is forgotten)', async () => {
    const window = everyone({ page: 1, pageSize: 7 });
    const before: Found = (await api().post(URL).send(window).expect(200)).body;
    const target = before.psychologists.find((p) => p.psychologistId === extra[1])!;
    const taken = target.slots[0].startsAt;
    // What booking does through availability's front door (sessions/slot-locks.ts).
    await insertSlotLocks(
      slotLockBlockStarts(new Date(taken), 50, 10).map((blockStart) => ({
        _id: slotLockId(extra[1], blockStart), psychologistId: extra[1], blockStart, holderKind: 'session' as const, holderId: `session-${randomUUID()}`, createdAt: new Date(),
      })),
    );
    const after: Found = (await api().post(URL).send(window).expect(200)).body;
    const again = after.psychologists.find((p) => p.psychologistId === extra[1])!;
    expect(again.slots.map((s) => s.startsAt)).not.toContain(taken);
    expect(after.total).toBe(7);
  });

  it('a psychologist closing their books through the API leaves the next identical search', async () => {
    const id = extra[4];
    const window = body({ page: 1, pageSize: 20 }); // new clients only (the default)
    const before: Found = (await api().post(URL).send(window).expect(200)).body;
    expect(before.psychologists.map((p) => p.psychologistId)).toContain(id);
    const token = (await signIn(server.url, extraEmails[4], TEST_PASSWORD)).access_token;
    await api()
      .put('/api/sessions/psychologist/availability')
      .set('authorization', `Bearer ${token}`)
      .send({ timeZone: 'Australia/Brisbane', weekly: daily('12:00', '20:00'), overrides: [], timeOff: [], durationsOffered: [50, 80], bufferMinutes: 10, minimumNoticeHours: 0, horizonDays: 60, isAvailableForNewClients: false })
      .expect(200);
    const after: Found = (await api().post(URL).send(window).expect(200)).body;
    expect(after.psychologists.map((p) => p.psychologistId)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
  });
});
