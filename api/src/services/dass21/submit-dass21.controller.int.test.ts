import request from 'supertest';
import { createCareSession, dass21Answers } from '../../test-support/dass21-people';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { Dass21ResultModel } from './records/dass21-result.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
type Caller = MatrixPerson | 'anonymous';
const as = (caller: Caller, call: request.Test) => (caller === 'anonymous' ? call : call.set('authorization', auth[caller]));
const submit = (sessionId: string) => `/api/sessions/sessions/${sessionId}/submit-dass21`;

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
});

describe('POST /sessions/sessions/{id}/submit-dass21', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await createCareSession(ids.client, ids.psychologist, 24);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other client', 403],
    ['psychologist', 403],
    ['other psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('%s → %i, nothing written', async (caller, status) => {
    await as(caller, api().post(submit(sessionId)).send({ answers: dass21Answers(1) })).expect(status);
    expect(await Dass21ResultModel.countDocuments({})).toBe(0);
  });

  it('answers 422 naming the answer, nothing written', async () => {
    const { body } = await api().post(submit(sessionId)).set('authorization', auth.client).send({ answers: dass21Answers(0, { 7: 9 }) }).expect(422);
    expect(body.fields).toHaveProperty(['answers.$6']);
    expect(await Dass21ResultModel.countDocuments({})).toBe(0);
  });

  it('answers 404 for a session nobody has', async () => {
    await api().post(submit('no-such-session')).set('authorization', auth.client).send({ answers: dass21Answers(0) }).expect(404);
  });

  it('saves the session’s check-in once, however many are sent at once, and tells the psychologist of a flag once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api().post(submit(sessionId)).set('authorization', auth.client).send({ answers: dass21Answers(0, { 21: 3 }) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const saved = answers.find((a) => a.status === 201)!.body;
    expect(saved).toMatchObject({ sessionId, patientId: ids.client, flagged: true, flagReasons: ['item-21-high'], psychologistsNotified: 1 });
    expect(await Dass21ResultModel.find({ sessionId }).lean()).toEqual([expect.objectContaining({ _id: saved.id, sessionId })]);
    expect(await OutboxMessageModel.countDocuments({ kind: 'dass21-flag' })).toBe(1);
  });

  it.each<[string, number, 'Pending' | 'Cancelled']>([
    ['a session that has started', -0.5, 'Pending'],
    ['a cancelled session', 48, 'Cancelled'],
  ])('refuses %s (409), nothing written', async (_name, startsInHours, status) => {
    const id = await createCareSession(ids.client, ids.psychologist, startsInHours, status);
    await api().post(submit(id)).set('authorization', auth.client).send({ answers: dass21Answers(0) }).expect(409);
    expect(await Dass21ResultModel.countDocuments({ sessionId: id })).toBe(0);
  });
});
