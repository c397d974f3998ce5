import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';
import { CaseNoteAttachmentModel } from './case-note-attachment.model';
import { CaseNoteDraftModel } from './case-note-draft.model';
import { CaseNoteAddendumModel, CaseNoteShareModel } from './case-note-extras.model';
import { CaseNoteModel } from './case-note.model';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
let sessionId: string;
const as = (person: PracticePerson) => people.headers[person];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const soap = (plan: string) => ({ templateId: 'SOAP', sections: [{ key: 'subjective', text: 'Sleeping better' }, { key: 'plan', text: plan }] });

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  sessionId = await sessionBetween(people.ids.client, people.ids.psychologist);
});

const counts = async () => ({
  notes: await CaseNoteModel.countDocuments(),
  drafts: await CaseNoteDraftModel.countDocuments(),
  addenda: await CaseNoteAddendumModel.countDocuments(),
  shares: await CaseNoteShareModel.countDocuments(),
  attachments: await CaseNoteAttachmentModel.countDocuments(),
});

describe('case notes', () => {
  it('keeps one draft per session (autosaved, survives), saves it, locks it; a locked note is 409 and the attempt is audited; addenda and the shared part follow', async () => {
    const base = `/api/sessions/sessions/${sessionId}/psychologist/case-notes`;
    await api().post(base).set(as('psychologist')).send({ ...soap(''), saveAs: 'draft' }).expect(201);
    await api().put(`${base}/draft`).set(as('psychologist')).send(soap('Review in two weeks')).expect(200);
    const read = await api().get(base).set(as('psychologist')).expect(200);
    expect(read.body.draft.sections).toContainEqual({ key: 'plan', text: 'Review in two weeks' });
    expect(read.body.notes).toEqual([]);

    const saved = await api().post(base).set(as('psychologist')).send({ ...soap('Review in two weeks'), saveAs: 'saved' }).expect(201);
    const noteId = saved.body.noteId as string;
    expect(saved.body.status).toBe('saved');
    expect(await CaseNoteDraftModel.countDocuments({ sessionId })).toBe(0);

    await api().put(`${base}/${noteId}`).set(as('psychologist')).send(soap('Review in three weeks')).expect(200);
    const locked = await api().put(`${base}/${noteId}`).set(as('psychologist')).send({ lock: true }).expect(200);
    expect(locked.body).toMatchObject({ status: 'locked', lockedAt: expect.any(String) });

    const refused = await api().put(`${base}/${noteId}`).set(as('psychologist')).send(soap('Tampered')).expect(409);
    expect(refused.body.detail).toBe('This case note is locked and cannot be changed. Add an addendum instead.');
    expect((await CaseNoteModel.findById(noteId).lean())!.sections).toContainEqual({ key: 'plan', text: 'Review in three weeks' });
    expect(await AuditEventModel.findOne({ recordId: noteId, action: 'refused' }).lean()).toMatchObject({ actorId: people.ids.psychologist, actorType: 'psychologist', patientId: people.ids.client, recordKind: 'case-note' });

    const withAddendum = await api().post(`${base}/${noteId}/addenda`).set(as('psychologist')).send({ text: 'Correction: sleeping 6 hours, not 8.' }).expect(201);
    expect(withAddendum.body.addenda).toEqual([{ addendumId: expect.any(String), text: 'Correction: sleeping 6 hours, not 8.', authorId: people.ids.psychologist, authorName: 'Jordan Ng', createdAt: expect.any(String) }]);

    await api().put(`${base}/${noteId}/shared-part`).set(as('psychologist')).send({ sharedText: 'Keep the sleep diary.' }).expect(200);
    const shared = await api().get(`/api/sessions/sessions/${sessionId}/patient/case-notes`).set(as('client')).expect(200);
    expect(shared.body.notes).toEqual([expect.objectContaining({ noteId, sharedText: 'Keep the sleep diary.', psychologistName: 'Jordan Ng' })]);
    expect(JSON.stringify(shared.body)).not.toContain('Review in three weeks');
    const all = await api().get('/api/sessions/patient/case-notes').set(as('client')).expect(200);
    expect(all.body.notes.map((n: { sharedText: string }) => n.sharedText)).toEqual(['Keep the sleep diary.']);
    expect((await api().get('/api/sessions/patient/case-notes').set(as('other client')).expect(200)).body.notes).toEqual([]);

    const actions = (await AuditEventModel.find({ recordId: noteId }).lean()).map((e) => e.action).sort();
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'lock', 'refused', 'addendum', 'share', 'read']));
  });

  it('decides "one draft per session per psychologist" by the insert: of 6 concurrent starts exactly one wins', async () => {
    const session = await sessionBetween(people.ids.client, people.ids.psychologist);
    const base = `/api/sessions/sessions/${session}/psychologist/case-notes`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().post(base).set(as('psychologist')).send({ ...soap('x'), saveAs: 'draft' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await CaseNoteDraftModel.countDocuments({ sessionId: session })).toBe(1);
    await api().delete(`${base}/draft`).set(as('psychologist')).expect(204);
    expect(await CaseNoteDraftModel.countDocuments({ sessionId: session })).toBe(0);
    await api().delete(`${base}/draft`).set(as('psychologist')).expect(404);
  });

  it('names the field of bad input and writes nothing', async () => {
    const base = `/api/sessions/sessions/${sessionId}/psychologist/case-notes`;
    const before = await counts();
    const wrongHeading = await api().post(base).set(as('psychologist')).send({ templateId: 'DAP', sections: [{ key: 'subjective', text: 'x' }], saveAs: 'saved' }).expect(422);
    expect(wrongHeading.body.fields).toEqual({ sections: "'subjective' is not a heading of the DAP template" });
    await api().post(base).set(as('psychologist')).send({ templateId: 'NOPE', sections: [], saveAs: 'saved' }).expect(422);
    const exe = await api().post(`/api/sessions/sessions/${sessionId}/case-note-attachments`).set(as('psychologist')).send({ fileName: 'scan.pdf', contentBase64: Buffer.from('MZ\x90\x00 this is an exe').toString('base64') }).expect(422);
    expect(exe.body.fields).toEqual({ contentBase64: 'Attach a PDF, JPEG or PNG file.' });
    expect(await counts()).toEqual(before);
  });

  it('attaches a sniffed PDF, lists it, downloads the same bytes and deletes it by marking', async () => {
    const base = `/api/sessions/sessions/${sessionId}/case-note-attachments`;
    const attached = await api().post(base).set(as('psychologist')).send({ fileName: 'letter.pdf', contentBase64: PDF.toString('base64') }).expect(201);
    expect(attached.body).toMatchObject({ fileName: 'letter.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
    const id = attached.body.attachmentId as string;
    expect((await api().get(base).set(as('psychologist')).expect(200)).body.attachments.map((a: { attachmentId: string }) => a.attachmentId)).toContain(id);
    const download = await api().get(`${base}/${id}/download`).set(as('psychologist')).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    await api().delete(`${base}/${id}`).set(as('psychologist')).expect(204);
    expect(await CaseNoteAttachmentModel.findById(id).lean()).toMatchObject({ isDeleted: true });
    await api().get(`${base}/${id}/download`).set(as('psychologist')).expect(404);
    expect(await AuditEventModel.countDocuments({ recordId: id })).toBeGreaterThanOrEqual(3);
    // The bytes are in the files service's store, under the record's key.
    const stored = await CaseNoteAttachmentModel.findById(id).lean();
    expect(Buffer.compare((await fileStore().get(stored!.storageKey))!, PDF)).toBe(0);
  });

  it('still reads an attachment stored in the old case_note_attachments bucket', async () => {
    const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'case_note_attachments' });
    const storageKey = await new Promise<string>((resolve, reject) => {
      const upload = bucket.openUploadStream('old.pdf');
      upload.once('error', reject);
      upload.once('finish', () => resolve(String(upload.id)));
      upload.end(PDF);
    });
    const id = randomUUID();
    await CaseNoteAttachmentModel.create({ _id: id, sessionId, patientId: people.ids.client, psychologistId: people.ids.psychologist, fileName: 'old.pdf', contentType: 'application/pdf', sizeBytes: PDF.length, storageKey, createdAt: new Date() });
    const download = await api().get(`/api/sessions/sessions/${sessionId}/case-note-attachments/${id}/download`).set(as('psychologist')).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
  });
});

