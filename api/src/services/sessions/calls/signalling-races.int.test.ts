import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { SessionModel, type SessionRecord } from '../records/session.model';
import { CallSignalModel } from './call-records.model';
import { sessionRecord } from '../../../test-support/session-record';

/**
 * The signalling under load and as the room changes, on the real database: what a call in the
 * field meets (candidates posted all at once, an end racing the client's signals, a session
 * cancelled, ended, finished or moved while people are in its room).
 */
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

const ids = { client: '', psychologist: '' };
const auth = { client: '', psychologist: '' };
type Who = keyof typeof ids;

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  for (const who of ['client', 'psychologist'] as const) {
    const email = `${who}-${randomUUID()}@signalling.test`;
    ids[who] =
      who === 'client'
        ? await createUserWithProfile({ userType: 'client', email, passwordHash, profile: { firstName: 'Alex', lastName: 'Client' } })
        : await createUserWithProfile({ userType: 'psychologist', email, passwordHash, isApproved: true, profile: { firstName: 'Jo', lastName: 'Psych', providerNumber: '4024742F' } });
    auth[who] = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  }
});

const MINUTE = 60_000;
async function newSession(startsInMinutes: number, extra: Partial<SessionRecord> = {}): Promise<string> {
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + startsInMinutes * MINUTE);
  await SessionModel.create(sessionRecord(ids.client, ids.psychologist, startsAt, { _id, ...extra }));
  return _id;
}

const post = (who: Who, id: string, kind: string, payload = '{}') =>
  api().post(`/api/sessions/sessions/${id}/signals`).set('authorization', auth[who]).send({ kind, payload, connectionId: `${who}-connection` });
const read = (who: Who, id: string, after: number, wait = 0) => api().get(`/api/sessions/sessions/${id}/signals?after=${after}&wait=${wait}`).set('authorization', auth[who]);

/** Everything a reader gets by following its cursor until a read brings nothing new. */
async function drain(who: Who, id: string, from: number, seen: number[]) {
  let cursor = from;
  for (;;) {
    const { body } = await read(who, id, cursor).expect(200);
    if (body.signals.length === 0) return cursor;
    seen.push(...body.signals.map((s: { seq: number }) => s.seq));
    cursor = body.cursor;
  }
}

describe('signals posted all at once', () => {
  it('reach a reader that reads meanwhile exactly once each and in order: no number is skipped', async () => {
    const id = await newSession(0);
    const total = 24;
    const seen: number[] = [];
    let cursor = -1;
    let posting = true;
    // The offer and its candidates as a browser sends them when nothing orders them: all at once.
    const posts = Promise.all(Array.from({ length: total }, (_, i) => post('psychologist', id, i === 0 ? 'offer' : 'candidate', `{"i":${i}}`).expect(204))).finally(() => (posting = false));
    while (posting) {
      const { body } = await read('client', id, cursor, 1).expect(200);
      seen.push(...body.signals.map((s: { seq: number }) => s.seq));
      cursor = body.cursor;
    }
    await posts;
    await drain('client', id, cursor, seen);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it("delivers the psychologist's \"ended\" to the client even when it races the client's own signals", async () => {
    const id = await newSession(-30);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post('client', id, 'candidate').then((r) => r.status)),
      api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Completed' }).then((r) => r.status),
    ]);
    expect(answers.at(-1)).toBe(200);
    // Each client signal went in before the end (204) or was refused after it (409): never lost, never a 500.
    const clientAnswers = answers.slice(0, -1);
    expect(clientAnswers.every((status) => status === 204 || status === 409)).toBe(true);
    const { body } = await read('client', id, -1).expect(200);
    expect(body.joinState).toBe('ended');
    expect(body.signals.map((s: { kind: string }) => s.kind)).toEqual(['ended']);
    const stored = (await CallSignalModel.find({ sessionId: id }).lean()).map((s) => s.seq).sort((a, b) => a - b);
    expect(stored).toEqual(Array.from({ length: clientAnswers.filter((s) => s === 204).length + 1 }, (_, i) => i));
  });
});

describe('a room that shuts while people are in it', () => {
  // What the browser met in the field: its signals answered 409 over and over. Each change below
  // shuts the room; the answer says why in words, nothing is stored, and the other side's read
  // carries the room's state so its page can say so too.
  it.each<[string, (id: string) => Promise<unknown>, RegExp, string]>([
    ['cancelled', (id) => SessionModel.updateOne({ _id: id }, { $set: { sessionStatus: 'Cancelled', cancelledAt: new Date() } }), /^This session was cancelled\.$/, 'cancelled'],
    ['ended by the psychologist', (id) => api().post(`/api/sessions/sessions/${id}/end`).set('authorization', auth.psychologist).send({ outcome: 'Completed' }).expect(200), /ended this session/, 'ended'],
    [
      'moved to later today (rescheduled before its start)',
      // As a reschedule writes it: the start and end move, the room opens again 15 minutes before.
      (id) => SessionModel.updateOne({ _id: id }, { $set: { startsAt: new Date(Date.now() + 180 * MINUTE), endsAt: new Date(Date.now() + 230 * MINUTE) } }),
      /room opens at .* Please come back then\./,
      'early',
    ],
  ])('%s: the next signal is 409 with the reason, nothing is written, and the read says so', async (_name, change, detail, joinState) => {
    const id = await newSession(5);
    await post('client', id, 'hello').expect(204);
    await post('psychologist', id, 'hello').expect(204);
    await change(id);
    const before = await CallSignalModel.countDocuments({ sessionId: id, fromUserId: ids.client });
    const { body } = await post('client', id, 'candidate').expect(409);
    expect(body.detail).toMatch(detail);
    expect(await CallSignalModel.countDocuments({ sessionId: id, fromUserId: ids.client })).toBe(before);
    const page = await read('psychologist', id, -1).expect(200);
    expect(page.body.joinState).toBe(joinState);
  });

  it('a finished room refuses signals with 409 and stores none', async () => {
    const id = await newSession(-81);
    const { body } = await post('client', id, 'hello').expect(409);
    expect(body.detail).toBe('This session has finished; its room is closed.');
    expect(await CallSignalModel.countDocuments({ sessionId: id })).toBe(0);
  });
});
