import request from 'supertest';
import { dass21Answers, createCareSession } from '../../test-support/dass21-people';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { AuditEventModel } from '../audit/audit-event.model';
import { findAccountById } from '../identity/accounts/accounts';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { Dass21ResultModel } from './records/dass21-result.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
type Caller = MatrixPerson | 'anonymous';
const as = (caller: Caller, call: request.Test) => (caller === 'anonymous' ? call : call.set('authorization', auth[caller]));

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
});

const resultsOf = (patientId: string) => Dass21ResultModel.countDocuments({ patientId });

describe('GET /sessions/dass21/questions', () => {
  it.each<Caller>(['anonymous', 'client', 'psychologist', 'gp'])('is public (%s → 200) and has the 21 published items', async (caller) => {
    const { body } = await as(caller, api().get('/api/sessions/dass21/questions')).expect(200);
    expect(body.questions).toHaveLength(21);
    expect(body.questions[0]).toEqual({ itemNumber: 1, text: 'I found it hard to wind down' });
    expect(body.questions[20]).toEqual({ itemNumber: 21, text: 'I felt that life was meaningless' });
    expect(body.answerOptions.map((o: { value: number }) => o.value)).toEqual([0, 1, 2, 3]);
    expect(body.instructions).toContain('over the past week');
  });
});

describe('POST /sessions/dass21/score (before signing in)', () => {
  it.each<Caller>(['anonymous', 'client', 'psychologist', 'gp'])('scores for %s and writes nothing', async (caller) => {
    const { body } = await as(caller, api().post('/api/sessions/dass21/score').send({ answers: dass21Answers(3) })).expect(200);
    expect(body).toEqual({
      scores: { depression: 42, anxiety: 42, stress: 42 },
      bands: { depression: 'ExtremelySevere', anxiety: 'ExtremelySevere', stress: 'ExtremelySevere' },
      flagged: true,
      flagReasons: ['depression-extremely-severe', 'anxiety-extremely-severe', 'stress-extremely-severe', 'item-21-high'],
    });
    expect(await Dass21ResultModel.countDocuments({})).toBe(0);
  });

  it('answers 422 naming the answer', async () => {
    const { body } = await api().post('/api/sessions/dass21/score').send({ answers: dass21Answers(0).slice(2) }).expect(422);
    expect(body.fields).toHaveProperty('answers');
  });
});

describe('POST /sessions/dass21/mental-health-checkin', () => {
  const url = '/api/sessions/dass21/mental-health-checkin';

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('%s → %i, and nothing is written', async (caller, status) => {
    await as(caller, api().post(url).send({ answers: dass21Answers(1) })).expect(status);
    if (caller !== 'anonymous') expect(await resultsOf(ids[caller])).toBe(0);
    expect(await Dass21ResultModel.countDocuments({})).toBe(0);
  });

  it.each<[string, unknown, string]>([
    ['20 answers', { answers: dass21Answers(0).slice(1) }, 'answers'],
    ['an answer of 4', { answers: dass21Answers(0, { 5: 4 }) }, 'answers.$4'],
    ['a negative answer', { answers: dass21Answers(0, { 1: -1 }) }, 'answers.$0'],
    ['a half', { answers: dass21Answers(0, { 21: 1.5 }) }, 'answers.$20'],
    ['text', { answers: dass21Answers(0, { 2: 'x' as unknown as number }) }, 'answers.$1'],
    ['no answers', {}, 'answers'],
    ['an extra field', { answers: dass21Answers(0), note: 'hi' }, 'note'],
  ])('%s → 422 naming the field, nothing written', async (_name, body, field) => {
    const response = await api().post(url).set('authorization', auth.client).send(body as object).expect(422);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await resultsOf(ids.client)).toBe(0);
  });

  it('scores and stores the client’s check-in (no flag, no email)', async () => {
    // Items 1..21 = 0,1,2,3,0,1,… ; depression 12 Mild, anxiety 26 Extremely severe, stress 22 Moderate (scoring.test.ts).
    const answers = Array.from({ length: 21 }, (_, i) => i % 4);
    const { body } = await api().post(url).set('authorization', auth['other client']).send({ answers }).expect(201);
    expect(body).toMatchObject({
      patientId: ids['other client'],
      answers,
      scores: { depression: 12, anxiety: 26, stress: 22 },
      bands: { depression: 'Mild', anxiety: 'ExtremelySevere', stress: 'Moderate' },
      flagged: true,
      flagReasons: ['anxiety-extremely-severe'],
      psychologistsNotified: 0, // no psychologist yet: nobody to tell
    });
    const stored = await Dass21ResultModel.findById(body.id).lean();
    expect(stored).toMatchObject({ patientId: ids['other client'], scores: body.scores, flagged: true });
    expect(await OutboxMessageModel.countDocuments({ kind: 'dass21-flag' })).toBe(0);
  });

  it('emails each of the client’s psychologists when a result is flagged — and only them', async () => {
    await createCareSession(ids.client, ids.psychologist);
    const psychologist = await findAccountById(ids.psychologist);
    const other = await findAccountById(ids['other psychologist']);

    const calm = await api().post(url).set('authorization', auth.client).send({ answers: dass21Answers(0) }).expect(201);
    expect(calm.body).toMatchObject({ flagged: false, psychologistsNotified: 0 });
    expect(await OutboxMessageModel.countDocuments({ kind: 'dass21-flag' })).toBe(0);

    const high21 = await api().post(url).set('authorization', auth.client).send({ answers: dass21Answers(0, { 21: 2 }) }).expect(201);
    expect(high21.body).toMatchObject({ flagged: true, flagReasons: ['item-21-high'], psychologistsNotified: 1 });
    const mail = await OutboxMessageModel.find({ kind: 'dass21-flag' }).lean();
    expect(mail.map((m) => m.to)).toEqual([psychologist!.email]);
    expect(mail[0].text).toContain(`/psychologists/account/patient/${ids.client}`);
    // No clinical detail in an email.
    expect(mail[0].text).not.toMatch(/Robin|depression|score/i);
    expect(await OutboxMessageModel.countDocuments({ to: other!.email })).toBe(0);
  });
});

