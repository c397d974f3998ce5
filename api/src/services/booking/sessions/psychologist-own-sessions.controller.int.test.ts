import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const DAY = 24 * 3600 * 1000;
let sessionIds: string[];

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  sessionIds = [await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() - 7 * DAY)), await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() + 7 * DAY), 'Pending')];
  await sessionBetween(people.ids['other client'], people.ids['other psychologist']);
});

describe('GET /psychologist/{id}/sessions', () => {
  it("access matrix: the psychologist by their own id; another psychologist's id is 404", async () => {
    const row = { anonymous: 401, client: 403, 'other client': 403, psychologist: 200, 'other psychologist': 404, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, `/api/payments/psychologist/${people.ids.psychologist}/sessions`, row)).toEqual(row);
  });

  it('answers the same list as GET /psychologists/sessions, soonest first, and keeps `limit`', async () => {
    const { body } = await api().get(`/api/payments/psychologist/${people.ids.psychologist}/sessions`).set(as('psychologist')).expect(200);
    expect(body.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual(sessionIds);
    expect(body).toEqual((await api().get('/api/sessions/psychologists/sessions').set(as('psychologist')).expect(200)).body);
    const limited = await api().get(`/api/payments/psychologist/${people.ids.psychologist}/sessions?limit=1`).set(as('psychologist')).expect(200);
    expect(limited.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([sessionIds[0]]);
  });
});
