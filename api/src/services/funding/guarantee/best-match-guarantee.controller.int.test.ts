import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../../practice/practice-test-people';
import { SessionModel } from '../../sessions/records/session.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const DAY = 24 * 3600 * 1000;
const PATH = '/api/payments/patient/best-match-guarantee';
let firstSessionId: string;

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  firstSessionId = await sessionBetween(people.ids.client, people.ids.psychologist, new Date(Date.now() - 3 * DAY));
});

describe('GET /patient/best-match-guarantee', () => {
  it('access matrix: clients only, each their own standing', async () => {
    const row = { anonymous: 401, client: 200, 'other client': 200, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, PATH, row)).toEqual(row);
    // The other client sees their own (no sessions), nothing of the first client's.
    expect((await api().get(PATH).set(as('other client')).expect(200)).body).toEqual({ eligible: false, status: 'NoFirstSession' });
  });

  it('is open for 14 days after a first session the client attended and paid for', async () => {
    const { body } = await api().get(PATH).set(as('client')).expect(200);
    const ended = (await SessionModel.findById(firstSessionId).lean())!.endsAt;
    expect(body).toEqual({ eligible: true, status: 'Available', sessionId: firstSessionId, psychologistId: people.ids.psychologist, claimBy: new Date(ended.getTime() + 14 * DAY).toISOString() });
  });

  it('is used once the client books a first session with another psychologist within those 14 days', async () => {
    await sessionBetween(people.ids.client, people.ids['other psychologist'], new Date(Date.now() + 2 * DAY), 'Pending');
    const { body } = await api().get(PATH).set(as('client')).expect(200);
    expect(body).toMatchObject({ eligible: false, status: 'UsedRecently', availableAgainFrom: expect.any(String) });
    expect(new Date(body.availableAgainFrom).getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
  });
});