describe('GET /sessions/dass21/scores and /progress: the client’s own only', () => {
  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('%s → %i', async (caller, status) => {
    for (const path of ['scores', 'progress']) {
      const { body } = await as(caller, api().get(`/api/sessions/dass21/${path}`)).expect(status);
      expect(body.results).toBeUndefined();
      expect(body.series).toBeUndefined();
    }
  });

  it('lists the client’s check-ins newest first, never another client’s', async () => {
    const mine = await api().get('/api/sessions/dass21/scores').set('authorization', auth.client).expect(200);
    expect(mine.body.results.map((r: { flagReasons: string[] }) => r.flagReasons)).toEqual([['item-21-high'], []]);
    expect(mine.body.results.every((r: { patientId: string }) => r.patientId === ids.client)).toBe(true);
    const theirs = await api().get('/api/sessions/dass21/scores').set('authorization', auth['other client']).expect(200);
    expect(theirs.body.results).toHaveLength(1);
    expect(theirs.body.results[0].patientId).toBe(ids['other client']);
  });

  it('gives each subscale’s trend, oldest first', async () => {
    const { body } = await api().get('/api/sessions/dass21/progress').set('authorization', auth.client).expect(200);
    expect(body.checkinCount).toBe(2);
    expect(body.series.map((s: { subscale: string }) => s.subscale)).toEqual(['depression', 'anxiety', 'stress']);
    // First all zeros, then item 21 answered 2: depression 4 (Normal).
    expect(body.series[0].points.map((p: { score: number; band: string }) => [p.score, p.band])).toEqual([[0, 'Normal'], [4, 'Normal']]);
    expect(body.series[1].points.map((p: { score: number }) => p.score)).toEqual([0, 0]);
    const times = body.series[0].points.map((p: { takenAt: string }) => Date.parse(p.takenAt));
    expect(times[0]).toBeLessThanOrEqual(times[1]);
  });
});

describe('GET /sessions/dass21/session/{id}/question-answers', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await createCareSession(ids.client, ids.psychologist, 72);
    await api().post(`/api/sessions/sessions/${sessionId}/submit-dass21`).set('authorization', auth.client).send({ answers: dass21Answers(1, { 21: 3 }) }).expect(201);
  });
  const url = () => `/api/sessions/dass21/session/${sessionId}/question-answers`;

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other client', 403],
    ['other psychologist', 403],
    ['unapproved psychologist', 403],
    ['gp', 403],
  ])('%s → %i, answers not shown, no audit written', async (caller, status) => {
    const { body } = await as(caller, api().get(url())).expect(status);
    expect(body.questionAnswers).toBeUndefined();
    if (caller !== 'anonymous') expect(await AuditEventModel.countDocuments({ actorId: ids[caller] })).toBe(0);
  });

  it('shows the session’s client their answers item by item (their own read is not audited)', async () => {
    const { body } = await api().get(url()).set('authorization', auth.client).expect(200);
    expect(body.sessionId).toBe(sessionId);
    expect(body.result).toMatchObject({ sessionId, flagged: true, scores: { depression: 18, anxiety: 14, stress: 14 } });
    expect(body.questionAnswers).toHaveLength(21);
    expect(body.questionAnswers[20]).toEqual({ itemNumber: 21, text: 'I felt that life was meaningless', answer: 3, answerLabel: 'Applied to me very much, or most of the time' });
    expect(await AuditEventModel.countDocuments({ actorId: ids.client })).toBe(0);
  });

  it('shows the session’s psychologist, and records their read', async () => {
    const { body } = await api().get(url()).set('authorization', auth.psychologist).expect(200);
    expect(body.questionAnswers[0]).toMatchObject({ itemNumber: 1, answer: 1 });
    const audit = await AuditEventModel.find({ actorId: ids.psychologist }).lean();
    expect(audit).toEqual([expect.objectContaining({ patientId: ids.client, action: 'read', recordKind: 'dass21-result', recordId: body.result.id })]);
  });

  it('answers an empty list for a session without a check-in, and 404 for no session', async () => {
    const other = await createCareSession(ids.client, ids.psychologist, 96);
    const { body } = await api().get(`/api/sessions/dass21/session/${other}/question-answers`).set('authorization', auth.client).expect(200);
    expect(body).toEqual({ sessionId: other, questionAnswers: [] });
    await api().get('/api/sessions/dass21/session/no-such-session/question-answers').set('authorization', auth.client).expect(404);
  });
});
