import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { configuration, useConfiguration } from '../../../configuration';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { SessionModel, type SessionRecord } from '../records/session.model';
import { JobModel } from '../../../jobs/job.model';
import { chargeSession } from '../../payments/charges/charge-session';
import { CHARGE_SESSION_JOB } from '../../booking/sessions/session-jobs';
import { PatientProfileModel } from '../../accounts/profiles/patient-profile.model';
import { PsychologistProfileModel } from '../../accounts/profiles/psychologist-profile.model';
import { CallSignalModel, SessionEndingModel, SessionLogModel, SessionQuestionnaireModel, SessionReviewModel } from './call-records.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Person = 'client' | 'psychologist' | 'third client' | 'other psychologist' | 'gp';
const USERS: Record<Person, Omit<NewUser, 'email' | 'passwordHash'>> = {
  client: { userType: 'client', profile: { firstName: 'Alex', lastName: 'Client' } },
  psychologist: { userType: 'psychologist', isApproved: true, profile: { firstName: 'Jo', lastName: 'Psych', providerNumber: '4024742F' } },
  'third client': { userType: 'client', profile: { firstName: 'Sam', lastName: 'Other' } },
  'other psychologist': { userType: 'psychologist', isApproved: true, profile: { firstName: 'Kim', lastName: 'Else', providerNumber: '4024742F' } },
  gp: { userType: 'gp', isApproved: true, profile: { firstName: 'Pat', lastName: 'Gp', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } },
} as Record<Person, Omit<NewUser, 'email' | 'passwordHash'>>;
const ids = {} as Record<Person, string>;
const auth = {} as Record<Person, string>;

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const [person, user] of Object.entries(USERS) as [Person, (typeof USERS)[Person]][]) {
    const email = `${person.replace(' ', '-')}-${randomUUID()}@video.test`;
    ids[person] = await createUserWithProfile({ ...user, email, passwordHash } as NewUser);
    auth[person] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
});

const MINUTE = 60_000;
/** A session between the client and the psychologist starting `startsInMinutes` from now (negative: already started). */
async function newSession(startsInMinutes = 0, extra: Partial<SessionRecord> = {}): Promise<string> {
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + startsInMinutes * MINUTE);
  await SessionModel.create({
    _id,
    patientId: ids.client,
    psychologistId: ids.psychologist,
    sessionParticipants: [
      { userId: ids.client, userType: 'client', isLeadParticipant: true },
      { userId: ids.psychologist, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * MINUTE),
    timezoneId: 'Australia/Perth',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    createdAt: new Date(),
    ...extra,
  });
  return _id;
}

type Caller = Person | 'anonymous';
const as = (caller: Caller, call: request.Test) => (caller === 'anonymous' ? call : call.set('authorization', auth[caller]));
// The access matrix of every session endpoint: participants in, everyone else out.
const OUTSIDERS: [Caller, number][] = [
  ['anonymous', 401],
  ['third client', 403],
  ['other psychologist', 403],
  ['gp', 403],
];

