import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { gpReferralRecord } from '../../test-support/gp-referral-record';
import { sessionRecord } from '../../test-support/session-record';
import { Dass21ResultModel } from '../dass21/records/dass21-result.model';
import { GpReferralModel } from '../referrals/gp-referral.model';
import { SessionModel } from '../sessions/records/session.model';

const server = useServerWithDatabase(__filename, { config: {} });
const api = () => request(server.url);
const CLIENT_HOME = '/api/homes/client';
const PRACTICE_HOME = '/api/homes/psychologist?timezoneId=Australia%2FSydney';
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

const referralTo = (psychologistId: string, patientFirstName: string) => gpReferralRecord(ids.gp, psychologistId, patientFirstName);
const dass21Result = (patientId: string, flagged: boolean) => ({
  _id: randomUUID(),
  patientId,
  answers: Array.from({ length: 21 }, () => (flagged ? 3 : 0)),
  scores: flagged ? { depression: 42, anxiety: 42, stress: 42 } : { depression: 0, anxiety: 0, stress: 0 },
  bands: flagged ? { depression: 'ExtremelySevere', anxiety: 'ExtremelySevere', stress: 'ExtremelySevere' } : { depression: 'Normal', anxiety: 'Normal', stress: 'Normal' },
  flagged,
  flagReasons: flagged ? ['depression-extremely-severe'] : [],
  takenAt: hoursFromNow(-1),
});

const session = { mineUpcoming: randomUUID(), mineFinished: randomUUID(), theirs: randomUUID() };
const result = { mine: randomUUID(), theirs: randomUUID() };

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  await SessionModel.create([
    sessionRecord(ids.client, ids.psychologist, hoursFromNow(48), { _id: session.mineUpcoming }),
    sessionRecord(ids.client, ids.psychologist, hoursFromNow(-72), { _id: session.mineFinished, sessionStatus: 'Completed' }),
    sessionRecord(ids['other client'], ids['other psychologist'], hoursFromNow(24), { _id: session.theirs }),
  ]);
  await Dass21ResultModel.create([{ ...dass21Result(ids.client, true), _id: result.mine }, { ...dass21Result(ids['other client'], false), _id: result.theirs }]);
  await GpReferralModel.create([referralTo(ids.psychologist, 'Mine'), referralTo(ids['other psychologist'], 'Theirs')]);
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

/** What a card's own read answers, to compare with the home's part for it. */
const read = async (path: string, person: MatrixPerson) => (await api().get(path).set('authorization', auth[person]).expect(200)).body;

describe('GET /homes/client', () => {
  it("answers the client's sessions, Medicare sessions and scores, each exactly as its own read does", async () => {
    const { body } = await api().get(CLIENT_HOME).set('authorization', auth.client).expect(200);
    expect(body.sessions.sessions.map((s: { sessionId: string }) => s.sessionId).sort()).toEqual([session.mineUpcoming, session.mineFinished].sort());
    expect(body.scores.results.map((r: { id: string }) => r.id)).toEqual([result.mine]);
    expect(body.entitlements).toMatchObject({ status: 'NoReferral', usedThisYear: 0 });
    expect(body).toEqual({
      sessions: await read('/api/sessions/sessions/patient', 'client'),
      entitlements: await read('/api/users/profile/patient/entitlements', 'client'),
      scores: await read('/api/sessions/dass21/scores', 'client'),
    });
  });

  it('access matrix: anonymous 401; psychologists and GPs 403; another client sees only their own', async () => {
    await api().get(CLIENT_HOME).expect(401);
    for (const person of ['psychologist', 'unapproved psychologist', 'gp'] as MatrixPerson[]) await api().get(CLIENT_HOME).set('authorization', auth[person]).expect(403);
    const { body } = await api().get(CLIENT_HOME).set('authorization', auth['other client']).expect(200);
    expect(body.sessions.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([session.theirs]);
    expect(body.scores.results.map((r: { id: string }) => r.id)).toEqual([result.theirs]);
  });
});

describe('GET /homes/psychologist', () => {
  it("answers the practice's day, counts, notes to write, referrals and flags, each exactly as its own read does", async () => {
    const { body } = await api().get(PRACTICE_HOME).set('authorization', auth.psychologist).expect(200);
    expect(body.caseNotes.toWrite.map((s: { sessionId: string }) => s.sessionId)).toEqual([session.mineFinished]);
    expect(body.referrals.referrals.map((r: { patientName: string }) => r.patientName)).toEqual(['Mine Referred']);
    expect(body.flaggedDass21.results.map((r: { resultId: string }) => r.resultId)).toEqual([result.mine]);
    expect(body.stats.upcomingSessions).toBe(1);
    expect(body).toEqual({
      today: await read('/api/sessions/sessions/psychologists/current?timezoneId=Australia%2FSydney', 'psychologist'),
      stats: await read('/api/sessions/sessions/psychologist/stats?timezoneId=Australia%2FSydney', 'psychologist'),
      caseNotes: await read('/api/sessions/psychologist/case-notes-overview', 'psychologist'),
      referrals: await read('/api/referrals/psychologist', 'psychologist'),
      flaggedDass21: await read('/api/users/psychologist/dass21-flags', 'psychologist'),
    });
  });

  it('access matrix: anonymous 401; clients and GPs 403; another psychologist sees only their own', async () => {
    await api().get(PRACTICE_HOME).expect(401);
    for (const person of ['client', 'other client', 'gp'] as MatrixPerson[]) await api().get(PRACTICE_HOME).set('authorization', auth[person]).expect(403);
    const { body } = await api().get(PRACTICE_HOME).set('authorization', auth['other psychologist']).expect(200);
    expect(body.referrals.referrals.map((r: { patientName: string }) => r.patientName)).toEqual(['Theirs Referred']);
    expect(body.caseNotes).toMatchObject({ drafts: [], toWrite: [] });
    expect(body.flaggedDass21.results).toEqual([]);
    expect(body.stats.upcomingSessions).toBe(1);
  });

  it('refuses a zone that is not one, naming the field', async () => {
    const response = await api().get('/api/homes/psychologist?timezoneId=Mars%2FOlympus').set('authorization', auth.psychologist).expect(422);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.fields).toHaveProperty('timezoneId');
    expect(response.body.today).toBeUndefined();
  });
});
