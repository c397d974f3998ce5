import { randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { Dass21ResultModel } from '../../dass21/records/dass21-result.model';
import { PatientFileModel } from '../../files/records/patient-file.model';
import { ConversationModel } from '../../messaging/records/conversation.model';
import { MessageModel } from '../../messaging/records/message.model';
import { SessionPaymentModel } from '../../payments/charges/session-payment.model';
import { CaseNoteShareModel } from '../../practice/case-notes/case-note-extras.model';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../../practice/practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
let steppedUp: { id: string; headers: Record<string, string> };
let notSteppedUp: Record<string, string>;
let sessionId: string;
let otherSessionId: string;
const MESSAGE = `See you Tuesday ${randomUUID()}`;
const OTHER_MESSAGE = `Another client's words ${randomUUID()}`;
const FILE_BYTES = Buffer.from('%PDF-1.4 care plan of the client');
const fileId = `f-${randomUUID()}`;

/** Supertest keeps a binary answer as a Buffer with this parser. */
const binary = (res: NodeJS.ReadableStream & { setEncoding: (e: string) => void }, done: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const exportOf = (accountId: string, body: object, headers: Record<string, string> = steppedUp.headers) =>
  api().post(`/api/users/admin/accounts/${encodeURIComponent(accountId)}/data-export`).set(headers).send(body).buffer(true).parse(binary as never);
const exportEvents = () => AuditEventModel.find({ action: 'export', recordKind: 'account' }).lean();
const json = (entries: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(entries[name]));

async function conversationBetween(clientId: string, psychologistId: string, text: string): Promise<string> {
  const _id = `c-${randomUUID()}`;
  await ConversationModel.create({
    _id,
    pairKey: `${clientId}|${psychologistId}`,
    clientUserId: clientId,
    psychologistUserId: psychologistId,
    participants: [
      { participantId: randomUUID(), participantUserId: clientId, participantUserType: 'client', participantFirstName: 'Casey', participantLastName: 'Client' },
      { participantId: randomUUID(), participantUserId: psychologistId, participantUserType: 'psychologist', participantFirstName: 'Jordan', participantLastName: 'Ng' },
    ],
    createdAt: new Date(),
  });
  await MessageModel.create({ _id: `${_id}:0`, messageId: randomUUID(), conversationId: _id, seq: 0, bucket: 0, messageText: text, sentByParticipantId: 'p', sentByUserId: clientId, sentOn: new Date(), messageType: 'Conversation' });
  return _id;
}

const payment = (patientId: string, session: string, amountCents: number) =>
  SessionPaymentModel.create({ _id: `${session}#1`, sessionId: session, patientId, attempt: 1, purpose: 'session', amountCents, status: 'Succeeded', clientSecret: 'pi_secret_never_exported', createdAt: new Date(), updatedAt: new Date() });
const dass21 = (patientId: string, stress: number) =>
  Dass21ResultModel.create({ _id: randomUUID(), patientId, answers: Array(21).fill(1), scores: { depression: 14, anxiety: 14, stress }, bands: { depression: 'Moderate', anxiety: 'Severe', stress: 'Mild' }, flagged: false, flagReasons: [], takenAt: new Date() });

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  const { client, psychologist } = people.ids;
  const other = people.ids['other client'];
  sessionId = await sessionBetween(client, psychologist);
  otherSessionId = await sessionBetween(other, psychologist);
  await payment(client, sessionId, 9000);
  await payment(other, otherSessionId, 7777);
  await conversationBetween(client, psychologist, MESSAGE);
  await conversationBetween(other, psychologist, OTHER_MESSAGE);
  await dass21(client, 19);
  await dass21(other, 33);
  await CaseNoteShareModel.create({ _id: `n-${randomUUID()}`, sessionId, patientId: client, psychologistId: psychologist, sharedText: 'Practise the breathing exercise daily.', sharedAt: new Date() });
  await fileStore().put(`key-${fileId}`, FILE_BYTES, { contentType: 'application/pdf', fileName: 'care-plan.pdf' });
  await PatientFileModel.create({ _id: fileId, patientId: client, kind: 'MentalHealthCarePlan', uploadedBy: client, uploadedByType: 'client', fileName: 'care-plan.pdf', contentType: 'application/pdf', sizeBytes: FILE_BYTES.length, storageKey: `key-${fileId}`, createdAt: new Date() });
  await PatientFileModel.create({ _id: `f-${randomUUID()}`, patientId: client, kind: 'Private', psychologistId: psychologist, uploadedBy: psychologist, uploadedByType: 'psychologist', fileName: 'private.pdf', contentType: 'application/pdf', sizeBytes: 3, storageKey: `key-private-${randomUUID()}`, createdAt: new Date() });

  const admin = await createEnrolledAdministrator();
  const authorization = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, authorization, admin.totpSecret);
  steppedUp = { id: admin.account._id, headers: { authorization } };
  const second = await createEnrolledAdministrator();
  notSteppedUp = { authorization: `Bearer ${(await signIn(server.url, second.email, TEST_PASSWORD, { totpSecret: second.totpSecret })).access_token}` };
});