describe('tokens', () => {
  it.each<[Caller, number]>([['client', 200], ['psychologist', 200], ...OUTSIDERS])('POST /sessions/{id}/token as %s → %i', async (caller, status) => {
    const id = await newSession(5);
    const { status: got, body } = await as(caller, api().post(`/api/sessions/sessions/${id}/token`));
    expect(got).toBe(status);
    if (status === 200) {
      expect(body).toMatchObject({ provider: 'p2p', sessionId: id, channel: `harbour-session-${id}`, uid: expect.any(Number) });
      expect(body.token).toBeUndefined();
      expect(new Date(body.expiresAt).getTime()).toBe((await SessionModel.findById(id).lean())!.endsAt.getTime() + 30 * MINUTE);
    } else expect(body.channel).toBeUndefined();
  });

  it.each<[Caller, number]>([['client', 200], ['psychologist', 200], ...OUTSIDERS])('GET /sessions/{id}/video/token as %s → %i', async (caller, status) => {
    const id = await newSession(-10);
    expect((await as(caller, api().get(`/api/sessions/sessions/${id}/video/token`))).status).toBe(status);
  });

  it('gives each participant their own uid', async () => {
    const id = await newSession(0);
    const client = await api().post(`/api/sessions/sessions/${id}/token`).set('authorization', auth.client).expect(200);
    const psych = await api().post(`/api/sessions/sessions/${id}/token`).set('authorization', auth.psychologist).expect(200);
    expect(client.body.uid).not.toBe(psych.body.uid);
  });

  it.each([
    ['too early', 60, {}, /room opens at .* Please come back then\./],
    ['finished', -200, {}, /has finished/],
    ['cancelled', 0, { sessionStatus: 'Cancelled' as const }, /was cancelled/],
  ])('refuses a token when the room is %s (409 with when to come back)', async (_name, startsIn, extra, detail) => {
    const id = await newSession(startsIn, extra);
    const { body } = await api().post(`/api/sessions/sessions/${id}/token`).set('authorization', auth.client).expect(409);
    expect(body.detail).toMatch(detail);
  });

  it('answers 404 for a session nobody has', async () => {
    await api().post(`/api/sessions/sessions/${randomUUID()}/token`).set('authorization', auth.client).expect(404);
  });

  describe('with Agora configured', () => {
    const original = () => configuration();
    let saved: ReturnType<typeof configuration>;
    beforeEach(() => (saved = original()));
    afterEach(() => useConfiguration(saved));

    it("returns an Agora token agora-token's decoder accepts for the channel and the caller's uid", async () => {
      // Test credentials (well-formed, not a real project): nothing calls Agora.
      useConfiguration({ ...saved, agora: { appId: '970ca35de60c44645bbae8a215061b33', appCertificate: '5cfd2fd1755d40ecb72977518be15d3b' } });
      const id = await newSession(0);
      const { body } = await api().get(`/api/sessions/sessions/${id}/video/token`).set('authorization', auth.client).expect(200);
      expect(body).toMatchObject({ provider: 'agora', appId: '970ca35de60c44645bbae8a215061b33', channel: `harbour-session-${id}` });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { AccessToken2 } = require('agora-token/src/AccessToken2');
      const parsed = new AccessToken2();
      expect(parsed.from_string(body.token)).toBe(true);
      expect(parsed.verifySignature('5cfd2fd1755d40ecb72977518be15d3b')).toBe(true);
      expect(String(parsed.services[0].__channel_name)).toBe(body.channel);
      expect(String(parsed.services[0].__uid)).toBe(String(body.uid));
    });

    it('fails loudly (5xx, no token) with a malformed certificate', async () => {
      useConfiguration({ ...saved, agora: { appId: '970ca35de60c44645bbae8a215061b33', appCertificate: 'not-a-certificate' } });
      const id = await newSession(0);
      const response = await api().get(`/api/sessions/sessions/${id}/video/token`).set('authorization', auth.client);
      expect(response.status).toBe(500);
      expect(response.body.token).toBeUndefined();
    });
  });
});

