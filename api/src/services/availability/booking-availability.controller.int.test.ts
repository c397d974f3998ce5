import { SignJWT } from 'jose';
import { DateTime } from 'luxon';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { SessionModel } from '../sessions/records/session.model';
import { AvailabilityModel, type WeeklyHours } from './availability.model';
import { slotLockBlockStarts } from './busy-time';
import { SlotLockModel, slotLockId } from './slot-lock.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInMatrixPeople>>;
const origin = () => new URL(server.config.publicUrl).origin;
const every: WeeklyHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

async function availability(psychologistId: string, timeZone: string, isAvailableForNewClients = true) {
  await AvailabilityModel.create({
    _id: psychologistId, psychologistId, timeZone, weekly: every, overrides: [], timeOff: [], durationsOffered: [50], bufferMinutes: 10,
    minimumNoticeHours: 0, horizonDays: 60, isAvailableForNewClients, updatedAt: new Date(),
  });
}

beforeAll(async () => {
  people = await signInMatrixPeople(server.url);
  await availability(people.ids.psychologist, 'Australia/Sydney');
  await availability(people.ids['other psychologist'], 'Australia/Perth', false);
  await availability(people.ids['unapproved psychologist'], 'Australia/Sydney');
});

const TOKEN = '/api/sessions/booking/availability-token';
const as = (person: MatrixPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));
// The next Sydney midnight, so the first slot is 9:00 am Sydney whatever time of day the suite runs.
const tomorrow = () => DateTime.now().setZone('Australia/Sydney').plus({ days: 1 }).startOf('day').toJSDate();
const range = (days = 7) => ({ from: tomorrow().toISOString(), to: new Date(tomorrow().getTime() + days * 24 * 3600_000).toISOString() });

async function publicToken(psychologistIds: string[], isAvailableForNewClients?: boolean) {
  const { body } = await api().post(`${TOKEN}/unauthenticated`).send({ origin: origin(), psychologistIds, ...(isAvailableForNewClients !== undefined && { isAvailableForNewClients }) }).expect(200);
  return body.token as string;
}

describe('POST /sessions/booking/availability-token (signed-in client)', () => {
  const body = () => ({ origin: origin(), psychologistIds: [people.ids.psychologist], patientId: people.ids.client });
  it.each<[MatrixPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 200],
    ['other client', 404],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('for the client as %s → %i', async (person, status) => {
    const response = await as(person, api().post(TOKEN).send(body()));
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    else expect(response.body.token).toBeUndefined();
  });

  it.each([
    ['origin', { origin: 'https://elsewhere.example' }],
    ['origin', { origin: 'not a url' }],
    ['psychologistIds', { psychologistIds: [] }],
  ])('refuses a bad %s with 422', async (field, change) => {
    const response = await as('client', api().post(TOKEN).send({ ...body(), ...change }));
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body.fields)).toContain(field);
  });

  it('a client who already sees a psychologist closed to new clients still gets their times', async () => {
    const psychologistIds = [people.ids['other psychologist']];
    const read = async (token: string) =>
      (await api().get('/api/sessions/booking/availability').query({ token, ...range(), timeZone: 'Australia/Perth' }).expect(200)).body.psychologists.length;
    const before = (await as('client', api().post(TOKEN).send({ ...body(), psychologistIds })).expect(200)).body.token;
    expect(await read(before)).toBe(0);
    await SessionModel.collection.insertOne({ _id: 'existing-session' as never, patientId: people.ids.client, psychologistId: people.ids['other psychologist'] });
    const after = (await as('client', api().post(TOKEN).send({ ...body(), psychologistIds })).expect(200)).body.token;
    expect(await read(after)).toBe(1);
  });
});

describe('POST /sessions/booking/availability-token/unauthenticated', () => {
  it.each<MatrixPerson | 'anonymous'>(['anonymous', 'client', 'psychologist', 'gp'])('anyone (%s) gets a token', async (person) => {
    const response = await as(person, api().post(`${TOKEN}/unauthenticated`).send({ origin: origin(), psychologistIds: [people.ids.psychologist] }));
    expect(response.status).toBe(200);
  });

  it('refuses another origin with 422 naming it', async () => {
    const response = await api().post(`${TOKEN}/unauthenticated`).send({ origin: 'https://evil.example', psychologistIds: ['x'] });
    expect(response.status).toBe(422);
    expect(response.body.fields).toHaveProperty('origin');
  });
});

