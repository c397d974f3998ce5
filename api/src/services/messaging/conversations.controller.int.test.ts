import request from 'supertest';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { bookSession, conversationBody, makePerson, type Person } from '../../test-support/messaging-people';
import { openEventStream } from '../../test-support/event-stream';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { PsychologistProfileModel } from '../accounts/profiles/psychologist-profile.model';
import { asParticipant } from './conversation-access';
import { CREATE_REFUSALS } from './create-conversation';
import { sendDueNotices } from './notices/unread-notices';
import { ConversationBlockModel } from './records/conversation-block.model';
import { ConversationModel } from './records/conversation.model';
import { MessageModel } from './records/message.model';
import { ParticipantMarkModel } from './records/participant-mark.model';
import { appendMessage } from './send-message';
import { SEND_REFUSALS } from './send-permission';
import { applyForget } from '../../lib/cache/fleet-cache';
import { AccountModel } from '../identity/accounts/account.model';
import { suspendAccount } from '../identity';
import { randomUUID } from 'node:crypto';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
const base = '/api/messaging';

let client: Person;
let psychologist: Person;
let otherClient: Person;
let otherPsychologist: Person;
let unapproved: Person;
let gp: Person;
let conversationId: string;

beforeAll(async () => {
  [client, psychologist, otherClient, otherPsychologist, unapproved, gp] = await Promise.all([
    makePerson(server.url, 'client', 'Alex'),
    makePerson(server.url, 'psychologist', 'Sam'),
    makePerson(server.url, 'client', 'Other'),
    makePerson(server.url, 'psychologist', 'Another'),
    makePerson(server.url, 'unapproved psychologist'),
    makePerson(server.url, 'gp'),
  ]);
  await bookSession(client.id, psychologist.id, -14);
  await bookSession(otherClient.id, otherPsychologist.id, -3);
  await api().post(`${base}/messaging/terms/accept`).set('authorization', client.authorization).expect(200);
  const created = await api().post(`${base}/conversations`).set('authorization', client.authorization).send(conversationBody(client, psychologist)).expect(201);
  conversationId = created.body.conversationId;
  await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 'Hello Sam' }).expect(201);
}, 60000);

type Who = 'anonymous' | 'client (participant)' | 'psychologist (participant)' | 'other client' | 'other psychologist' | 'unapproved psychologist' | 'gp';
const as = (who: Who) =>
  ({
    anonymous: undefined,
    'client (participant)': client,
    'psychologist (participant)': psychologist,
    'other client': otherClient,
    'other psychologist': otherPsychologist,
    'unapproved psychologist': unapproved,
    gp,
  })[who];

const OUTSIDERS: [Who, number][] = [
  ['anonymous', 401],
  ['other client', 404],
  ['other psychologist', 404],
  ['unapproved psychologist', 403],
  ['gp', 403],
];

async function recordCounts() {
  return {
    messages: await MessageModel.countDocuments({ conversationId }),
    marks: await ParticipantMarkModel.countDocuments({ conversationId }),
    blocks: await ConversationBlockModel.countDocuments({ _id: conversationId }),
  };
}

