import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const NOTE_WORDS = `Discussed the family situation ${randomUUID()}`;
let noteId: string;
let psychologistEmail: string;
/** An administrator who proved a fresh code in this sign-in (step-up), as the console asks before the read. */
let steppedUp: { id: string; headers: Record<string, string> };
const breakGlass = (patient: string, body: object, person: PracticePerson | 'stepped-up administrator' = 'stepped-up administrator') =>
  api()
    .post(`/api/users/admin/patients/${encodeURIComponent(patient)}/break-glass/case-notes`)
    .set(person === 'stepped-up administrator' ? steppedUp.headers : as(person))
    .send(body);

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  const sessionId = await sessionBetween(people.ids.client, people.ids.psychologist);
  const saved = await api()
    .post(`/api/sessions/sessions/${sessionId}/psychologist/case-notes`)
    .set(as('psychologist'))
    .send({ templateId: 'SOAP', sections: [{ key: 'subjective', text: NOTE_WORDS }], saveAs: 'saved' })
    .expect(201);
  noteId = saved.body.noteId;
  psychologistEmail = (await AccountModel.findById(people.ids.psychologist).lean())!.email;
  const admin = await createEnrolledAdministrator();
  const authorization = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, authorization, admin.totpSecret);
  steppedUp = { id: admin.account._id, headers: { authorization } };
});

const breakGlassEvents = () => AuditEventModel.find({ action: 'break-glass' }).lean();
const breakGlassEmails = () => OutboxMessageModel.find({ kind: 'break-glass-read' }).lean();

describe('a break-glass read', () => {
  it('refuses a missing reason with 422 naming it, reading and writing nothing', async () => {
    const response = await breakGlass(people.ids.client, { reason: '  ' }).expect(422);
    expect(response.body.fields).toEqual({ reason: 'Enter the reason: it is recorded and sent to the psychologists.' });
    expect(JSON.stringify(response.body)).not.toContain(NOTE_WORDS);
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('needs a fresh authenticator code (step-up): without one it is 403 and nothing is read or written', async () => {
    const response = await breakGlass(people.ids.client, { reason: 'Complaint.' }, 'administrator').expect(403);
    expect(response.body.detail).toBe(STEP_UP_REQUIRED);
    expect(JSON.stringify(response.body)).not.toContain(NOTE_WORDS);
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('answers 404 for someone who is not a client', async () => {
    await breakGlass(people.ids.psychologist, { reason: 'Complaint.' }).expect(404);
    await breakGlass('nobody@example.test', { reason: 'Complaint.' }).expect(404);
    expect(await breakGlassEvents()).toEqual([]);
  });

  it('shows the notes, records each read with the reason, and tells the psychologist', async () => {
    const email = (await AccountModel.findById(people.ids.client).lean())!.email;
    const { body } = await breakGlass(email, { reason: 'Complaint about session conduct, ref C-12.' }).expect(200);
    expect(body).toMatchObject({ patientId: people.ids.client, patientName: expect.any(String) });
    expect(body.notes).toEqual([expect.objectContaining({ noteId, psychologistId: people.ids.psychologist, psychologistName: 'Jordan Ng', sections: expect.arrayContaining([{ key: 'subjective', text: NOTE_WORDS }]) })]);

    expect(await breakGlassEvents()).toEqual([
      expect.objectContaining({ actorId: steppedUp.id, actorType: 'administrator', patientId: people.ids.client, recordKind: 'case-note', recordId: noteId, detail: 'break-glass: Complaint about session conduct, ref C-12.' }),
    ]);
    const told = await breakGlassEmails();
    expect(told.map((m) => m.to)).toEqual([psychologistEmail]);
    expect(told[0].text).toContain('Complaint about session conduct, ref C-12.');
    expect(told[0].text).toContain('1 of your case notes');

    // The psychologist sees it in their client's trail; the administrator's search shows the reason, never the note.
    const trail = await api().get(`/api/users/psychologist/patients/${people.ids.client}/audit-trail`).set(as('psychologist')).expect(200);
    expect(trail.body.events).toContainEqual(expect.objectContaining({ actorType: 'administrator', action: 'break-glass', recordId: noteId }));
    const search = await api().get(`/api/users/admin/audit-events?patient=${people.ids.client}`).set(as('administrator')).expect(200);
    expect(search.body.events).toContainEqual(expect.objectContaining({ action: 'break-glass', detail: 'break-glass: Complaint about session conduct, ref C-12.' }));
    expect(JSON.stringify(search.body)).not.toContain(NOTE_WORDS);
  });

  it('is for administrators only', async () => {
    const before = (await breakGlassEvents()).length;
    for (const [person, status] of [
      ['anonymous', 401],
      ['client', 403],
      ['psychologist', 403],
      ['other psychologist', 403],
      ['gp', 403],
      ['administrator', 403],
    ] as const) {
      const response = await breakGlass(people.ids.client, { reason: 'Curious.' }, person);
      expect({ person, status: response.status }).toEqual({ person, status });
      expect(JSON.stringify(response.body)).not.toContain(NOTE_WORDS);
    }
    expect(await breakGlassEvents()).toHaveLength(before);
  });
});
