import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { AvailabilityModel } from './availability.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInMatrixPeople>>;
beforeAll(async () => {
  people = await signInMatrixPeople(server.url);
});

const URL = '/api/sessions/psychologist/availability';
const valid = {
  timeZone: 'Australia/Adelaide',
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 3, start: '10:00', end: '18:00' },
  ],
  overrides: [{ date: '2026-12-25', hours: [] }],
  timeOff: [{ startsAt: '2027-01-04T00:00:00.000Z', endsAt: '2027-01-10T00:00:00.000Z', note: 'Leave' }],
  durationsOffered: [50, 80],
  bufferMinutes: 10,
  minimumNoticeHours: 24,
  horizonDays: 42,
  isAvailableForNewClients: false,
};

const as = (person: MatrixPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));

describe('GET and PUT /sessions/psychologist/availability', () => {
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['gp', 403],
    ['psychologist', 200],
    ['unapproved psychologist', 200],
  ])('GET as %s → %i', async (person, status) => {
    expect((await as(person, api().get(URL))).status).toBe(status);
  });

  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['gp', 403],
  ])('PUT as %s → %i and nothing written', async (person, status) => {
    expect((await as(person, api().put(URL).send(valid))).status).toBe(status);
    expect(await AvailabilityModel.countDocuments({ _id: people.ids[person as MatrixPerson] ?? 'none' })).toBe(0);
  });

  it('answers the defaults (isSet false) before the first save', async () => {
    const { body } = await as('other psychologist', api().get(URL)).expect(200);
    expect(body).toMatchObject({ psychologistId: people.ids['other psychologist'], isSet: false, weekly: [], durationsOffered: [50], isAvailableForNewClients: true });
  });

  it('saves the psychologist’s own rules and reads them back; another psychologist’s are untouched', async () => {
    const { body } = await as('psychologist', api().put(URL).send(valid)).expect(200);
    expect(body).toMatchObject({ ...valid, psychologistId: people.ids.psychologist, isSet: true });
    const read = await as('psychologist', api().get(URL)).expect(200);
    expect(read.body).toEqual(body);
    const stored = await AvailabilityModel.findById(people.ids.psychologist).lean();
    expect(stored).toMatchObject({ timeZone: 'Australia/Adelaide', isAvailableForNewClients: false, horizonDays: 42 });
    expect((await as('other psychologist', api().get(URL)).expect(200)).body.isSet).toBe(false);
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['weekly[0].weekday', { weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] }],
    ['weekly[0].end', { weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] }],
    ['weekly[1].start', { weekly: [{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 2, start: '11:00', end: '13:00' }] }],
    ['weekly[0].start', { weekly: [{ weekday: 2, start: '9am', end: '12:00' }] }],
    ['overrides[1].date', { overrides: [{ date: '2026-12-25', hours: [] }, { date: '2026-12-25', hours: [] }] }],
    ['overrides[0].date', { overrides: [{ date: '2026-02-30', hours: [] }] }],
    ['overrides[0].hours[0].end', { overrides: [{ date: '2026-12-24', hours: [{ start: '12:00', end: '12:00' }] }] }],
    ['timeOff[0].endsAt', { timeOff: [{ startsAt: '2027-01-10T00:00:00Z', endsAt: '2027-01-04T00:00:00Z' }] }],
    ['durationsOffered[0]', { durationsOffered: [45] }],
    ['durationsOffered', { durationsOffered: [] }],
    ['bufferMinutes', { bufferMinutes: 7 }],
    ['minimumNoticeHours', { minimumNoticeHours: -1 }],
    ['horizonDays', { horizonDays: 0 }],
    ['isAvailableForNewClients', { isAvailableForNewClients: 'yes' }],
    ['busyCalendarUrl', { busyCalendarUrl: 'ftp://calendar.example/busy.ics' }],
    ['lateCancellationHours', { lateCancellationHours: 200 }],
    ['lateCancellationHours', { lateCancellationHours: 2.5 }],
    ['lateCancellationFeeCents', { lateCancellationFeeCents: -100 }],
    ['lateCancellationFeeCents', { lateCancellationFeeCents: 60000 }],
  ])('refuses a bad %s with 422 naming it, writing nothing', async (field, change) => {
    const before = await AvailabilityModel.findById(people.ids.psychologist).lean();
    const response = await as('psychologist', api().put(URL).send({ ...valid, horizonDays: 7, ...change }));
    expect(response.status).toBe(422);
    // tsoa names array items `weekly.$0.weekday`; our own checks `weekly[0].weekday`.
    const named = Object.keys(response.body.fields ?? {}).map((name) => name.replace(/\.\$(\d+)/g, '[$1]').replace(/^body\./, ''));
    expect(named).toContain(field);
    expect(await AvailabilityModel.findById(people.ids.psychologist).lean()).toEqual(before);
  });

  it('sets the late-cancellation window and fee (24 h and no fee of its own by default); a save without them keeps them', async () => {
    const person = 'unapproved psychologist';
    expect((await as(person, api().get(URL)).expect(200)).body).toMatchObject({ lateCancellationHours: 24 });
    expect((await as(person, api().get(URL)).expect(200)).body).not.toHaveProperty('lateCancellationFeeCents');
    const saved = await as(person, api().put(URL).send({ ...valid, lateCancellationHours: 48, lateCancellationFeeCents: 4500 })).expect(200);
    expect(saved.body).toMatchObject({ lateCancellationHours: 48, lateCancellationFeeCents: 4500 });
    await as(person, api().put(URL).send({ ...valid, horizonDays: 30 })).expect(200);
    expect((await as(person, api().get(URL)).expect(200)).body).toMatchObject({ horizonDays: 30, lateCancellationHours: 48, lateCancellationFeeCents: 4500 });
    expect(await AvailabilityModel.findById(people.ids[person]).lean()).toMatchObject({ lateCancellationHours: 48, lateCancellationFeeCents: 4500 });
    // null: back to the default fee (the session's out-of-pocket amount).
    await as(person, api().put(URL).send({ ...valid, lateCancellationFeeCents: null })).expect(200);
    expect(await AvailabilityModel.findById(people.ids[person]).lean()).not.toHaveProperty('lateCancellationFeeCents');
  });

  it('previews the next two weeks as clients would be offered them', async () => {
    await as('other psychologist', api().put(URL).send({ ...valid, timeZone: 'Australia/Perth', weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), overrides: [], timeOff: [], minimumNoticeHours: 0 })).expect(200);
    const { body } = await as('other psychologist', api().get(`${URL}/preview`).query({ timeZone: 'Australia/Sydney' })).expect(200);
    expect(body.durationMinutes).toBe(50);
    expect(body.slots.length).toBeGreaterThan(100);
    expect(body.slots.every((slot: { zoneAbbreviation: string }) => ['AEDT', 'AEST'].includes(slot.zoneAbbreviation))).toBe(true);
    expect(new Set(body.slots.map((slot: { localDate: string }) => slot.localDate)).size).toBeGreaterThanOrEqual(14);
    expect((await as('other psychologist', api().get(`${URL}/preview`).query({ timeZone: 'Nowhere/Else' }))).status).toBe(422);
    expect((await as('client', api().get(`${URL}/preview`))).status).toBe(403);
  });
});
