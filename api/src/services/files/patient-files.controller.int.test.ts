import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { bookSession } from '../../test-support/messaging-people';
import { AuditEventModel } from '../audit/audit-event.model';
import { PatientFileModel } from './records/patient-file.model';
import { KIND_REQUIRED } from './client-files';
import { EMPTY_FILE, NOT_ALLOWED_TYPE } from '../../lib/uploads/sniff-upload';
import { EXE, PDF, PNG } from '../../lib/uploads/test-files';

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

describe("a client's own files", () => {
  it('uploads a care plan, lists it with the psychologists who can read it, downloads the same bytes, deletes it', async () => {
    const stored = await upload(auth.client, 'MentalHealthCarePlan', PDF).expect(201);
    expect(stored.body).toMatchObject({
      kind: 'MentalHealthCarePlan',
      fileName: 'care-plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      patientId: ids.client,
    });

    const list = await api().get('/api/files/patient').set('authorization', auth.client).expect(200);
    expect(list.body.files.map((f: { fileId: string }) => f.fileId)).toEqual([stored.body.fileId]);
    expect(list.body.readers).toEqual([{ psychologistId: ids.psychologist, firstName: 'Jordan', lastName: 'Ng' }]);

    const download = await api()
      .get(`/api/files/patient/${stored.body.fileId}/download`)
      .set('authorization', auth.client)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="care-plan.pdf"');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

    await api().delete(`/api/files/patient/${stored.body.fileId}`).set('authorization', auth.client).expect(204);
    expect((await api().get('/api/files/patient').set('authorization', auth.client).expect(200)).body.files).toEqual([]);
    // Soft-deleted: the record stays (records-retention duty).
    expect(await PatientFileModel.findById(stored.body.fileId).lean()).toMatchObject({ isDeleted: true, deletedAt: expect.any(Date) });
    await api().get(`/api/files/patient/${stored.body.fileId}/download`).set('authorization', auth.client).expect(404);

    const trail = await AuditEventModel.find({
      patientId: ids.client,
      recordId: stored.body.fileId,
    }).lean();
    expect(trail.map((e) => e.action).sort()).toEqual(['create', 'delete', 'download']);
  });

  it('refuses a renamed .exe, an empty file, a missing kind and a file over the limit, writing nothing', async () => {
    const before = await PatientFileModel.countDocuments({
      patientId: ids.client,
    });
    const exe = await upload(auth.client, 'GPReferral', EXE, 'referral.pdf').expect(422);
    expect(exe.body).toMatchObject({
      detail: NOT_ALLOWED_TYPE,
      fields: { file: NOT_ALLOWED_TYPE },
    });
    expect((await upload(auth.client, 'GPReferral', Buffer.alloc(0), 'empty.pdf').expect(422)).body.detail).toBe(EMPTY_FILE);
    expect((await upload(auth.client, undefined, PDF).expect(422)).body.fields).toEqual({ kind: KIND_REQUIRED });
    expect((await upload(auth.client, 'Private', PDF).expect(422)).body.fields).toEqual({ kind: KIND_REQUIRED });
    const big = await upload(auth.client, 'GPReferral', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf').expect(413);
    expect(big.body.detail).toMatch(/^The file is larger than 10 MB/);
    expect(await PatientFileModel.countDocuments({ patientId: ids.client })).toBe(before);
  });

  it('access matrix: anonymous 401, other kinds 403, another client sees none of them (404 on the id)', async () => {
    const mine = (await upload(auth.client, 'GPReferral', PNG, 'referral.png').expect(201)).body.fileId as string;
    await api().get('/api/files/patient').expect(401);
    await upload('', 'GPReferral', PDF).expect(401);
    await api().get(`/api/files/patient/${mine}/download`).expect(401);
    await api().delete(`/api/files/patient/${mine}`).expect(401);
    for (const other of ['psychologist', 'gp'] as const) {
      await api().get('/api/files/patient').set('authorization', auth[other]).expect(403);
      await upload(auth[other], 'GPReferral', PDF).expect(403);
      await api().get(`/api/files/patient/${mine}/download`).set('authorization', auth[other]).expect(403);
      await api().delete(`/api/files/patient/${mine}`).set('authorization', auth[other]).expect(403);
    }
    expect((await api().get('/api/files/patient').set('authorization', auth['other client']).expect(200)).body.files).toEqual([]);
    await api().get(`/api/files/patient/${mine}/download`).set('authorization', auth['other client']).expect(404);
    await api().delete(`/api/files/patient/${mine}`).set('authorization', auth['other client']).expect(404);
    expect(await PatientFileModel.findById(mine).lean()).not.toHaveProperty('isDeleted');
  });
});
