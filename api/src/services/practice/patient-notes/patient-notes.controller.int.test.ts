import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';
import { PatientNoteModel } from './patient-note.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const notesOf = () => `/api/users/patients/${people.ids.client}/notes`;

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist);
});

describe('patient notes', () => {
  it('adds, pins (pinned first), and soft-deletes with a reason that stays in the audit trail', async () => {
    const first = (await api().post(notesOf()).set(as('psychologist')).send({ noteText: 'Prefers morning sessions' }).expect(201)).body;
    const second = (await api().post(notesOf()).set(as('psychologist')).send({ noteText: 'Sister is the emergency contact' }).expect(201)).body;
    await api().put(`${notesOf()}/${first.noteId}/pin`).set(as('psychologist')).send({ pinNote: true }).expect(200);
    const listed = (await api().get(notesOf()).set(as('psychologist')).expect(200)).body.notes;
    expect(listed.map((n: { noteText: string; pinNote: boolean }) => [n.noteText, n.pinNote])).toEqual([
      ['Prefers morning sessions', true],
      ['Sister is the emergency contact', false],
    ]);

    const needsWords = await api().post(`${notesOf()}/${second.noteId}/delete`).set(as('psychologist')).send({ reasonId: 6 }).expect(422);
    expect(needsWords.body.fields).toEqual({ reasonOther: "says why ('Other' needs a few words)" });
    await api().post(`${notesOf()}/${second.noteId}/delete`).set(as('psychologist')).send({ reasonId: 99 }).expect(422);
    expect(await PatientNoteModel.findById(second.noteId).lean()).not.toHaveProperty('deleted');

    await api().post(`${notesOf()}/${second.noteId}/delete`).set(as('psychologist')).send({ reasonId: 2 }).expect(204);
    expect((await api().get(notesOf()).set(as('psychologist')).expect(200)).body.notes.map((n: { noteId: string }) => n.noteId)).toEqual([first.noteId]);
    expect(await PatientNoteModel.findById(second.noteId).lean()).toMatchObject({ noteText: 'Sister is the emergency contact', deleted: { reasonId: 2 } });
    expect(await AuditEventModel.findOne({ recordId: second.noteId, action: 'delete' }).lean()).toMatchObject({ detail: 'Duplicate note', actorId: people.ids.psychologist });
    await api().post(notesOf()).set(as('psychologist')).send({ noteText: '   ' }).expect(422);
  });

  describe('access matrix', () => {
    let noteId: string;
    beforeAll(async () => {
      noteId = (await api().post(notesOf()).set(as('psychologist')).send({ noteText: 'matrix' }).expect(201)).body.noteId;
    });
    const refused = { anonymous: 401, 'other psychologist': 404, client: 403, 'other client': 403, gp: 403, administrator: 403 } as const;
    const ENDPOINTS: { call: string; method: 'get' | 'post' | 'put'; path: () => string; body?: object; expect: Partial<Record<PracticePerson, number>> }[] = [
      { call: 'GET notes', method: 'get', path: notesOf, expect: { ...refused, psychologist: 200 } },
      { call: 'POST note', method: 'post', path: notesOf, body: { noteText: 'intruder' }, expect: refused },
      { call: 'PUT pin', method: 'put', path: () => `${notesOf()}/${noteId}/pin`, body: { pinNote: true }, expect: refused },
      { call: 'POST delete', method: 'post', path: () => `${notesOf()}/${noteId}/delete`, body: { reasonId: 2 }, expect: refused },
    ];
    for (const endpoint of ENDPOINTS)
      it(`${endpoint.call}: refused for everyone but the psychologist, nothing written`, async () => {
        const before = JSON.stringify(await PatientNoteModel.find().sort({ _id: 1 }).lean());
        for (const [person, status] of Object.entries(endpoint.expect)) {
          const call = api()[endpoint.method](endpoint.path()).set(as(person as PracticePerson));
          const response = await (endpoint.body ? call.send(endpoint.body) : call);
          expect({ person, status: response.status }).toEqual({ person, status });
        }
        expect(JSON.stringify(await PatientNoteModel.find().sort({ _id: 1 }).lean())).toBe(before);
      });
  });
});