describe('signalling', () => {
  it.each<[Caller, number]>([['client', 204], ['psychologist', 204], ...OUTSIDERS])('POST /sessions/{id}/signals as %s → %i', async (caller, status) => {
    const id = await newSession(0);
    const { status: got } = await as(caller, api().post(`/api/sessions/sessions/${id}/signals`)).send({ kind: 'hello', payload: '{}', connectionId: 'conn-1234' });
    expect(got).toBe(status);
    expect(await CallSignalModel.countDocuments({ sessionId: id })).toBe(status === 204 ? 1 : 0);
  });

  it.each<[Caller, number]>([['client', 200], ['psychologist', 200], ...OUTSIDERS])('GET /sessions/{id}/signals as %s → %i', async (caller, status) => {
    const id = await newSession(0);
    await api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth.psychologist).send({ kind: 'offer', payload: '{"sdp":"x"}', connectionId: 'psych-conn-1' }).expect(204);
    const { status: got, body } = await as(caller, api().get(`/api/sessions/sessions/${id}/signals?after=-1`));
    expect(got).toBe(status);
    if (status !== 200) expect(body.signals).toBeUndefined();
  });

  it("delivers the other participant's signals in order, never one's own, and waits for the next (long poll)", async () => {
    const id = await newSession(0);
    const send = (who: Person, kind: string, payload: string) =>
      api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth[who]).send({ kind, payload, connectionId: `${who.replace(' ', '')}-conn` }).expect(204);
    await send('psychologist', 'offer', '{"n":1}');
    await send('client', 'answer', '{"n":2}');
    await send('psychologist', 'candidate', '{"n":3}');
    const first = await api().get(`/api/sessions/sessions/${id}/signals?after=-1`).set('authorization', auth.client).expect(200);
    expect(first.body.signals.map((s: { kind: string; payload: string }) => [s.kind, s.payload])).toEqual([['offer', '{"n":1}'], ['candidate', '{"n":3}']]);
    const waiting = api().get(`/api/sessions/sessions/${id}/signals?after=${first.body.cursor}&wait=10`).set('authorization', auth.client);
    setTimeout(() => void send('psychologist', 'bye', '{}').then(() => undefined), 300);
    const next = await waiting.expect(200);
    expect(next.body.signals.map((s: { kind: string }) => s.kind)).toEqual(['bye']);
  });

  it('numbers concurrent signals uniquely (insert-only, unique _id)', async () => {
    const id = await newSession(0);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth[i % 2 ? 'client' : 'psychologist']).send({ kind: 'candidate', payload: `{"i":${i}}`, connectionId: 'conn-racing' }).expect(204),
      ),
    );
    const seqs = (await CallSignalModel.find({ sessionId: id }).lean()).map((s) => s.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it.each([
    ['an unknown kind', { kind: 'shout', payload: '{}', connectionId: 'conn-1234' }, 'kind'],
    ['a bad connection id', { kind: 'hello', payload: '{}', connectionId: 'x' }, 'connectionId'],
    ['a payload over 20000 characters', { kind: 'offer', payload: 'x'.repeat(20001), connectionId: 'conn-1234' }, 'payload'],
  ])('refuses %s with 422 naming the field, writing nothing', async (_name, signal, field) => {
    const id = await newSession(0);
    const { body } = await api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth.client).send(signal).expect(422);
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(await CallSignalModel.countDocuments({ sessionId: id })).toBe(0);
  });

  it('refuses signals before the room opens (409), writing nothing', async () => {
    const id = await newSession(120);
    await api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth.client).send({ kind: 'hello', payload: '{}', connectionId: 'conn-1234' }).expect(409);
    expect(await CallSignalModel.countDocuments({ sessionId: id })).toBe(0);
  });
});

