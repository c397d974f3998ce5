import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { RelationshipModel } from '../../relationships/relationship.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist);
});

describe('GET /patients/client-type and /patients/{id}/client-type', () => {
  it('access matrix, own: clients only', async () => {
    const row = { anonymous: 401, client: 200, 'other client': 200, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, '/api/payments/patients/client-type', row)).toEqual(row);
  });

  it("access matrix, by id: the client themself and the psychologist who treats them; anyone else's id is 404", async () => {
    const row = { anonymous: 401, client: 200, 'other client': 404, psychologist: 200, 'other psychologist': 404, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, `/api/payments/patients/${people.ids.client}/client-type`, row)).toEqual(row);
    await api().get('/api/payments/patients/no-such-client/client-type').set(as('psychologist')).expect(404);
  });

  it('is Individual for an adult without a partner', async () => {
    expect((await api().get('/api/payments/patients/client-type').set(as('client')).expect(200)).body).toEqual({ patientId: people.ids.client, clientType: 'Individual', therapyTypeId: 1 });
  });

  it('is Teenager under 16 (on the client calendar), as the client and their psychologist see it', async () => {
    const year = new Date().getUTCFullYear() - 14;
    await PatientProfileModel.updateOne({ _id: people.ids.client }, { $set: { dateOfBirth: `${year}-01-01`, timezoneId: 'Australia/Perth' } });
    const expected = { patientId: people.ids.client, clientType: 'Teenager', therapyTypeId: 3 };
    expect((await api().get('/api/payments/patients/client-type').set(as('client')).expect(200)).body).toEqual(expected);
    expect((await api().get(`/api/payments/patients/${people.ids.client}/client-type`).set(as('psychologist')).expect(200)).body).toEqual(expected);
  });

  it('is Couples with a confirmed partner (either side), not with an invitation still waiting', async () => {
    const relationship = { _id: 'rel-1', initiatorUserId: people.ids['other client'], inviteeUserId: people.ids.client, inviteeUserType: 'client', status: 'Initiated', pairKey: 'pair', linkToInvitee: false, createdAt: new Date() };
    await PatientProfileModel.updateOne({ _id: people.ids.client }, { $set: { dateOfBirth: '1990-04-23' } });
    await RelationshipModel.create(relationship);
    expect((await api().get(`/api/payments/patients/${people.ids.client}/client-type`).set(as('client')).expect(200)).body.clientType).toBe('Individual');
    await RelationshipModel.updateOne({ _id: 'rel-1' }, { $set: { status: 'Confirmed', confirmedAt: new Date() } });
    expect((await api().get(`/api/payments/patients/${people.ids.client}/client-type`).set(as('client')).expect(200)).body).toEqual({ patientId: people.ids.client, clientType: 'Couples', therapyTypeId: 2 });
    expect((await api().get('/api/payments/patients/client-type').set(as('other client')).expect(200)).body.clientType).toBe('Couples');
  });
});