describe('GET /sessions/booking/availability', () => {
  const READ = '/api/sessions/booking/availability';

  it('answers only the token’s approved psychologists taking new clients, labelled in the viewer’s zone', async () => {
    const token = await publicToken([people.ids.psychologist, people.ids['other psychologist'], people.ids['unapproved psychologist'], people.ids.client, 'nobody']);
    const { body } = await api().get(READ).query({ token, ...range(), timeZone: 'Australia/Perth' }).expect(200);
    expect(body.timeZone).toBe('Australia/Perth');
    expect(body.psychologists.map((p: { psychologistId: string }) => p.psychologistId)).toEqual([people.ids.psychologist]);
    const [sydney] = body.psychologists;
    expect(sydney).toMatchObject({ timeZone: 'Australia/Sydney', durationMinutes: 50 });
    expect(sydney.slots.length).toBeGreaterThan(50);
    // 9:00 am in Sydney is 6:00 or 7:00 am in Perth depending on Sydney's daylight saving.
    expect(['6:00 am', '7:00 am']).toContain(sydney.slots[0].timeLabel);
    expect(sydney.slots[0]).toMatchObject({ zoneAbbreviation: 'AWST', utcOffset: '+08:00' });
    const all = await api().get(READ).query({ token: await publicToken([people.ids['other psychologist']], false), ...range(), timeZone: 'Australia/Adelaide' }).expect(200);
    expect(all.body.psychologists).toHaveLength(1);
  });

  it('answers gzipped to a caller that accepts it (browsers), plain JSON otherwise, the same answer with one ETag', async () => {
    const query = { token: await publicToken([people.ids.psychologist]), ...range(2), timeZone: 'Australia/Sydney' };
    const zipped = await api().get(READ).query(query).set('accept-encoding', 'gzip').expect(200);
    const plain = await api().get(READ).query(query).set('accept-encoding', 'identity').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(zipped.body).toEqual(plain.body);
    expect(plain.body.psychologists[0].slots.length).toBeGreaterThan(5);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves out blocks held by a session', async () => {
    const token = await publicToken([people.ids.psychologist]);
    const query = { token, ...range(2), timeZone: 'Australia/Sydney' };
    const first = (await api().get(READ).query(query).expect(200)).body.psychologists[0].slots[0].startsAt;
    await SlotLockModel.insertMany(
      slotLockBlockStarts(new Date(first), 50, 10).map((blockStart) => ({
        _id: slotLockId(people.ids.psychologist, blockStart), psychologistId: people.ids.psychologist, blockStart, holderKind: 'session', holderId: 's1', createdAt: new Date(),
      })),
    );
    const after = (await api().get(READ).query(query).expect(200)).body.psychologists[0].slots;
    expect(after.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(first);
  });

  it('no token is a 422 naming it; a forged one is 401', async () => {
    const none = await api().get(READ).query({ ...range(), timeZone: 'Australia/Perth' });
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body.fields)).toContain('token');
    expect((await api().get(READ).query({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', ...range(), timeZone: 'Australia/Perth' })).status).toBe(401);
  });

  it('an access token is not an availability token, and an expired or self-signed one is refused', async () => {
    const accessToken = people.auth.client.replace('Bearer ', '');
    expect((await api().get(READ).query({ token: accessToken, ...range(), timeZone: 'UTC' })).status).toBe(401);
    const selfSigned = await new SignJWT({ psy: [people.ids.psychologist], origin: origin(), nc: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'availability+jwt' }).setAudience('urn:harbour:availability').setIssuer(server.config.issuer).setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await api().get(READ).query({ token: selfSigned, ...range(), timeZone: 'UTC' })).status).toBe(401);
  });

  it('a page on another origin cannot use the token', async () => {
    const token = await publicToken([people.ids.psychologist]);
    const response = await api().get(READ).set('origin', 'https://evil.example').query({ token, ...range(), timeZone: 'UTC' });
    expect(response.status).toBe(403);
  });

  it.each([
    ['to', { to: new Date(Date.now() - 1000).toISOString() }],
    ['to', { to: new Date(Date.now() + 60 * 24 * 3600_000).toISOString() }],
    ['timeZone', { timeZone: 'Nowhere/Else' }],
    ['durationMinutes', { durationMinutes: 45 }],
    ['from', { from: 'yesterday' }],
  ])('a bad %s → 422 naming it', async (field, change) => {
    const token = await publicToken([people.ids.psychologist]);
    const response = await api().get(READ).query({ token, ...range(), timeZone: 'UTC', ...change });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body.fields)).toContain(field);
  });
});