describe('the room and presence', () => {
  it.each<[Caller, number]>([['client', 200], ['psychologist', 200], ...OUTSIDERS])('GET /sessions/{id} as %s → %i', async (caller, status) => {
    const id = await newSession(10);
    const { status: got, body } = await as(caller, api().get(`/api/sessions/sessions/${id}/room`));
    expect(got).toBe(status);
    if (status === 200) expect(body).toMatchObject({ sessionId: id, joinState: 'open', role: caller, timezoneId: 'Australia/Perth' });
    else expect(body.sessionId).toBeUndefined();
  });

  it('tells the client when their psychologist has joined, and when they have left', async () => {
    const id = await newSession(5);
    const room = () => api().get(`/api/sessions/sessions/${id}/room`).set('authorization', auth.client).expect(200);
    expect((await room()).body).toMatchObject({ counterpartPlace: 'away', counterpart: { firstName: 'Jo', userType: 'psychologist' } });
    await api().put(`/api/sessions/sessions/${id}/presence`).set('authorization', auth.psychologist).send({ place: 'room' }).expect(204);
    expect((await room()).body.counterpartPlace).toBe('room');
    await api().put(`/api/sessions/sessions/${id}/presence`).set('authorization', auth.psychologist).send({ place: 'left' }).expect(204);
    expect((await room()).body.counterpartPlace).toBe('left');
  });

  it("gives each side the other's phone number from their profile, and none when they gave none", async () => {
    const id = await newSession(5);
    await PsychologistProfileModel.updateOne({ _id: ids.psychologist }, { $set: { phone: '0491 570 006' } });
    await PatientProfileModel.updateOne({ _id: ids.client }, { $unset: { phone: 1 } });
    try {
      const forClient = await api().get(`/api/sessions/sessions/${id}/room`).set('authorization', auth.client).expect(200);
      expect(forClient.body.counterpart).toMatchObject({ userType: 'psychologist', phone: '0491 570 006' });
      const forPsychologist = await api().get(`/api/sessions/sessions/${id}/room`).set('authorization', auth.psychologist).expect(200);
      expect(forPsychologist.body.counterpart.phone).toBeUndefined();
    } finally {
      await PsychologistProfileModel.updateOne({ _id: ids.psychologist }, { $unset: { phone: 1 } });
    }
  });

  it.each<[Caller, number]>([['client', 204], ['psychologist', 204], ...OUTSIDERS])('PUT /sessions/{id}/presence as %s → %i', async (caller, status) => {
    const id = await newSession(0);
    expect((await as(caller, api().put(`/api/sessions/sessions/${id}/presence`)).send({ place: 'waiting' })).status).toBe(status);
  });
});

describe('submitlog', () => {
  it.each<[Caller, number]>([['client', 204], ['psychologist', 204], ...OUTSIDERS])('POST /sessions/{id}/submitlog as %s → %i', async (caller, status) => {
    const id = await newSession(0);
    const userType = caller === 'psychologist' ? 'psychologist' : 'client';
    expect((await as(caller, api().post(`/api/sessions/sessions/${id}/submitlog`)).send({ messages: ['connected'], userType, sessionId: id })).status).toBe(status);
    expect(await SessionLogModel.countDocuments({ sessionId: id })).toBe(status === 204 ? 1 : 0);
  });

  it.each([
    ['another session id', (id: string) => ({ messages: ['x'], userType: 'client', sessionId: `${id}x` }), 'sessionId'],
    ['the wrong user type', (id: string) => ({ messages: ['x'], userType: 'psychologist', sessionId: id }), 'userType'],
    ['no messages', (id: string) => ({ messages: [], userType: 'client', sessionId: id }), 'messages'],
  ])('refuses %s with 422, storing nothing', async (_name, body, field) => {
    const id = await newSession(0);
    const response = await api().post(`/api/sessions/sessions/${id}/submitlog`).set('authorization', auth.client).send(body(id)).expect(422);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await SessionLogModel.countDocuments({ sessionId: id })).toBe(0);
  });
});