describe('access matrix: only the two participants can touch a conversation', () => {
  const operations: [string, (who: Person | undefined) => request.Test][] = [
    ['list the conversations', (who) => withAuth(api().get(`${base}/conversations/users/${client.id}/conversations`), who)],
    ['read messages', (who) => withAuth(api().get(`${base}/conversations/${conversationId}/messages`), who)],
    ['send a message', (who) => withAuth(api().post(`${base}/conversations/${conversationId}/messages`).send({ message: 'intrusion' }), who)],
    ['block', (who) => withAuth(api().post(`${base}/conversations/${conversationId}/block`).send({}), who)],
    ['mark read', (who) => withAuth(api().post(`${base}/conversations/${conversationId}/read`).send({}), who)],
    ['mark displayed', (who) => withAuth(api().post(`${base}/conversations/${conversationId}/notifications/displayed`).send({}), who)],
  ];
  const cases = operations.flatMap(([name, call]) => OUTSIDERS.map(([who, status]) => [name, who, status, call] as const));

  it.each(cases)('%s as %s → %i, nothing written', async (_name, who, status, call) => {
    const before = await recordCounts();
    const response = await call(as(who));
    expect(response.status).toBe(status);
    expect(response.body.messages).toBeUndefined();
    expect(response.body.conversations).toBeUndefined();
    expect(await recordCounts()).toEqual(before);
  });

  it('the participants can read; the client cannot block', async () => {
    for (const who of [client, psychologist]) {
      const { body } = await api().get(`${base}/conversations/${conversationId}/messages`).set('authorization', who.authorization).expect(200);
      expect(body.messages.map((m: { messageText: string }) => m.messageText)).toEqual(['Hello Sam']);
    }
    const before = await recordCounts();
    const refused = await api().post(`${base}/conversations/${conversationId}/block`).set('authorization', client.authorization).send({}).expect(403);
    expect(refused.body.detail).toBe('Only the psychologist can block or unblock in a conversation.');
    expect(await recordCounts()).toEqual(before);
  });

  it("someone else's conversation list is 404, your own is 200", async () => {
    await api().get(`${base}/conversations/users/${client.id}/conversations`).set('authorization', psychologist.authorization).expect(404);
    const { body } = await api().get(`${base}/conversations/users/${psychologist.id}/conversations`).set('authorization', psychologist.authorization).expect(200);
    expect(body.conversations.map((c: { conversationId: string }) => c.conversationId)).toEqual([conversationId]);
  });
});

function withAuth(test: request.Test, who: Person | undefined): request.Test {
  return who ? test.set('authorization', who.authorization) : test;
}

describe('who may message (spec §6)', () => {
  it('a client with no session in the last 6 months is refused, and does not see messaging', async () => {
    const lonely = await makePerson(server.url, 'client');
    await bookSession(lonely.id, psychologist.id, -240); // 8 months ago
    const before = await ConversationModel.countDocuments();
    const refused = await api().post(`${base}/conversations`).set('authorization', lonely.authorization).send(conversationBody(lonely, psychologist)).expect(403);
    expect(refused.body.detail).toBe(CREATE_REFUSALS.client);
    expect(await ConversationModel.countDocuments()).toBe(before);
    const { body } = await api().get(`${base}/conversations/messaging-statuses`).set('authorization', lonely.authorization).expect(200);
    expect(body).toMatchObject({ messagingVisible: false, counterparts: [] });
  });

  it('the eligible client sees messaging and their psychologist; a psychologist always sees it; a GP never', async () => {
    const forClient = await api().get(`${base}/conversations/messaging-statuses`).set('authorization', client.authorization).expect(200);
    expect(forClient.body).toMatchObject({ messagingVisible: true, termsAccepted: true, counterparts: [{ userId: psychologist.id, firstName: 'Sam', messagingEnabled: true }] });
    const forPsychologist = await api().get(`${base}/conversations/messaging-statuses`).set('authorization', psychologist.authorization).expect(200);
    expect(forPsychologist.body).toMatchObject({ messagingVisible: true, messagingEnabled: true, counterparts: [{ userId: client.id, firstName: 'Alex' }] });
    const forGp = await api().get(`${base}/conversations/messaging-statuses`).set('authorization', gp.authorization).expect(200);
    expect(forGp.body).toMatchObject({ messagingVisible: false });
  });

  it('a psychologist cannot open a chat with a client who has no session with them', async () => {
    const refused = await api().post(`${base}/conversations`).set('authorization', psychologist.authorization).send(conversationBody(otherClient, psychologist)).expect(403);
    expect(refused.body.detail).toBe(CREATE_REFUSALS.psychologist);
  });

  it('a psychologist who switches messaging off is no longer messageable', async () => {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    await bookSession(c.id, p.id, 2, 'Pending'); // an upcoming session counts
    await api().post(`${base}/messaging/terms/accept`).set('authorization', c.authorization).expect(200);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', c.authorization).send(conversationBody(c, p)).expect(201);
    const off = await api().put(`${base}/messaging/availability`).set('authorization', p.authorization).send({ messagingEnabled: false }).expect(200);
    expect(off.body).toEqual({ userId: p.id, userType: 'psychologist', messagingEnabled: false });
    const refused = await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'hi' }).expect(403);
    expect(refused.body.detail).toBe(SEND_REFUSALS.psychologistOff);
    expect(await MessageModel.countDocuments({ conversationId: created.conversationId })).toBe(0);
    const statuses = await api().get(`${base}/conversations/messaging-statuses`).set('authorization', c.authorization).expect(200);
    expect(statuses.body.messagingVisible).toBe(false);
    await api().post(`${base}/messaging/availability`).set('authorization', p.authorization).send({ messagingEnabled: true }).expect(200);
    await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'hi' }).expect(201);
  });

  it('only approved psychologists set availability; only clients accept terms', async () => {
    await api().put(`${base}/messaging/availability`).set('authorization', client.authorization).send({ messagingEnabled: false }).expect(403);
    await api().put(`${base}/messaging/availability`).set('authorization', unapproved.authorization).send({ messagingEnabled: false }).expect(403);
    await api().put(`${base}/messaging/availability`).send({ messagingEnabled: false }).expect(401);
    const bad = await api().put(`${base}/messaging/availability`).set('authorization', psychologist.authorization).send({ messagingEnabled: 'maybe' }).expect(422);
    expect(bad.body.fields).toHaveProperty('messagingEnabled');
    await api().post(`${base}/messaging/terms/accept`).set('authorization', psychologist.authorization).expect(403);
  });
});

