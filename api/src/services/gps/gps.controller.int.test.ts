import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { GpRecordModel } from './gp-record.model';
import { DUPLICATE_GP } from './save-gp';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInMatrixPeople>>;

// Valid provider numbers (check character per domain.md), one per GP a test adds.
const PROVIDER_NUMBERS = ['2547611Y', '4024742F', '1234560T', '1234561B', '1234562L', '1234563A'];

const gpBody = (providerNumber: string, overrides: Record<string, unknown> = {}) => ({
  providerNumber,
  firstName: 'Ann',
  lastName: 'Ngata',
  practiceName: 'Bondi Road Medical',
  address: { line1: '1 Bondi Rd', suburb: 'Bondi', state: 'NSW', postcode: '2026' },
  fax: '02 9999 0000',
  ...overrides,
});

beforeAll(async () => {
  people = await signInMatrixPeople(server.url);
});

describe('the GP directory', () => {
  it('a client adds their GP; others find them by name prefix and by provider number', async () => {
    const created = await api().post('/api/users/gps').set('authorization', people.auth.client).send(gpBody(PROVIDER_NUMBERS[2])).expect(201);
    expect(created.body).toMatchObject({ gpId: expect.any(String), providerNumber: '1234560T', lastName: 'Ngata', usesHarbour: false });

    const byName = await api().get('/api/users/gps/search').query({ q: 'ngat bon' }).set('authorization', people.auth.psychologist).expect(200);
    expect(byName.body.gps.map((gp: { gpId: string }) => gp.gpId)).toContain(created.body.gpId);
    const notMatching = await api().get('/api/users/gps/search').query({ q: 'ngat melbourne' }).set('authorization', people.auth.psychologist).expect(200);
    expect(notMatching.body.gps).toEqual([]);

    const byNumber = await api().get('/api/users/gps/search-extended').query({ providerNumber: '123 4560t' }).set('authorization', people.auth.gp).expect(200);
    expect(byNumber.body.gps).toEqual([created.body]);
    const practitionerView = await api().get(`/api/users/practitioner/gps/${created.body.gpId}`).set('authorization', people.auth.psychologist).expect(200);
    expect(practitionerView.body).toEqual(created.body);
  });

  it('refuses a wrong check character with a clear message, and writes nothing', async () => {
    const refused = await api().post('/api/users/gps').set('authorization', people.auth.client).send(gpBody('1234560X')).expect(422);
    expect(refused.body.fields).toEqual({ providerNumber: 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.' });
    expect(await GpRecordModel.countDocuments({ providerNumber: '1234560X' })).toBe(0);
    await api().get('/api/users/gps/search-extended').query({ providerNumber: '1234560X' }).set('authorization', people.auth.client).expect(422);
  });

  it('one record per provider number: 10 people adding the same GP at once → one 201, nine 409s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api().post('/api/users/gps').set('authorization', i % 2 ? people.auth.client : people.auth.psychologist).send(gpBody(PROVIDER_NUMBERS[3], { firstName: `Ann${i}` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe(DUPLICATE_GP);
    expect(await GpRecordModel.countDocuments({ providerNumber: '1234561B' })).toBe(1);
  });

  it('a GP adding their own provider number is linked to the record (uses Harbour)', async () => {
    const own = await api().post('/api/users/gps').set('authorization', people.auth.gp).send(gpBody('2547611Y', { firstName: 'Robin', lastName: 'Lee' })).expect(201);
    expect(own.body.usesHarbour).toBe(true);
    expect((await GpRecordModel.findById(own.body.gpId).lean())?.userId).toBe(people.ids.gp);
  });

  it('only whoever added a GP (or the GP, or an administrator) may change them; a clash of provider numbers is a 409', async () => {
    const created = await api().post('/api/users/gps').set('authorization', people.auth.psychologist).send(gpBody(PROVIDER_NUMBERS[4])).expect(201);
    const path = `/api/users/gps/${created.body.gpId}`;
    for (const person of ['other psychologist', 'client', 'gp'] as MatrixPerson[]) {
      await api().put(path).set('authorization', people.auth[person]).send(gpBody(PROVIDER_NUMBERS[4], { practiceName: 'Taken over' })).expect(403);
    }
    await api().put(path).send(gpBody(PROVIDER_NUMBERS[4], { practiceName: 'Anonymous' })).expect(401);
    expect((await GpRecordModel.findById(created.body.gpId).lean())?.practiceName).toBe('Bondi Road Medical');

    const moved = await api().put(path).set('authorization', people.auth.psychologist).send(gpBody(PROVIDER_NUMBERS[4], { practiceName: 'Coogee Family Practice', address: { line1: '9 Arden St', suburb: 'Coogee', state: 'NSW', postcode: '2034' } })).expect(200);
    expect(moved.body).toMatchObject({ practiceName: 'Coogee Family Practice', address: { suburb: 'Coogee' } });
    const found = await api().get('/api/users/gps/search').query({ q: 'coog' }).set('authorization', people.auth.client).expect(200);
    expect(found.body.gps.map((gp: { gpId: string }) => gp.gpId)).toEqual([created.body.gpId]);

    await api().put(path).set('authorization', people.auth.psychologist).send(gpBody(PROVIDER_NUMBERS[2])).expect(409);
    expect((await GpRecordModel.findById(created.body.gpId).lean())?.providerNumber).toBe('1234562L');
    await api().put('/api/users/gps/no-such-gp').set('authorization', people.auth.psychologist).send(gpBody(PROVIDER_NUMBERS[5])).expect(404);
  });

  it('access matrix: anonymous 401 everywhere; a client cannot open the practitioner view', async () => {
    const someone = await GpRecordModel.findOne().lean();
    await api().get('/api/users/gps/search').query({ q: 'ann' }).expect(401);
    await api().get('/api/users/gps/search-extended').query({ providerNumber: '2547611Y' }).expect(401);
    await api().post('/api/users/gps').send(gpBody(PROVIDER_NUMBERS[5])).expect(401);
    await api().get(`/api/users/practitioner/gps/${someone!._id}`).expect(401);
    await api().get(`/api/users/practitioner/gps/${someone!._id}`).set('authorization', people.auth.client).expect(403);
    await api().get(`/api/users/practitioner/gps/${someone!._id}`).set('authorization', people.auth.gp).expect(200);
    await api().get('/api/users/gps/search').query({ q: 'a' }).set('authorization', people.auth.client).expect(422);
    expect(await GpRecordModel.countDocuments({ providerNumber: '1234563A' })).toBe(0);
  });
});