describe('ending, session type and review', () => {
  it.each<[Caller, number]>([['psychologist', 200], ['client', 403], ...OUTSIDERS])('POST /sessions/{id}/end as %s → %i', async (caller, status) => {
    const id = await newSession(-40);
    expect((await as(caller, api().post(`/api/sessions/sessions/${id}/end`)).send({ outcome: 'Completed' })).status).toBe(status);
    const session = await SessionModel.findById(id).lean();
    expect(session!.sessionStatus).toBe(status === 200 ? 'Completed' : 'Pending');
    expect(Boolean(session!.endedAt)).toBe(status === 200);
  });

  it('marks the session Completed with its outcome and tells the client; a second end is 409', async () => {
    const id = await newSession(-45);
    const { body } = await api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'EndedEarly' }).expect(200);
    expect(body).toMatchObject({ sessionStatus: 'Completed', outcome: 'EndedEarly', joinState: 'ended' });
    expect(await SessionModel.findById(id).lean()).toMatchObject({ sessionStatus: 'Completed', outcome: 'EndedEarly', endedBy: ids.psychologist });
    const signals = await api().get(`/api/sessions/sessions/${id}/signals?after=-1`).set('authorization', auth.client).expect(200);
    expect(signals.body.signals.map((s: { kind: string }) => s.kind)).toContain('ended');
    const again = await api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Completed' }).expect(409);
    expect(again.body.detail).toBe('This session has already ended.');
    expect((await SessionModel.findById(id).lean())!.outcome).toBe('EndedEarly');
    await api().post(`/api/sessions/sessions/${id}/token`).set('authorization', auth.client).expect(409);
  });

  it('lets exactly one of many concurrent ends win', async () => {
    const id = await newSession(-45);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Completed' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await SessionEndingModel.countDocuments({ _id: id })).toBe(1);
    // One charge-after-session job, due now, however many ends were tried.
    const jobs = (await JobModel.find({ kind: CHARGE_SESSION_JOB }).lean()).filter((job) => job.payload.sessionId === id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].runAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('makes an ended session due for its charge before the booked end (booking charges it once)', async () => {
    const id = await newSession(-10); // booked end 40 minutes from now
    expect(await chargeSession(id, 1)).toBe('not-due');
    await api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'EndedEarly' }).expect(200);
    // No fee on this test session (no quote): due now, nothing to take, marked so.
    expect(await chargeSession(id, 1)).toBe('not-required');
    expect((await SessionModel.findById(id).lean())!.paymentStatus).toBe('NotRequired');
  });

  it('refuses an unknown outcome with 422 and ends nothing', async () => {
    const id = await newSession(-45);
    const { body } = await api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Great' }).expect(422);
    expect(Object.keys(body.fields)).toContain('outcome');
    expect((await SessionModel.findById(id).lean())!.sessionStatus).toBe('Pending');
  });

  it.each<[Caller, number]>([['psychologist', 204], ['client', 403], ...OUTSIDERS])('PUT /sessions/{id}/update-session-type as %s → %i', async (caller, status) => {
    const id = await newSession(-45);
    expect((await as(caller, api().put(`/api/sessions/sessions/${id}/update-session-type`)).send({ sessionTypeId: 1, reasonId: 1 })).status).toBe(status);
    expect((await SessionModel.findById(id).lean())!.sessionType).toBe(status === 204 ? 'Medicare' : 'Private');
  });

  it.each([
    ['a reason of another type', { sessionTypeId: 1, reasonId: 10 }, 'reasonId'],
    ['an unknown session type', { sessionTypeId: 99, reasonId: 1 }, 'sessionTypeId'],
    ['"Other" without words', { sessionTypeId: 1, reasonId: 4 }, 'reasonOther'],
  ])('refuses %s with 422, changing nothing', async (_name, body, field) => {
    const id = await newSession(-45);
    const response = await api().put(`/api/sessions/sessions/${id}/update-session-type`).set('authorization', auth.psychologist).send(body).expect(422);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect((await SessionModel.findById(id).lean())!.sessionTypeReport).toBeUndefined();
  });

  it('stores the reason with the new type', async () => {
    const id = await newSession(-45);
    await api().put(`/api/sessions/sessions/${id}/update-session-type`).set('authorization', auth.psychologist).send({ sessionTypeId: 1, reasonId: 4, reasonOther: 'Referral arrived today' }).expect(204);
    expect((await SessionModel.findById(id).lean())!.sessionTypeReport).toMatchObject({ sessionTypeId: 1, reasonId: 4, reasonOther: 'Referral arrived today', reportedBy: ids.psychologist });
  });

  async function endedSession() {
    const id = await newSession(-45);
    await api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Completed' }).expect(200);
    return id;
  }

  it.each<[Caller, number]>([['client', 201], ['psychologist', 403], ...OUTSIDERS])('POST /sessions/{id}/review as %s → %i', async (caller, status) => {
    const id = await endedSession();
    expect((await as(caller, api().post(`/api/sessions/sessions/${id}/review`)).send({ rating: 5, comment: 'Thank you' })).status).toBe(status);
    expect(await SessionReviewModel.countDocuments({ _id: id })).toBe(status === 201 ? 1 : 0);
  });

  it('stores one review per session: concurrent reviews, one wins', async () => {
    const id = await endedSession();
    const results = await Promise.all([1, 2, 3, 4].map((rating) => api().post(`/api/sessions/sessions/${id}/review`).set('authorization', auth.client).send({ rating })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await SessionReviewModel.countDocuments({ _id: id })).toBe(1);
    const room = await api().get(`/api/sessions/sessions/${id}/room`).set('authorization', auth.client).expect(200);
    expect(room.body.reviewed).toBe(true);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a comment over 2000 characters', { rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
  ])('refuses %s with 422, storing nothing', async (_name, body, field) => {
    const id = await endedSession();
    const response = await api().post(`/api/sessions/sessions/${id}/review`).set('authorization', auth.client).send(body).expect(422);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await SessionReviewModel.countDocuments({ _id: id })).toBe(0);
  });

  it('refuses a review before the session has ended (409)', async () => {
    const id = await newSession(-10);
    const { body } = await api().post(`/api/sessions/sessions/${id}/review`).set('authorization', auth.client).send({ rating: 4 }).expect(409);
    expect(body.detail).toBe('You can review a session once it has ended.');
    expect(await SessionReviewModel.countDocuments({ _id: id })).toBe(0);
  });

  it.each<[Caller, number]>([['client', 204], ['psychologist', 403], ...OUTSIDERS])('POST /sessions/{id}/questionnaire as %s → %i', async (caller, status) => {
    const id = await endedSession();
    expect((await as(caller, api().post(`/api/sessions/sessions/${id}/questionnaire`)).send({ answers: [{ questionId: 'felt-heard', answer: 4 }] })).status).toBe(status);
    expect(await SessionQuestionnaireModel.countDocuments({ _id: id })).toBe(status === 204 ? 1 : 0);
  });
});