describe('conversations', () => {
  it('two creates at the same moment make one conversation and both get its id', async () => {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    await bookSession(c.id, p.id);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => api().post(`${base}/conversations`).set('authorization', c.authorization).send(conversationBody(c, p))),
      ...Array.from({ length: 5 }, () => api().post(`${base}/conversations`).set('authorization', p.authorization).send(conversationBody(c, p))),
    ]);
    const ids = new Set(answers.map((a) => a.body.conversationId));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(await ConversationModel.countDocuments({ pairKey: `${c.id}|${p.id}` })).toBe(1);
  });

  it('refuses a list that does not include the caller, or two of a kind (422 naming participants)', async () => {
    const before = await ConversationModel.countDocuments();
    const notMe = await api().post(`${base}/conversations`).set('authorization', otherClient.authorization).send(conversationBody(client, psychologist)).expect(422);
    expect(notMe.body.fields).toEqual({ participants: 'must include you.' });
    const twoClients = {
      participants: [
        { participantUserId: client.id, participantUserType: 'client' },
        { participantUserId: otherClient.id, participantUserType: 'client' },
      ],
    };
    const same = await api().post(`${base}/conversations`).set('authorization', client.authorization).send(twoClients).expect(422);
    expect(same.body.fields.participants).toBe('the other participant must be a psychologist.');
    expect(await ConversationModel.countDocuments()).toBe(before);
  });
});

