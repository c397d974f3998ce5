import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist);
  await api().post(`/api/users/patients/${people.ids.client}/notes`).set(as('psychologist')).send({ noteText: 'For the trail' }).expect(201);
});

describe('audit trail', () => {
  it("shows the psychologist their patient's trail: who, role, time, action, record", async () => {
    const { body } = await api().get(`/api/users/psychologist/patients/${people.ids.client}/audit-trail`).set(as('psychologist')).expect(200);
    expect(body.events).toEqual([expect.objectContaining({ actorId: people.ids.psychologist, actorType: 'psychologist', actorName: 'Jordan Ng', action: 'create', recordKind: 'patient-note', at: expect.any(String) })]);
  });

  it('lets an administrator search by patient, by actor and by Sydney dates', async () => {
    const byPatient = await api().get(`/api/users/admin/audit-events?patient=${people.ids.client}`).set(as('administrator')).expect(200);
    expect(byPatient.body.events).toHaveLength(1);
    const byActor = await api().get(`/api/users/admin/audit-events?actor=${people.ids.psychologist}`).set(as('administrator')).expect(200);
    expect(byActor.body.events.length).toBeGreaterThanOrEqual(1);
    const future = await api().get(`/api/users/admin/audit-events?patient=${people.ids.client}&fromDate=2100-01-01`).set(as('administrator')).expect(200);
    expect(future.body.events).toEqual([]);
  });

  it.each([
    ['trail', () => `/api/users/psychologist/patients/${people.ids.client}/audit-trail`, { anonymous: 401, psychologist: 200, 'other psychologist': 404, client: 403, gp: 403, administrator: 403 }],
    ['admin query', () => `/api/users/admin/audit-events?patient=${people.ids.client}`, { anonymous: 401, administrator: 200, psychologist: 403, client: 403, gp: 403 }],
  ] as const)('access matrix: %s', async (_name, path, expected) => {
    for (const [person, status] of Object.entries(expected)) {
      const response = await api().get(path()).set(as(person as PracticePerson));
      expect({ person, status: response.status }).toEqual({ person, status });
    }
  });
});
