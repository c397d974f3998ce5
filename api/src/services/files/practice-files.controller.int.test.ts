import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { bookSession } from '../../test-support/messaging-people';
import { AuditEventModel } from '../audit/audit-event.model';
import { PatientFileModel } from './records/patient-file.model';
import { NOT_ALLOWED_TYPE } from '../../lib/uploads/sniff-upload';
import { EXE, PDF } from '../../lib/uploads/test-files';

const server = useServerWithDatabase(__filename, { config: {} });
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const api = () => request(server.url);

const upload = (who: string, kind: string | undefined, bytes: Buffer, name = 'care-plan.pdf') => {
  const call = api().post('/api/files/patient').set('authorization', who);
  if (kind !== undefined) call.field('kind', kind);
  return call.attach('file', bytes, name);
};
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => cb(null, Buffer.concat(parts)));
};

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  // The psychologist treats the client (a session together); 'other psychologist' does not.
  await bookSession(ids.client, ids.psychologist, 3, 'Pending');
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

describe("a psychologist's view of a patient's files", () => {
  const list = (who: string, patientId?: string) =>
    api()
      .get('/api/files/psychologist/patient-files')
      .query(patientId === undefined ? {} : { patientId })
      .set('authorization', who);
  const download = (who: string, query: Record<string, string>) =>
    api().get('/api/files/psychologist/patient-files/download').query(query).set('authorization', who);
  const uploadPrivate = (who: string, patientId: string | undefined, bytes = PDF) => {
    const call = api().post('/api/files/psychologist/patient-files').set('authorization', who);
    if (patientId !== undefined) call.field('patientId', patientId);
    return call.attach('file', bytes, 'session-notes.pdf');
  };

  it("lists and downloads the client's shared files and keeps its own private files to itself", async () => {
    const shared = (await upload(auth.client, 'SeventhSessionGPReferral', PDF, 'seventh.pdf').expect(201)).body.fileId;
    const privateFile = (await uploadPrivate(auth.psychologist, ids.client).expect(201)).body;
    expect(privateFile).toMatchObject({
      kind: 'Private',
      uploadedByType: 'psychologist',
    });

    const files = await list(auth.psychologist, ids.client).expect(200);
    expect(files.body.sharedFiles.map((f: { fileId: string }) => f.fileId)).toContain(shared);
    expect(files.body.privateFiles.map((f: { fileId: string }) => f.fileId)).toEqual([privateFile.fileId]);
    const got = await download(auth.psychologist, {
      patientId: ids.client,
      fileId: shared,
    })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);

    // The client never sees the psychologist's private file.
    const clientList = await api().get('/api/files/patient').set('authorization', auth.client).expect(200);
    expect(clientList.body.files.map((f: { fileId: string }) => f.fileId)).not.toContain(privateFile.fileId);
    await api().get(`/api/files/patient/${privateFile.fileId}/download`).set('authorization', auth.client).expect(404);

    await api()
      .delete('/api/files/psychologist/patient-files')
      .query({ patientId: ids.client, fileId: privateFile.fileId })
      .set('authorization', auth.psychologist)
      .expect(204);
    expect(await PatientFileModel.findById(privateFile.fileId).lean()).toMatchObject({ isDeleted: true });
    expect((await list(auth.psychologist, ids.client).expect(200)).body.privateFiles).toEqual([]);
    // A shared file is not the psychologist's to delete.
    await api()
      .delete('/api/files/psychologist/patient-files')
      .query({ patientId: ids.client, fileId: shared })
      .set('authorization', auth.psychologist)
      .expect(404);
    expect(await PatientFileModel.findById(shared).lean()).not.toHaveProperty('isDeleted');
    const actions = (
      await AuditEventModel.find({
        patientId: ids.client,
        actorId: ids.psychologist,
      }).lean()
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['read', 'download', 'create', 'delete']));
  });

  it("answers a missing id with the spec's words", async () => {
    const noPatient = await list(auth.psychologist).expect(422);
    expect(noPatient.body.detail).toBe('Please provide a patient ID.');
    expect((await list(auth.psychologist, ' ').expect(422)).body.detail).toBe('Please provide a patient ID.');
    for (const query of [{ patientId: ids.client }, { fileId: randomUUID() }, {}] as Record<string, string>[]) {
      expect((await download(auth.psychologist, query).expect(422)).body.detail).toBe('Please provide both a patiend ID and file ID.');
      const del = await api().delete('/api/files/psychologist/patient-files').query(query).set('authorization', auth.psychologist).expect(422);
      expect(del.body.detail).toBe('Please provide both a patiend ID and file ID.');
    }
    const before = await PatientFileModel.countDocuments();
    expect((await uploadPrivate(auth.psychologist, undefined).expect(422)).body.detail).toBe('Please provide a patient ID.');
    expect((await uploadPrivate(auth.psychologist, ids.client, EXE).expect(422)).body.detail).toBe(NOT_ALLOWED_TYPE);
    expect(await PatientFileModel.countDocuments()).toBe(before);
  });

  it('access matrix: without a care relationship 404 (and audited), other kinds 403, anonymous 401; nothing written', async () => {
    const shared = (await upload(auth.client, 'GPReferral', PDF).expect(201)).body.fileId;
    const before = await PatientFileModel.countDocuments();
    await list(auth['other psychologist'], ids.client).expect(404);
    await download(auth['other psychologist'], {
      patientId: ids.client,
      fileId: shared,
    }).expect(404);
    await uploadPrivate(auth['other psychologist'], ids.client).expect(404);
    await api()
      .delete('/api/files/psychologist/patient-files')
      .query({ patientId: ids.client, fileId: shared })
      .set('authorization', auth['other psychologist'])
      .expect(404);
    expect(
      await AuditEventModel.countDocuments({
        actorId: ids['other psychologist'],
        action: 'refused',
      }),
    ).toBe(4);
    // A patient id that is not the file's: no file from another patient through a known relationship.
    await download(auth.psychologist, {
      patientId: ids['other client'],
      fileId: shared,
    }).expect(404);

    await list(auth['unapproved psychologist'], ids.client).expect(403);
    for (const other of ['client', 'other client', 'gp'] as const) {
      await list(auth[other], ids.client).expect(403);
      await download(auth[other], {
        patientId: ids.client,
        fileId: shared,
      }).expect(403);
      await uploadPrivate(auth[other], ids.client).expect(403);
    }
    await list('', ids.client).expect(401);
    await download('', { patientId: ids.client, fileId: shared }).expect(401);
    await uploadPrivate('', ids.client).expect(401);
    await api().delete('/api/files/psychologist/patient-files').query({ patientId: ids.client, fileId: shared }).expect(401);
    expect(await PatientFileModel.countDocuments()).toBe(before);
    expect(await PatientFileModel.findById(shared).lean()).not.toHaveProperty('isDeleted');
  });
});