describe('messages', () => {
  it('text is stored as sent (markup is not interpreted), and bad text is 422 naming message, nothing written', async () => {
    const before = await MessageModel.countDocuments({ conversationId });
    for (const [message, problem] of [
      ['   ', 'Write a message before sending.'],
      ['x'.repeat(4001), 'A message can be at most 4000 characters.'],
    ]) {
      const refused = await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message }).expect(422);
      expect(refused.body.fields).toEqual({ message: problem });
    }
    await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 12 }).expect(422);
    expect(await MessageModel.countDocuments({ conversationId })).toBe(before);
    const { body } = await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: '<img src=x onerror=alert(1)>' }).expect(201);
    expect(body.messageText).toBe('<img src=x onerror=alert(1)>');
  });

  it('a retried send with the same clientMessageId is stored once', async () => {
    const send = () => api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', psychologist.authorization).send({ message: 'Once only', clientMessageId: 'queued-1' });
    const first = await send().expect(201);
    const again = await send().expect(200);
    expect(again.body.messageId).toBe(first.body.messageId);
    expect(await MessageModel.countDocuments({ conversationId, clientMessageId: 'queued-1' })).toBe(1);
  });

  it("someone else's participant id in the body is refused", async () => {
    const { body: list } = await api().get(`${base}/conversations/users/${client.id}/conversations`).set('authorization', client.authorization).expect(200);
    const theirs = list.conversations[0].participants.find((p: { participantUserId: string }) => p.participantUserId === psychologist.id).participantId;
    await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 'as them', sentByParticipantId: theirs }).expect(403);
  });

  it('unread counts, 100-character previews and read state derive from the messages', async () => {
    const long = 'L'.repeat(150);
    await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', psychologist.authorization).send({ message: long }).expect(201);
    const list = async (who: Person) => (await api().get(`${base}/conversations/users/${who.id}/conversations`).set('authorization', who.authorization).expect(200)).body.conversations[0];
    const seen = await list(client);
    expect(seen.lastMessageText).toBe(`${'L'.repeat(100)}...`);
    const mine = seen.participants.find((p: { participantUserId: string }) => p.participantUserId === client.id);
    expect(mine.unreadMessages).toBe(2); // 'Once only' and the long one
    const marked = await api().post(`${base}/conversations/${conversationId}/read`).set('authorization', client.authorization).send({ conversationId, participantId: mine.participantId }).expect(200);
    expect(marked.body).toMatchObject({ unreadMessages: 0, upToSeq: seen.lastMessageSeq });
    const after = await list(psychologist);
    const clientSide = after.participants.find((p: { participantUserId: string }) => p.participantUserId === client.id);
    expect(clientSide).toMatchObject({ unreadMessages: 0, readUpToSeq: seen.lastMessageSeq });
    // Marks only move forward: reading an earlier message again does not make later ones unread.
    await api().post(`${base}/conversations/${conversationId}/read`).set('authorization', client.authorization).send({ upToSeq: 0 }).expect(200);
    expect((await list(client)).participants.find((p: { participantUserId: string }) => p.participantUserId === client.id).unreadMessages).toBe(0);
  });

  it('250 messages make three pages of 100, 100 and 50; the newest page comes without page', async () => {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    await bookSession(c.id, p.id);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', p.authorization).send(conversationBody(c, p)).expect(201);
    const view = await asParticipant({ sub: p.id, userType: 'psychologist', isApproved: true }, created.conversationId);
    for (let batch = 0; batch < 250; batch += 25) await Promise.all(Array.from({ length: 25 }, (_, i) => appendMessage(view, { text: `m${batch + i}` })));
    const page = async (n?: number) =>
      (await api().get(`${base}/conversations/${created.conversationId}/messages`).query(n === undefined ? {} : { page: n }).set('authorization', c.authorization).expect(200)).body;
    const newest = await page();
    expect(newest).toMatchObject({ page: 2, lastPage: 2 });
    expect(newest.messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 200 + i));
    expect((await page(1)).messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    expect((await page(0)).messages).toHaveLength(100);
    expect((await page(3)).messages).toEqual([]);
    await api().get(`${base}/conversations/${created.conversationId}/messages`).query({ page: -1 }).set('authorization', c.authorization).expect(422);
  });
});

describe('block and unblock', () => {
  it('a blocked client can read but not send, and is told why; unblocking lets them send again', async () => {
    const blocked = await api().post(`${base}/conversations/${conversationId}/block`).set('authorization', psychologist.authorization).send({}).expect(200);
    expect(blocked.body.blockedParticipantId).toBeDefined();
    const before = await MessageModel.countDocuments({ conversationId });
    const refused = await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 'let me in' }).expect(403);
    expect(refused.body.detail).toBe(SEND_REFUSALS.blocked);
    expect(await MessageModel.countDocuments({ conversationId })).toBe(before);
    const { body: list } = await api().get(`${base}/conversations/users/${client.id}/conversations`).set('authorization', client.authorization).expect(200);
    expect(list.conversations[0].cannotSendReason).toBe(SEND_REFUSALS.blocked);
    await api().get(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).expect(200);
    await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', psychologist.authorization).send({ message: 'I can still write' }).expect(201);
    await api().post(`${base}/conversations/${conversationId}/unblock`).set('authorization', psychologist.authorization).send({}).expect(200);
    await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 'thanks' }).expect(201);
  });

  it('a client who has not accepted the terms cannot send, and is told to accept them', async () => {
    const c = await makePerson(server.url, 'client');
    await bookSession(c.id, psychologist.id);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', c.authorization).send(conversationBody(c, psychologist)).expect(201);
    const refused = await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'hi' }).expect(403);
    expect(refused.body.detail).toBe(SEND_REFUSALS.terms);
    const first = await api().post(`${base}/messaging/terms/accept`).set('authorization', c.authorization).expect(200);
    const second = await api().post(`${base}/messaging/terms/accept`).set('authorization', c.authorization).expect(200);
    expect(second.body.acceptedOn).toBe(first.body.acceptedOn);
    await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'hi' }).expect(201);
  });
});

