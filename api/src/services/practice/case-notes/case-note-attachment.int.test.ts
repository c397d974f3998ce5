import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { statusesByPerson } from '../../../test-support/statuses-by-person';
import { AuditEventModel } from '../../audit/audit-event.model';
import { sessionBetween, signInPracticePeople, type PracticePerson } from '../practice-test-people';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
let sessionId: string;
let attachmentId: string;
const downloads = () => AuditEventModel.countDocuments({ recordKind: 'case-note-attachment', action: 'download' });

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  sessionId = await sessionBetween(people.ids.client, people.ids.psychologist);
  const attached = await api().post(`/api/sessions/sessions/${sessionId}/case-note-attachments`).set(as('psychologist')).send({ fileName: 'letter.pdf', contentBase64: PDF.toString('base64') }).expect(201);
  attachmentId = attached.body.attachmentId;
});

describe('GET /sessions/{id}/case-note-attachments/{attachmentId}', () => {
  it("access matrix: the session's psychologist only; refused calls record no download", async () => {
    const row = { anonymous: 401, client: 403, 'other client': 403, psychologist: 200, 'other psychologist': 403, gp: 403, administrator: 403 };
    expect(await statusesByPerson(server.url, people.headers, `/api/sessions/sessions/${sessionId}/case-note-attachments/${attachmentId}`, row)).toEqual(row);
    expect(await downloads()).toBe(1); // the psychologist's own
    await api().get(`/api/sessions/sessions/${sessionId}/case-note-attachments/no-such-attachment`).set(as('psychologist')).expect(404);
    await api().get(`/api/sessions/sessions/no-such-session/case-note-attachments/${attachmentId}`).set(as('psychologist')).expect(404);
    expect(await downloads()).toBe(1);
  });

  it('downloads the same bytes as …/download, and the download is audited', async () => {
    const spec = await api().get(`/api/sessions/sessions/${sessionId}/case-note-attachments/${attachmentId}`).set(as('psychologist')).buffer(true).parse(binary).expect(200);
    expect(spec.headers['content-type']).toBe('application/pdf');
    expect(spec.headers['content-disposition']).toBe('attachment; filename="letter.pdf"');
    expect(spec.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(spec.body as Buffer, PDF)).toBe(0);
    const old = await api().get(`/api/sessions/sessions/${sessionId}/case-note-attachments/${attachmentId}/download`).set(as('psychologist')).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(old.body as Buffer, spec.body as Buffer)).toBe(0);
    expect(await downloads()).toBe(3);
  });
});
