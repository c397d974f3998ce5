import request from 'supertest';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { inSessionPeople, sessionNow, type InSessionPerson } from '../../test-support/in-session-people';
import { AuditEventModel } from '../audit/audit-event.model';
import { SessionModel } from '../sessions/records/session.model';
import { IntakeAnswersModel } from './intake-answers.model';
import { COMPLETE_INTAKE_ANSWERS } from './intake-fixture';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof inSessionPeople>>;
const as = (person: InSessionPerson | 'anonymous', call: request.Test) => (person === 'anonymous' ? call : call.set('authorization', people.auth[person]));

// Five accounts signed in with real password hashing: slow on a busy machine.
beforeAll(async () => {
  people = await inSessionPeople(server.url);
}, 120_000);

const read = (person: InSessionPerson | 'anonymous', psychologist: InSessionPerson = 'psychologist') =>
  as(person, api().get(`/api/users/patients/${people.ids.client}/intake-questions?psychId=${people.ids[psychologist]}`));
const save = (person: InSessionPerson | 'anonymous', answers = COMPLETE_INTAKE_ANSWERS) =>
  as(person, api().post(`/api/users/patients/${people.ids.client}/psychologists/${people.ids.psychologist}/intake-questions`)).send({ answers });

describe('intake questions before a first session', () => {
  it('are due for the client before any session with this psychologist', async () => {
    const { body } = await read('client').expect(200);
    expect(body).toMatchObject({ isRequired: true, psychologistId: people.ids.psychologist });
    expect(body.questions[0]).toMatchObject({ intakeQuestionId: 1, text: 'What has led you to seek support at this time?', required: true });
    expect(body.answers).toBeUndefined();
  });

  it.each<[InSessionPerson | 'anonymous', number]>([
    ['anonymous', 401],
    ['other client', 404],
    ['psychologist', 403],
    ['other psychologist', 403],
    ['gp', 403],
  ])('saving as %s → %i, nothing written', async (person, status) => {
    await save(person).expect(status);
    expect(await IntakeAnswersModel.countDocuments({ patientId: people.ids.client })).toBe(0);
  });

  it('a missing answer is a 422 naming the question, nothing written', async () => {
    const { body } = await save('client', COMPLETE_INTAKE_ANSWERS.slice(1)).expect(422);
    expect(body.fields).toHaveProperty(['answers.1']);
    expect(await IntakeAnswersModel.countDocuments({ patientId: people.ids.client })).toBe(0);
  });

  it('the client saves them; they are no longer due; a second save replaces them', async () => {
    const { body } = await save('client').expect(200);
    expect(body).toMatchObject({ isRequired: false, riskFlagged: false });
    expect(body.answers).toContainEqual({ intakeQuestionId: 2, values: ['Sleep', 'Stress or burnout'] });
    const again = await save('client', COMPLETE_INTAKE_ANSWERS.map((a) => (a.intakeQuestionId === 11 ? { ...a, values: ['Yes, but not at the moment'] } : a))).expect(200);
    expect(again.body.riskFlagged).toBe(true);
    expect(await IntakeAnswersModel.countDocuments({ patientId: people.ids.client })).toBe(1);
  });

  it('the psychologist reads them only with a care relationship (audited); others never', async () => {
    await read('psychologist').expect(404);
    const session = await sessionNow(people.ids.client, people.ids.psychologist, -60 * 24);
    const { body } = await read('psychologist').expect(200);
    expect(body).toMatchObject({ riskFlagged: true, isRequired: false });
    expect(await AuditEventModel.countDocuments({ patientId: people.ids.client, actorId: people.ids.psychologist, recordKind: 'intake-answers', action: 'read' })).toBe(1);
    // Another psychologist, even asking for their own pair, or for this psychologist's: 404.
    await read('other psychologist', 'other psychologist').expect(404);
    await read('other psychologist').expect(404);
    await read('other client').expect(404);
    await read('gp').expect(403);
    await read('anonymous').expect(401);
    await SessionModel.deleteOne({ _id: session._id });
  });

  it('are not due for a psychologist the client has already seen', async () => {
    await sessionNow(people.ids.client, people.ids['other psychologist'], 60 * 24);
    const { body } = await read('client', 'other psychologist').expect(200);
    expect(body.isRequired).toBe(false);
  });
});
