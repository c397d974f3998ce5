import request from 'supertest';
import { createCareSession, dass21Answers } from '../../test-support/dass21-people';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { AuditEventModel } from '../audit/audit-event.model';
import { Dass21FlagAcknowledgementModel } from './records/dass21-flag-acknowledgement.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
type Caller = MatrixPerson | 'anonymous';
const as = (caller: Caller, call: request.Test) => (caller === 'anonymous' ? call : call.set('authorization', auth[caller]));
const checkin = async (who: MatrixPerson, answers: number[]) =>
  (await api().post('/api/sessions/dass21/mental-health-checkin').set('authorization', auth[who]).send({ answers }).expect(201)).body as { id: string };

let severe: { id: string };
let calm: { id: string };
let unrelated: { id: string };

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  // The psychologist has a session with the client (a care relationship); the other psychologist has none.
  await createCareSession(ids.client, ids.psychologist);
  calm = await checkin('client', dass21Answers(0));
  severe = await checkin('client', dass21Answers(3)); // extremely severe on all three
  unrelated = await checkin('other client', dass21Answers(3)); // flagged, but not the psychologist's patient
  await AuditEventModel.deleteMany({});
});

const auditBy = (person: MatrixPerson) => AuditEventModel.find({ actorId: ids[person] }).lean();

describe('GET /sessions/dass21/patients/{patientId}/scores', () => {
  const url = () => `/api/sessions/dass21/patients/${ids.client}/scores`;

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['other client', 403],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('%s → %i: no results shown, no audit written', async (caller, status) => {
    const { body } = await as(caller, api().get(url())).expect(status);
    expect(body.results).toBeUndefined();
    if (caller !== 'anonymous') expect(await auditBy(caller)).toEqual([]);
  });

  it('shows a psychologist in a care relationship every result with its flag, and audits each read', async () => {
    const { body } = await api().get(url()).set('authorization', auth.psychologist).expect(200);
    expect(body.patientId).toBe(ids.client);
    expect(body.results.map((r: { id: string; flagged: boolean }) => [r.id, r.flagged])).toEqual([[severe.id, true], [calm.id, false]]);
    expect(body.results[0].flagReasons).toEqual(['depression-extremely-severe', 'anxiety-extremely-severe', 'stress-extremely-severe', 'item-21-high']);
    // In words for the psychologist, not codes.
    expect(body.results[0].flagDescriptions).toEqual([
      'Depression: extremely severe (42 of 42)',
      'Anxiety: extremely severe (42 of 42)',
      'Stress: extremely severe (42 of 42)',
      "Item 21 (life felt meaningless; the safety question): answered 'Applied to me very much, or most of the time'",
    ]);
    expect(body.results[0].acknowledgedAt).toBeUndefined();
    const audit = await auditBy('psychologist');
    expect(audit.map((a) => [a.recordId, a.action, a.recordKind, a.patientId]).sort()).toEqual(
      [[calm.id, 'read', 'dass21-result', ids.client], [severe.id, 'read', 'dass21-result', ids.client]].sort(),
    );
    await AuditEventModel.deleteMany({});
  });
});

describe('GET /sessions/dass21/flags and POST …/flags/{resultId}/acknowledge', () => {
  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('flags as %s → %i', async (caller, status) => {
    const { body } = await as(caller, api().get('/api/sessions/dass21/flags')).expect(status);
    expect(body.flags).toBeUndefined();
  });

  it('lists only the flags of the psychologist’s own patients', async () => {
    const { body } = await api().get('/api/sessions/dass21/flags').set('authorization', auth.psychologist).expect(200);
    expect(body.flags).toEqual([
      expect.objectContaining({ patientId: ids.client, patientFirstName: 'Robin', patientLastName: 'Lee', result: expect.objectContaining({ id: severe.id, flagged: true }) }),
    ]);
    expect(JSON.stringify(body)).not.toContain(unrelated.id);
    const none = await api().get('/api/sessions/dass21/flags').set('authorization', auth['other psychologist']).expect(200);
    expect(none.body.flags).toEqual([]);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['other client', 403],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('acknowledge as %s → %i, nothing written', async (caller, status) => {
    await as(caller, api().post(`/api/sessions/dass21/flags/${severe.id}/acknowledge`)).expect(status);
    expect(await Dass21FlagAcknowledgementModel.countDocuments({})).toBe(0);
  });

  it('refuses to acknowledge a result that is not flagged (409) or not in the psychologist’s care (404)', async () => {
    await api().post(`/api/sessions/dass21/flags/${calm.id}/acknowledge`).set('authorization', auth.psychologist).expect(409);
    await api().post(`/api/sessions/dass21/flags/${unrelated.id}/acknowledge`).set('authorization', auth.psychologist).expect(404);
    await api().post('/api/sessions/dass21/flags/no-such-result/acknowledge').set('authorization', auth.psychologist).expect(404);
    expect(await Dass21FlagAcknowledgementModel.countDocuments({})).toBe(0);
  });

  it('acknowledges once however many times it is asked at once; the flag then leaves the list', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api().post(`/api/sessions/dass21/flags/${severe.id}/acknowledge`).set('authorization', auth.psychologist)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.acknowledgedAt)).size).toBe(1);
    expect(await Dass21FlagAcknowledgementModel.countDocuments({ resultId: severe.id, psychologistId: ids.psychologist })).toBe(1);

    const { body } = await api().get('/api/sessions/dass21/flags').set('authorization', auth.psychologist).expect(200);
    expect(body.flags).toEqual([]);
    const scores = await api().get(`/api/sessions/dass21/patients/${ids.client}/scores`).set('authorization', auth.psychologist).expect(200);
    expect(scores.body.results[0]).toMatchObject({ id: severe.id, acknowledgedAt: answers[0].body.acknowledgedAt });
  });

  it('keeps the flag open for another psychologist of the same client until they acknowledge it', async () => {
    await createCareSession(ids.client, ids['other psychologist']);
    const { body } = await api().get('/api/sessions/dass21/flags').set('authorization', auth['other psychologist']).expect(200);
    expect(body.flags.map((f: { result: { id: string } }) => f.result.id)).toEqual([severe.id]);
  });
});