describe('a data export', () => {
  it('refuses a missing reason with 422 naming it, and records nothing', async () => {
    const response = await api().post(`/api/users/admin/accounts/${people.ids.client}/data-export`).set(steppedUp.headers).send({ reason: '   ' }).expect(422);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Object.keys(response.body.fields)).toEqual(['reason']);
    expect(await exportEvents()).toEqual([]);
  });

  it('needs a fresh authenticator code (step-up): 403 saying so, nothing recorded', async () => {
    const response = await api().post(`/api/users/admin/accounts/${people.ids.client}/data-export`).set(notSteppedUp).send({ reason: 'Access request AR-1' }).expect(403);
    expect(response.body.detail).toBe(STEP_UP_REQUIRED);
    expect(await exportEvents()).toEqual([]);
  });

  it.each<PracticePerson>(['client', 'psychologist', 'gp', 'administrator'])('refuses a %s (403): not an administrator, or no fresh code', async (person) => {
    await api().post(`/api/users/admin/accounts/${people.ids.client}/data-export`).set(people.headers[person]).send({ reason: 'Access request AR-1' }).expect(403);
    expect(await exportEvents()).toEqual([]);
  });

  it('answers 404 for an unknown account, recording nothing', async () => {
    await api().post('/api/users/admin/accounts/no-such-account/data-export').set(steppedUp.headers).send({ reason: 'Access request AR-1' }).expect(404);
    expect(await exportEvents()).toEqual([]);
  });

  it("zips the client's profile, sessions, payments, messages, DASS-21 results, shared notes and files — nobody else's — and records the export", async () => {
    const response = await exportOf(people.ids.client, { reason: 'Privacy Act access request AR-12' }).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="harbour-data-\\d{4}-\\d{2}-\\d{2}-${people.ids.client}\\.zip"$`));
    const entries = unzipSync(new Uint8Array(response.body as Buffer));
    expect(Object.keys(entries).sort()).toEqual(['case-notes.json', 'dass21.json', 'files.json', `files/${fileId}-care-plan.pdf`, 'messages.json', 'payments.json', 'profile.json', 'sessions.json']);

    const email = (await AccountModel.findById(people.ids.client).lean())!.email;
    const profile = json(entries, 'profile.json');
    expect(profile.account).toMatchObject({ accountId: people.ids.client, userType: 'client', email, standing: 'approved' });
    expect(profile.profile).toMatchObject({ _id: people.ids.client, firstName: expect.any(String) });
    expect(strFromU8(entries['profile.json'])).not.toContain('passwordHash');

    expect(json(entries, 'sessions.json').map((s: { _id: string }) => s._id)).toEqual([sessionId]);
    const payments = json(entries, 'payments.json');
    expect(payments.charges).toEqual([expect.objectContaining({ sessionId, amountCents: 9000, status: 'Succeeded' })]);
    expect(payments.refunds).toEqual([]);
    expect(payments.receipts).toEqual([expect.objectContaining({ sessionId })]);
    expect(strFromU8(entries['payments.json'])).not.toContain('pi_secret_never_exported');

    const conversations = json(entries, 'messages.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0].messages.map((m: { messageText: string }) => m.messageText)).toEqual([MESSAGE]);
    expect(json(entries, 'dass21.json')).toEqual([expect.objectContaining({ patientId: people.ids.client, scores: { depression: 14, anxiety: 14, stress: 19 } })]);
    expect(json(entries, 'case-notes.json')).toEqual([expect.objectContaining({ sessionId, sharedText: 'Practise the breathing exercise daily.' })]);
    expect(json(entries, 'files.json')).toEqual([expect.objectContaining({ fileId, fileName: 'care-plan.pdf', path: `files/${fileId}-care-plan.pdf` })]);
    expect(Buffer.from(entries[`files/${fileId}-care-plan.pdf`])).toEqual(FILE_BYTES);

    const everything = Object.values(entries).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    for (const foreign of [OTHER_MESSAGE, otherSessionId, people.ids['other client'], '"amountCents": 7777', 'private.pdf']) expect(everything).not.toContain(foreign);

    expect(await exportEvents()).toEqual([
      expect.objectContaining({ actorId: steppedUp.id, actorType: 'administrator', patientId: people.ids.client, recordId: people.ids.client, detail: 'data export: Privacy Act access request AR-12' }),
    ]);
    const trail = await api().get(`/api/users/admin/audit-events?patient=${people.ids.client}`).set(steppedUp.headers).expect(200);
    expect(trail.body.events).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'export', recordKind: 'account', detail: 'data export: Privacy Act access request AR-12' })]));
  });
});

describe('finding an account by email', () => {
  const lookUp = (email: string, headers: Record<string, string> = notSteppedUp) => api().get('/api/users/admin/accounts').query({ email }).set(headers);
  const lookups = () => AuditEventModel.find({ action: 'search', recordKind: 'account' }).lean();

  it('shows the metadata of the account, never clinical content, and records the lookup', async () => {
    const email = (await AccountModel.findById(people.ids.client).lean())!.email;
    const { body } = await lookUp(email.toUpperCase()).expect(200);
    expect(body).toEqual({ accountId: people.ids.client, userType: 'client', firstName: expect.any(String), lastName: expect.any(String), email, verified: true, standing: 'approved', createdAt: expect.any(String) });
    expect(await lookups()).toEqual(expect.arrayContaining([expect.objectContaining({ recordId: people.ids.client, patientId: people.ids.client, detail: `${email}: found` })]));
  });

  it('answers 404 problem+json when no account has the address, and records the lookup', async () => {
    const response = await lookUp('nobody-here@example.test').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(await lookups()).toEqual(expect.arrayContaining([expect.objectContaining({ recordId: '-', detail: 'nobody-here@example.test: not found' })]));
  });

  it('refuses a malformed address with 422 naming the field, recording nothing', async () => {
    const before = (await lookups()).length;
    const response = await lookUp('not an email').expect(422);
    expect(Object.keys(response.body.fields)).toEqual(['email']);
    expect(await lookups()).toHaveLength(before);
  });

  // An administrator without the second factor: api/src/auth/administrator-access-matrix.int.test.ts.
  it.each<PracticePerson>(['anonymous', 'client', 'psychologist', 'gp'])('refuses a %s (401/403)', async (person) => {
    const response = await lookUp('nobody-here@example.test', people.headers[person]);
    expect([401, 403]).toContain(response.status);
  });
});