describe("the psychologist's day and the current session", () => {
  it.each<[Caller, number]>([['psychologist', 200], ['client', 403], ['gp', 403], ['anonymous', 401]])('GET /sessions/psychologists/current as %s → %i', async (caller, status) => {
    expect((await as(caller, api().get('/api/sessions/sessions/psychologists/current'))).status).toBe(status);
  });

  it.each<[Caller, number]>([['psychologist', 200], ['client', 403], ['gp', 403], ['anonymous', 401]])('GET /sessions/psychologist/stats as %s → %i', async (caller, status) => {
    expect((await as(caller, api().get('/api/sessions/sessions/psychologist/stats'))).status).toBe(status);
  });

  it("lists only this psychologist's sessions of today, with the open one current; stats count from real data", async () => {
    const before = (await api().get('/api/sessions/sessions/psychologist/stats?timezoneId=UTC').set('authorization', auth['other psychologist']).expect(200)).body;
    const _id = randomUUID();
    const startsAt = new Date(Date.now() + 5 * MINUTE);
    await SessionModel.create({
      _id, patientId: ids['third client'], psychologistId: ids['other psychologist'],
      sessionParticipants: [{ userId: ids['third client'], userType: 'client', isLeadParticipant: true }],
      startsAt, endsAt: new Date(startsAt.getTime() + 50 * MINUTE), timezoneId: 'UTC', sessionDurationTypeId: '2', durationMinutes: 50,
      therapyTypeId: '1', sessionType: 'Private', sessionStatus: 'Pending', paymentStatus: 'NotDue', createdAt: new Date(),
    });
    const { body } = await api().get('/api/sessions/sessions/psychologists/current?timezoneId=UTC').set('authorization', auth['other psychologist']).expect(200);
    const mine = body.sessions.find((s: { sessionId: string }) => s.sessionId === _id);
    // A session 5 minutes from now is today in UTC unless the test runs at 23:55.
    if (startsAt.getUTCDate() === new Date().getUTCDate()) {
      expect(mine).toMatchObject({ counterpartName: 'Sam Other', joinState: 'open' });
      expect(body.currentSessionId).toBeDefined();
    }
    expect(body.sessions.every((s: { counterpartName: string }) => s.counterpartName === 'Sam Other')).toBe(true);
    const after = (await api().get('/api/sessions/sessions/psychologist/stats?timezoneId=UTC').set('authorization', auth['other psychologist']).expect(200)).body;
    expect(after.upcomingSessions).toBe(before.upcomingSessions + 1);
  });

  it("says which open rooms have their client waiting (and nothing for a room not yet open)", async () => {
    const open = await newSession(5);
    const later = await newSession(90);
    await api().put(`/api/sessions/sessions/${open}/presence`).set('authorization', auth.client).send({ place: 'waiting' }).expect(204);
    const { body } = await api().get('/api/sessions/sessions/psychologists/current?timezoneId=UTC').set('authorization', auth.psychologist).expect(200);
    const byId = new Map(body.sessions.map((s: { sessionId: string }) => [s.sessionId, s]));
    // Both start today in UTC unless the test runs in the last 90 minutes of the day.
    if (byId.has(open)) expect(byId.get(open)).toMatchObject({ joinState: 'open', counterpartPlace: 'waiting', counterpartName: 'Alex Client' });
    if (byId.has(later)) expect((byId.get(later) as { counterpartPlace?: string }).counterpartPlace).toBeUndefined();
  });

  it('refuses an unknown time zone with 422', async () => {
    const { body } = await api().get('/api/sessions/sessions/psychologists/current?timezoneId=Mars/Base').set('authorization', auth.psychologist).expect(422);
    expect(body.fields).toHaveProperty('timezoneId');
  });

  it.each<[Caller, number]>([['client', 200], ['psychologist', 200], ['gp', 403], ['anonymous', 401]])('GET /current-session as %s → %i', async (caller, status) => {
    expect((await as(caller, api().get('/api/sessions/current-session'))).status).toBe(status);
  });

  it("picks the third client's open session for them, and nothing for someone without sessions", async () => {
    const { body } = await api().get('/api/sessions/current-session').set('authorization', auth['third client']).expect(200);
    expect(body.session).toMatchObject({ counterpartName: 'Kim Else', joinState: 'open' });
  });
});

