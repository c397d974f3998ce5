import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookSession, conversationBody, makePerson, type Person } from '../../../test-support/messaging-people';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { AuditEventModel } from '../../audit/audit-event.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { MessageModel } from '../records/message.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
const base = '/api/messaging';
const SECRET = `panic attacks at work ${randomUUID()}`;

let client: Person;
let psychologist: Person;
let otherPsychologist: Person;
let clientWithoutMessages: Person;
let gp: Person;
let firstConversation: string;
let secondConversation: string;
/** An administrator who proved a fresh code in this sign-in (step-up), as the console asks before the read; and one who did not. */
let steppedUp: { id: string; authorization: string };
let notSteppedUp: string;

const send = (conversationId: string, who: Person, message: string) =>
  api().post(`${base}/conversations/${conversationId}/messages`).set('authorization', who.authorization).send({ message }).expect(201);

beforeAll(async () => {
  [client, psychologist, otherPsychologist, clientWithoutMessages, gp] = await Promise.all([
    makePerson(server.url, 'client', 'Alex'),
    makePerson(server.url, 'psychologist', 'Sam'),
    makePerson(server.url, 'psychologist', 'Kim'),
    makePerson(server.url, 'client', 'Quiet'),
    makePerson(server.url, 'gp'),
  ]);
  await bookSession(client.id, psychologist.id, -14);
  await bookSession(client.id, otherPsychologist.id, -7);
  await api().post(`${base}/messaging/terms/accept`).set('authorization', client.authorization).expect(200);
  firstConversation = (await api().post(`${base}/conversations`).set('authorization', client.authorization).send(conversationBody(client, psychologist)).expect(201)).body.conversationId;
  await send(firstConversation, client, `Hello Sam, ${SECRET}`);
  await send(firstConversation, psychologist, 'Thanks Alex, let us talk on Monday.');
  await send(firstConversation, client, 'See you then.');
  secondConversation = (await api().post(`${base}/conversations`).set('authorization', client.authorization).send(conversationBody(client, otherPsychologist)).expect(201)).body.conversationId;
  await send(secondConversation, client, 'Hello Kim.');
  // Stored out of order (the page's own query order is no promise): the read puts them back in seq order.
  const kim = (await MessageModel.findOne({ conversationId: secondConversation }).lean())!;
  for (const [seq, messageText] of [[2, 'Third to Kim.'], [1, 'Second to Kim.']] as const) {
    await MessageModel.create({ ...kim, _id: `${secondConversation}:${seq}`, messageId: randomUUID(), seq, messageText, sentOn: new Date(kim.sentOn.getTime() + seq * 1000) });
  }

  const admin = await createEnrolledAdministrator();
  const authorization = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, authorization, admin.totpSecret);
  steppedUp = { id: admin.account._id, authorization };
  const other = await createEnrolledAdministrator();
  notSteppedUp = `Bearer ${(await signIn(server.url, other.email, TEST_PASSWORD, { totpSecret: other.totpSecret })).access_token}`;
}, 60000);

type Caller = 'stepped-up administrator' | 'administrator without step-up' | 'anonymous' | 'client' | 'psychologist' | 'gp';
const authorizationOf = (caller: Caller) =>
  ({
    'stepped-up administrator': steppedUp.authorization,
    'administrator without step-up': notSteppedUp,
    anonymous: undefined,
    client: client.authorization,
    psychologist: psychologist.authorization,
    gp: gp.authorization,
  })[caller];

function breakGlass(patient: string, body: object, caller: Caller = 'stepped-up administrator') {
  const call = api().post(`/api/users/admin/patients/${encodeURIComponent(patient)}/break-glass/messages`);
  const authorization = authorizationOf(caller);
  return (authorization ? call.set('authorization', authorization) : call).send(body);
}

const breakGlassEvents = () => AuditEventModel.find({ action: 'break-glass' }).lean();
const breakGlassEmails = () => OutboxMessageModel.find({ kind: 'break-glass-read' }).lean();