describe('what a page read keeps in memory is forgotten on change', () => {
  /** A pair with a conversation of their own and one message in it. */
  async function freshConversation() {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    await bookSession(c.id, p.id);
    await api().post(`${base}/messaging/terms/accept`).set('authorization', c.authorization).expect(200);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', c.authorization).send(conversationBody(c, p)).expect(201);
    await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'first' }).expect(201);
    return { c, p, id: created.conversationId as string };
  }
  const newestTexts = async (id: string, who: Person) =>
    (await api().get(`${base}/conversations/${id}/messages`).set('authorization', who.authorization).expect(200)).body.messages.map((m: { messageText: string }) => m.messageText);

  it('the newest page: a send shows at once; a message another API process stored shows once its forget arrives', async () => {
    const { c, p, id } = await freshConversation();
    expect(await newestTexts(id, p)).toEqual(['first']);
    await api().post(`${base}/conversations/${id}/messages`).set('authorization', c.authorization).send({ message: 'second' }).expect(201);
    expect(await newestTexts(id, p)).toEqual(['first', 'second']);

    // Stored as another process stores it: through the database, then its forget over the cache bus.
    const [me] = (await ConversationModel.findById(id).lean())!.participants.filter((x) => x.participantUserId === c.id);
    await MessageModel.collection.insertOne({ _id: `${id}:2` as never, messageId: randomUUID(), conversationId: id, seq: 2, bucket: 0, messageText: 'third', sentByParticipantId: me.participantId, sentByUserId: c.id, sentOn: new Date(), messageType: 'Conversation' });
    expect(await newestTexts(id, p)).toEqual(['first', 'second']); // from memory: nothing said it changed
    applyForget({ origin: 'another API process', cache: 'message-heads', key: id });
    expect(await newestTexts(id, p)).toEqual(['first', 'second', 'third']);
  });

  it('closing the account: the next read with the same token is refused at once, nothing shown', async () => {
    const { c, id } = await freshConversation();
    expect(await newestTexts(id, c)).toEqual(['first']);
    await api().post('/api/users/profile/patient/close').set('authorization', c.authorization).send({ confirmEmail: c.email }).expect(200);
    const refused = await api().get(`${base}/conversations/${id}/messages`).set('authorization', c.authorization).expect(401);
    expect(refused.body.messages).toBeUndefined();
  });

  it('suspending the psychologist: the next read is refused at once', async () => {
    const { p, id } = await freshConversation();
    expect(await newestTexts(id, p)).toEqual(['first']);
    await suspendAccount(p.id);
    await api().get(`${base}/conversations/${id}/messages`).set('authorization', p.authorization).expect(401); // suspending also ends every session
  });

  it('an account changed by another API process: refused once its forget arrives', async () => {
    const { c, id } = await freshConversation();
    expect(await newestTexts(id, c)).toEqual(['first']);
    await AccountModel.collection.updateOne({ _id: c.id as never }, { $set: { sessionsEndedAt: new Date() } });
    expect(await newestTexts(id, c)).toEqual(['first']); // from memory: nothing said it changed
    applyForget({ origin: 'another API process', cache: 'account-standing', key: c.id });
    await api().get(`${base}/conversations/${id}/messages`).set('authorization', c.authorization).expect(401);
  });

  it('blocking: the client’s next send is refused at once, reading stays allowed (spec)', async () => {
    const { c, p, id } = await freshConversation();
    expect(await newestTexts(id, c)).toEqual(['first']);
    await api().post(`${base}/conversations/${id}/block`).set('authorization', p.authorization).send({}).expect(200);
    await api().post(`${base}/conversations/${id}/messages`).set('authorization', c.authorization).send({ message: 'let me in' }).expect(403);
    expect(await newestTexts(id, c)).toEqual(['first']);
  });
});