describe('case notes access matrix', () => {
  let noteId: string;
  let attachmentId: string;
  beforeAll(async () => {
    const base = `/api/sessions/sessions/${sessionId}/psychologist/case-notes`;
    noteId = (await api().post(base).set(as('psychologist')).send({ ...soap('matrix'), saveAs: 'saved' }).expect(201)).body.noteId;
    await api().post(base).set(as('psychologist')).send({ ...soap('matrix draft'), saveAs: 'draft' });
    attachmentId = (await api().post(`/api/sessions/sessions/${sessionId}/case-note-attachments`).set(as('psychologist')).send({ fileName: 'a.pdf', contentBase64: PDF.toString('base64') }).expect(201)).body.attachmentId;
  });

  const psychologistOnly = { anonymous: 401, 'other psychologist': 403, client: 403, 'other client': 403, gp: 403, administrator: 403 } as const;
  const ENDPOINTS: { call: string; method: 'get' | 'post' | 'put' | 'delete'; path: () => string; body?: object; expect: Partial<Record<PracticePerson, number>> }[] = [
    { call: 'GET templates', method: 'get', path: () => '/api/sessions/psychologist/case-note-templates', expect: { ...psychologistOnly, 'other psychologist': 200, psychologist: 200 } },
    { call: 'GET overview', method: 'get', path: () => '/api/sessions/psychologist/case-notes-overview', expect: { ...psychologistOnly, 'other psychologist': 200, psychologist: 200 } },
    { call: 'GET case notes', method: 'get', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes`, expect: { ...psychologistOnly, psychologist: 200 } },
    { call: 'POST case note', method: 'post', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes`, body: { ...soap('intruder'), saveAs: 'saved' }, expect: psychologistOnly },
    { call: 'PUT draft', method: 'put', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/draft`, body: soap('intruder'), expect: psychologistOnly },
    { call: 'DELETE draft', method: 'delete', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/draft`, expect: psychologistOnly },
    { call: 'GET note', method: 'get', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/${noteId}`, expect: { ...psychologistOnly, psychologist: 200 } },
    { call: 'PUT note', method: 'put', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/${noteId}`, body: { lock: true }, expect: psychologistOnly },
    { call: 'POST addendum', method: 'post', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/${noteId}/addenda`, body: { text: 'intruder' }, expect: psychologistOnly },
    { call: 'PUT shared part', method: 'put', path: () => `/api/sessions/sessions/${sessionId}/psychologist/case-notes/${noteId}/shared-part`, body: { sharedText: 'intruder' }, expect: psychologistOnly },
    { call: 'GET attachments', method: 'get', path: () => `/api/sessions/sessions/${sessionId}/case-note-attachments`, expect: { ...psychologistOnly, psychologist: 200 } },
    { call: 'POST attachment', method: 'post', path: () => `/api/sessions/sessions/${sessionId}/case-note-attachments`, body: { fileName: 'x.pdf', contentBase64: PDF.toString('base64') }, expect: psychologistOnly },
    { call: 'GET attachment download', method: 'get', path: () => `/api/sessions/sessions/${sessionId}/case-note-attachments/${attachmentId}/download`, expect: { ...psychologistOnly, psychologist: 200 } },
    { call: 'DELETE attachment', method: 'delete', path: () => `/api/sessions/sessions/${sessionId}/case-note-attachments/${attachmentId}`, expect: psychologistOnly },
    { call: "GET the client's shared part", method: 'get', path: () => `/api/sessions/sessions/${sessionId}/patient/case-notes`, expect: { anonymous: 401, client: 200, 'other client': 403, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 403 } },
    { call: "GET all the client's shared parts", method: 'get', path: () => '/api/sessions/patient/case-notes', expect: { anonymous: 401, client: 200, psychologist: 403, gp: 403, administrator: 403 } },
  ];

  for (const endpoint of ENDPOINTS)
    it(`${endpoint.call}: ${Object.entries(endpoint.expect).map(([p, s]) => `${p} ${s}`).join(', ')}; refused calls write nothing`, async () => {
      const before = await counts();
      for (const [person, status] of Object.entries(endpoint.expect)) {
        const call = api()[endpoint.method](endpoint.path()).set(as(person as PracticePerson));
        const response = await (endpoint.body ? call.send(endpoint.body) : call);
        expect({ person, status: response.status }).toEqual({ person, status });
      }
      expect(await counts()).toEqual(before);
      expect((await CaseNoteModel.findById(noteId).lean())!.status).toBe('saved');
    });
});
