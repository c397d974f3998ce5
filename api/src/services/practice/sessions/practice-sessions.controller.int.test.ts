import request from 'supertest';
import { futureStart } from '../../../test-support/booking-people';
import { practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { SessionModel } from '../../sessions/records/session.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let cast: Awaited<ReturnType<typeof practiceCast>>;
beforeAll(async () => {
  cast = await practiceCast(server.url);
});
const as = (who: PracticeCaller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', cast.auth[who]));
const pending = () => SessionModel.countDocuments({ sessionStatus: 'Pending' });

describe('a psychologist books a session for a patient', () => {
  const startsAt = futureStart(4, 3);
  const body = () => ({ patientId: cast.ids.client, sessionStartDate: startsAt.toISOString(), sessionDurationTypeId: 2, priceCents: 15000 });

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['client', 403],
    ['gp', 403],
  ])('as %s → %i, nothing booked', async (who, status) => {
    await as(who, api().post('/api/practice/sessions')).send(body()).expect(status);
    const list = await as(who, api().get('/api/practice/bookable-patients')).expect(status === 404 ? 200 : status);
    if (status === 404) expect(list.body.patients).toEqual([]);
    expect(await pending()).toBe(0);
  });

  it('names a bad start (422) and books nothing', async () => {
    const { body: problem } = await as('psychologist', api().post('/api/practice/sessions')).send({ ...body(), sessionStartDate: 'soon' }).expect(422);
    expect(problem.fields).toHaveProperty(['sessionStartDate']);
    expect(await pending()).toBe(0);
  });

  it('books it, and the same time twice at once books once', async () => {
    const patients = await as('psychologist', api().get('/api/practice/bookable-patients')).expect(200);
    expect(patients.body.patients).toEqual([{ patientId: cast.ids.client, firstName: 'Robin', lastName: 'Lee' }]);
    const answers = await Promise.all([1, 2, 3].map(() => as('psychologist', api().post('/api/practice/sessions')).send(body())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 201)!.body).toMatchObject({ sessionStatus: 'Pending', price: { feeCents: 15000 } });
    expect(await pending()).toBe(1);
  });
});