describe('real time', () => {
  it('the event stream needs a client or psychologist token and is never cached or transformed', async () => {
    expect((await fetch(`${server.url}${base}/events`)).status).toBe(401);
    expect((await fetch(`${server.url}${base}/events`, { headers: { authorization: gp.authorization } })).status).toBe(403);
    const stream = await openEventStream(`${server.url}${base}/events`, psychologist.authorization);
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      await stream.waitFor((e) => e.event === 'ready');
    } finally {
      stream.close();
    }
  });

  it("a message reaches both participants' streams and no one else's; a read receipt with the unread count reaches the sender", async () => {
    const forPsychologist = await openEventStream(`${server.url}${base}/events`, psychologist.authorization);
    const forClient = await openEventStream(`${server.url}${base}/events`, client.authorization);
    const outsider = await openEventStream(`${server.url}${base}/events`, otherClient.authorization);
    try {
      await Promise.all([forPsychologist, forClient, outsider].map((s) => s.waitFor((e) => e.event === 'ready')));
      const { body: sent } = await api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', client.authorization).send({ message: 'Are you there?' }).expect(201);
      const arrived = await forPsychologist.waitFor((e) => e.event === 'message' && (e.data as { message: { messageId: string } }).message.messageId === sent.messageId);
      expect(arrived.data).toMatchObject({ conversationId, message: { messageText: 'Are you there?', seq: sent.seq } });
      // The sender's other tabs hear of it too.
      await forClient.waitFor((e) => e.event === 'message' && (e.data as { message: { messageId: string } }).message.messageId === sent.messageId);
      await api().post(`${base}/conversations/${conversationId}/read`).set('authorization', psychologist.authorization).send({}).expect(200);
      const receipt = await forClient.waitFor((e) => e.event === 'read' && (e.data as { upToSeq: number }).upToSeq === sent.seq);
      expect(receipt.data).toMatchObject({ conversationId, unreadMessages: 0 });
      expect(outsider.events.filter((e) => e.event !== 'ready')).toEqual([]);
    } finally {
      [forPsychologist, forClient, outsider].forEach((s) => s.close());
    }
  });
});

describe('email notice of an unread message', () => {
  it('one email per waiting conversation after the delay, none when it was read', async () => {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    await bookSession(c.id, p.id);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', p.authorization).send(conversationBody(c, p)).expect(201);
    for (const message of ['one', 'two', 'three']) await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', p.authorization).send({ message }).expect(201);
    const later = new Date(Date.now() + server.config.messageNoticeDelaySeconds * 1000 + 1000);
    expect(await sendDueNotices(new Date())).toBe(0); // not yet due
    await sendDueNotices(later);
    const mails = await OutboxMessageModel.find({ to: c.email, kind: 'unread-message-notice' }).lean();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain('one'); // no message text in email
    expect(mails[0].text).toContain(`?inbox=${created.conversationId}`);
    // Read before the delay: no email.
    await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', p.authorization).send({ message: 'four' }).expect(201);
    await api().post(`${base}/conversations/${created.conversationId}/read`).set('authorization', c.authorization).send({}).expect(200);
    await sendDueNotices(new Date(later.getTime() + server.config.messageNoticeDelaySeconds * 1000 + 1000));
    expect(await OutboxMessageModel.countDocuments({ to: c.email, kind: 'unread-message-notice' })).toBe(1);
  });
  it.each([
    ['on (the default)', 1, undefined],
    ['off', 0, { bookingChanges: true, messageNotifications: false, newReferrals: true }],
  ])("a psychologist's message notifications %s (settings): %i email for an unread message", async (_name, emails, preferences) => {
    const [c, p] = await Promise.all([makePerson(server.url, 'client'), makePerson(server.url, 'psychologist')]);
    if (preferences) await PsychologistProfileModel.updateOne({ _id: p.id }, { $set: { notificationPreferences: preferences } });
    await bookSession(c.id, p.id);
    await api().post(`${base}/messaging/terms/accept`).set('authorization', c.authorization).expect(200);
    const { body: created } = await api().post(`${base}/conversations`).set('authorization', c.authorization).send(conversationBody(c, p)).expect(201);
    await api().post(`${base}/conversations/${created.conversationId}/messages`).set('authorization', c.authorization).send({ message: 'Hello' }).expect(201);
    await sendDueNotices(new Date(Date.now() + server.config.messageNoticeDelaySeconds * 1000 + 1000));
    expect(await OutboxMessageModel.countDocuments({ to: p.email, kind: 'unread-message-notice' })).toBe(emails);
  });
});
