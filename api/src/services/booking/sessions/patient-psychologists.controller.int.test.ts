import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
});

describe('GET /patients/{patientId}/psychologists', () => {
  it("access matrix: the client themself; another client's id is 404", async () => {
    const row = { anonymous: 401, client: 200, 'other client': 404, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, `/api/payments/patients/${people.ids.client}/psychologists`, row)).toEqual(row);
  });

  it('lists the psychologists the client has sessions with, with completed sessions and the next one', async () => {
    expect((await api().get(`/api/payments/patients/${people.ids.client}/psychologists`).set(as('client')).expect(200)).body).toEqual({ psychologists: [] });
    const past = new Date(Date.now() - 14 * DAY);
    const next = new Date(Date.now() + 7 * DAY);
    await sessionBetween(people.ids.client, people.ids.psychologist, past);
    await sessionBetween(people.ids.client, people.ids.psychologist, next, 'Pending');
    await sessionBetween(people.ids['other client'], people.ids['other psychologist']);
    const { body } = await api().get(`/api/payments/patients/${people.ids.client}/psychologists`).set(as('client')).expect(200);
    expect(body).toEqual({
      psychologists: [{ psychologistId: people.ids.psychologist, firstName: 'Jordan', lastName: 'Ng', completedSessions: 1, lastSessionAt: past.toISOString(), nextSessionAt: next.toISOString() }],
    });
  });
});
