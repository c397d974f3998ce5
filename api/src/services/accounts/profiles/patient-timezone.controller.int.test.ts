import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';
import { PatientProfileModel } from './patient-profile.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist);
});

describe('GET /patients/{id}/timezone', () => {
  it("access matrix: the client themself and the psychologist who treats them; anyone else's id is 404", async () => {
    const row = { anonymous: 401, client: 200, 'other client': 404, psychologist: 200, 'other psychologist': 404, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, `/api/users/patients/${people.ids.client}/timezone`, row)).toEqual(row);
    await api().get('/api/users/patients/no-such-client/timezone').set(as('psychologist')).expect(404);
  });

  it('is Australia/Sydney until the client chooses a zone, then theirs', async () => {
    const path = `/api/users/patients/${people.ids.client}/timezone`;
    expect((await api().get(path).set(as('client')).expect(200)).body).toEqual({ patientId: people.ids.client, timezoneId: 'Australia/Sydney', chosenByClient: false });
    await PatientProfileModel.updateOne({ _id: people.ids.client }, { $set: { timezoneId: 'Australia/Perth' } });
    expect((await api().get(path).set(as('psychologist')).expect(200)).body).toEqual({ patientId: people.ids.client, timezoneId: 'Australia/Perth', chosenByClient: true });
  });
});
