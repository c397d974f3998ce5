import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const activePath = (patientId: string, type: string) => `/api/payments/patients/${patientId}/referrer/${type}/active`;

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
});

describe('GET /patients/{patientId}/referrer/{referrerType}/active', () => {
  it("access matrix: the client themself; another client's id is 404", async () => {
    const row = { anonymous: 401, client: 200, 'other client': 404, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, activePath(people.ids.client, 'Partner'), row)).toEqual(row);
  });

  it('is not active without a partner link', async () => {
    expect((await api().get(activePath(people.ids.client, 'Partner')).set(as('client')).expect(200)).body).toEqual({ referrerType: 'Partner', active: false });
  });

  it('is active for Partner and the partner funding type, not for another type', async () => {
    await api().post(`/api/users/patients/${people.ids.client}/client-referrers`).set(as('client')).send({ referrerId: 'hcf' }).expect(201);
    const partner = await api().get(activePath(people.ids.client, 'partner')).set(as('client')).expect(200);
    expect(partner.body).toMatchObject({ referrerType: 'Partner', active: true, referrer: { name: 'hcf', displayName: 'HCF' } });
    expect((await api().get(activePath(people.ids.client, 'Partnership')).set(as('client')).expect(200)).body).toMatchObject({ referrerType: 'Partnership', active: true });
    expect((await api().get(activePath(people.ids.client, 'WorkersComp')).set(as('client')).expect(200)).body).toEqual({ referrerType: 'WorkersComp', active: false });
    // The other client has no partner link of their own.
    expect((await api().get(activePath(people.ids['other client'], 'Partner')).set(as('other client')).expect(200)).body).toEqual({ referrerType: 'Partner', active: false });
  });

  it('names the field for a type that is not one', async () => {
    const { body } = await api().get(activePath(people.ids.client, 'Private')).set(as('client')).expect(422);
    expect(body.fields).toEqual({ referrerType: 'must be one of Partner, BulkBilled, DVA, NDIS, Partnership, WorkersComp' });
  });
});