describe('a break-glass read of a client’s messages', () => {
  it('refuses a missing, blank or too long reason with 422 naming it, reading and writing nothing', async () => {
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(1001) }]) {
      const response = await breakGlass(client.id, body).expect(422);
      expect(Object.keys(response.body.fields)).toEqual([expect.stringMatching(/reason$/)]);
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
    }
    expect((await breakGlass(client.id, { reason: '  ' })).body.fields).toEqual({ reason: 'Enter the reason: it is recorded and sent to the psychologists.' });
    expect((await breakGlass(client.id, { reason: 'x'.repeat(1001) })).body.fields).toEqual({ reason: 'Keep the reason to 1000 characters or fewer.' });
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('answers 404 for someone who is not a client, writing nothing', async () => {
    await breakGlass(psychologist.id, { reason: 'Complaint.' }).expect(404);
    const response = await breakGlass('nobody@example.test', { reason: 'Complaint.' }).expect(404);
    expect(response.body.detail).toBe("No client 'nobody@example.test'.");
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('is for administrators with a fresh authenticator code only: every other caller is refused and nothing is read or written', async () => {
    for (const [caller, status] of [
      ['anonymous', 401],
      ['client', 403],
      ['psychologist', 403],
      ['gp', 403],
      ['administrator without step-up', 403],
    ] as const) {
      const response = await breakGlass(client.id, { reason: 'Curious.' }, caller);
      expect({ caller, status: response.status }).toEqual({ caller, status });
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
      if (caller === 'administrator without step-up') expect(response.body.detail).toBe(STEP_UP_REQUIRED);
    }
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('shows every conversation with its messages oldest first, records each read with the reason, and tells each psychologist', async () => {
    const reason = 'Complaint about messages, ref C-31.';
    const { body } = await breakGlass(client.email, { reason }).expect(200);
    expect(body).toMatchObject({ patientId: client.id, patientName: 'Alex Tester' });
    expect(body.conversations.map((c: { conversationId: string }) => c.conversationId)).toEqual([firstConversation, secondConversation]);
    expect(body.conversations[0]).toMatchObject({ psychologistId: psychologist.id, psychologistName: 'Sam Tester' });
    expect(body.conversations[0].messages.map((m: { senderName: string; senderType: string; messageText: string }) => [m.senderName, m.senderType, m.messageText])).toEqual([
      ['Alex Tester', 'client', `Hello Sam, ${SECRET}`],
      ['Sam Tester', 'psychologist', 'Thanks Alex, let us talk on Monday.'],
      ['Alex Tester', 'client', 'See you then.'],
    ]);
    expect(body.conversations[1]).toMatchObject({ psychologistId: otherPsychologist.id, psychologistName: 'Kim Tester' });
    expect(body.conversations[1].messages.map((m: { messageText: string }) => m.messageText)).toEqual(['Hello Kim.', 'Second to Kim.', 'Third to Kim.']);

    const events = await breakGlassEvents();
    expect(events.map((e) => e.recordId).sort()).toEqual([firstConversation, secondConversation].sort());
    for (const event of events) {
      expect(event).toMatchObject({ actorId: steppedUp.id, actorType: 'administrator', patientId: client.id, recordKind: 'conversation', detail: `break-glass: ${reason}` });
    }
    const told = await breakGlassEmails();
    expect(told.map((m) => m.to).sort()).toEqual([psychologist.email, otherPsychologist.email].sort());
    const toSam = told.find((m) => m.to === psychologist.email)!;
    expect(toSam.subject).toBe('An administrator read your messages with a client');
    expect(toSam.text).toContain('read your secure messages with Alex Tester (3 messages)');
    expect(toSam.text).toContain(reason);
    expect(toSam.text).not.toContain(SECRET);
    expect(told.find((m) => m.to === otherPsychologist.email)!.text).toContain('(3 messages)');

    // The psychologist sees the read in their client's trail; the administrator's search shows the reason, never a message.
    const trail = await api().get(`/api/users/psychologist/patients/${client.id}/audit-trail`).set('authorization', psychologist.authorization).expect(200);
    expect(trail.body.events).toContainEqual(expect.objectContaining({ actorType: 'administrator', action: 'break-glass', recordKind: 'conversation', recordId: firstConversation }));
    const search = await api().get(`/api/users/admin/audit-events?patient=${client.id}`).set('authorization', steppedUp.authorization).expect(200);
    expect(search.body.events).toContainEqual(expect.objectContaining({ action: 'break-glass', recordKind: 'conversation', detail: `break-glass: ${reason}` }));
    expect(JSON.stringify(search.body)).not.toContain(SECRET);
  });

  it('records the read of a client without conversations too (one event for all), and emails no one', async () => {
    const emailsBefore = (await breakGlassEmails()).length;
    const { body } = await breakGlass(clientWithoutMessages.id, { reason: 'Safety concern.' }).expect(200);
    expect(body).toEqual({ patientId: clientWithoutMessages.id, patientName: 'Quiet Tester', conversations: [] });
    expect(await AuditEventModel.find({ action: 'break-glass', patientId: clientWithoutMessages.id }).lean()).toEqual([
      expect.objectContaining({ recordKind: 'conversation', recordId: '*', detail: 'break-glass: Safety concern.' }),
    ]);
    expect(await breakGlassEmails()).toHaveLength(emailsBefore);
  });
});
