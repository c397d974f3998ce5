import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { SessionModel } from '../../sessions/records/session.model';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const DAY = 24 * 3600 * 1000;
const PSYCHOLOGIST_ONLY = { anonymous: 401, client: 403, 'other client': 403, psychologist: 200, 'other psychologist': 404, gp: 403, administrator: 403 };

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() - 14 * DAY));
  await sessionBetween(people.ids['other client'], people.ids['other psychologist']);
});

describe('GET /patients/{id}/treatment-status', () => {
  const path = () => `/api/payments/patients/${people.ids.client}/treatment-status`;

  it("access matrix: the psychologist who treats the patient; another psychologist's patient is 404", async () => {
    expect(await statusesByPerson(server.url, people.headers, path(), PSYCHOLOGIST_ONLY)).toEqual(PSYCHOLOGIST_ONLY);
    await api().get('/api/payments/patients/no-such-client/treatment-status').set(as('psychologist')).expect(404);
  });

  it('is Active until the psychologist changes it, then what they set (theirs only)', async () => {
    expect((await api().get(path()).set(as('psychologist')).expect(200)).body).toEqual({ patientId: people.ids.client, treatmentStatusId: 1, treatmentStatusName: 'Active' });
    await api().put(`/api/users/patient/${people.ids.client}/treatment-status`).set(as('psychologist')).send({ treatmentStatusId: 2 }).expect(204);
    expect((await api().get(path()).set(as('psychologist')).expect(200)).body).toEqual({ patientId: people.ids.client, treatmentStatusId: 2, treatmentStatusName: 'On hold' });
    // Another psychologist's status for their own patient is untouched.
    expect((await api().get(`/api/payments/patients/${people.ids['other client']}/treatment-status`).set(as('other psychologist')).expect(200)).body.treatmentStatusName).toBe('Active');
  });
});

describe('GET /psychologists/patients/{patientId}/therapy-type', () => {
  const path = () => `/api/payments/psychologists/patients/${people.ids.client}/therapy-type`;

  it("access matrix: the psychologist who treats the patient; another psychologist's patient is 404", async () => {
    expect(await statusesByPerson(server.url, people.headers, path(), PSYCHOLOGIST_ONLY)).toEqual(PSYCHOLOGIST_ONLY);
  });

  it('is the type of their latest session that was not cancelled', async () => {
    expect((await api().get(path()).set(as('psychologist')).expect(200)).body).toEqual({ patientId: people.ids.client, therapyTypeId: 1, name: 'Individual', isCouples: false, isUnder16Type: false });
    const next = await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() + 7 * DAY), 'Pending');
    await SessionModel.updateOne({ _id: next }, { $set: { therapyTypeId: '2' } });
    const cancelled = await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() + 14 * DAY), 'Cancelled');
    await SessionModel.updateOne({ _id: cancelled }, { $set: { therapyTypeId: '3' } });
    expect((await api().get(path()).set(as('psychologist')).expect(200)).body).toEqual({ patientId: people.ids.client, therapyTypeId: 2, name: 'Couples', isCouples: true, isUnder16Type: false });
  });
});