describe('network test (anonymous, capped)', () => {
  it('answers a ping and the bytes asked for', async () => {
    await api().get('/api/sessions/network-test/ping').expect(200);
    const download = await api().get('/api/sessions/network-test/download?bytes=1000').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect((download.body as Buffer).length).toBe(1000);
    const upload = await api().post('/api/sessions/network-test/upload').set('content-type', 'application/octet-stream').send(Buffer.alloc(5000)).expect(200);
    expect(upload.body.receivedBytes).toBe(5000);
  });

  it.each(['0', '3000000', 'abc'])('refuses bytes=%s with 422', async (bytes) => {
    const { body } = await api().get(`/api/sessions/network-test/download?bytes=${bytes}`).expect(422);
    expect(body.fields).toHaveProperty('bytes');
  });

  it('refuses an upload over 2 MB with 413', async () => {
    await api().post('/api/sessions/network-test/upload').set('content-type', 'application/octet-stream').send(Buffer.alloc(2 * 1024 * 1024 + 1)).expect(413);
  });
});

describe('GET /session-type-options (public taxonomy)', () => {
  it('lists the session types the reasons belong to', async () => {
    const { body } = await api().get('/api/sessions/session-type-options').expect(200);
    expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ sessionTypeId: 1, name: 'Medicare' })]));
  });
});
