import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookSession, makePerson, type Person } from '../../../test-support/messaging-people';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { PDF, PNG } from '../../../lib/uploads/test-files';
import { AuditEventModel } from '../../audit/audit-event.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { savePatientFile } from '../patient-file-access';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
/** Words only the file names carry: never in an email, the trail or a refusal. */
const SECRET_NAME = 'panic-attacks-at-work';

let client: Person;
let sam: Person;
let kim: Person;
let gp: Person;
let clientWithoutFiles: Person;
let otherClient: Person;
let carePlan: string;
let samsPrivate: string;
let referral: string;
let deleted: string;
let otherClientsFile: string;
/** An administrator who proved a fresh code in this sign-in (step-up), as the console asks before the read; and one who did not. */
let steppedUp: { id: string; authorization: string };
let notSteppedUp: string;

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => cb(null, Buffer.concat(parts)));
};

beforeAll(async () => {
  [client, sam, kim, gp, clientWithoutFiles, otherClient] = await Promise.all([
    makePerson(server.url, 'client', 'Alex'),
    makePerson(server.url, 'psychologist', 'Sam'),
    makePerson(server.url, 'psychologist', 'Kim'),
    makePerson(server.url, 'gp', 'Jordan'),
    makePerson(server.url, 'client', 'Quiet'),
    makePerson(server.url, 'client', 'Other'),
  ]);
  // Sam and Kim both treat Alex (a session each), so both read Alex's shared files; only Sam sees Sam's private file.
  await bookSession(client.id, sam.id, -14);
  await bookSession(client.id, kim.id, -7);
  // Oldest first: the GP's referral, the client's care plan, a file the client deleted, then Sam's private file.
  referral = (await savePatientFile({ sub: gp.id, userType: 'gp', isApproved: true }, { patientId: client.id, kind: 'GPReferral' }, { buffer: PNG, originalname: 'referral.png' }, new Date(Date.now() - 60_000))).fileId;
  const upload = (who: Person, path: string, fields: Record<string, string>, name: string) => {
    const call = api().post(path).set('authorization', who.authorization);
    for (const [field, value] of Object.entries(fields)) call.field(field, value);
    return call.attach('file', PDF, name).expect(201);
  };
  carePlan = (await upload(client, '/api/files/patient', { kind: 'MentalHealthCarePlan' }, `${SECRET_NAME}.pdf`)).body.fileId;
  deleted = (await upload(client, '/api/files/patient', { kind: 'GPReferral' }, 'old.pdf')).body.fileId;
  await api().delete(`/api/files/patient/${deleted}`).set('authorization', client.authorization).expect(204);
  samsPrivate = (await upload(sam, '/api/files/psychologist/patient-files', { patientId: client.id }, 'formulation.pdf')).body.fileId;
  otherClientsFile = (await upload(otherClient, '/api/files/patient', { kind: 'MentalHealthCarePlan' }, 'theirs.pdf')).body.fileId;

  const admin = await createEnrolledAdministrator();
  const authorization = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, authorization, admin.totpSecret);
  steppedUp = { id: admin.account._id, authorization };
  const other = await createEnrolledAdministrator();
  notSteppedUp = `Bearer ${(await signIn(server.url, other.email, TEST_PASSWORD, { totpSecret: other.totpSecret })).access_token}`;
}, 120_000); // eight real sign-ins (scrypt): slow on a busy machine

type Caller = 'stepped-up administrator' | 'administrator without step-up' | 'anonymous' | 'client' | 'psychologist' | 'gp';
const authorizationOf = (caller: Caller) =>
  ({
    'stepped-up administrator': steppedUp.authorization,
    'administrator without step-up': notSteppedUp,
    anonymous: undefined,
    client: client.authorization,
    psychologist: sam.authorization,
    gp: gp.authorization,
  })[caller];

/** The list (no file id) or the opening of one file. */
function breakGlass(patient: string, body: object, options: { fileId?: string; caller?: Caller } = {}) {
  const path = `/api/users/admin/patients/${encodeURIComponent(patient)}/break-glass/files${options.fileId ? `/${options.fileId}` : ''}`;
  const call = api().post(path);
  const authorization = authorizationOf(options.caller ?? 'stepped-up administrator');
  return (authorization ? call.set('authorization', authorization) : call).send(body);
}

const breakGlassEvents = () => AuditEventModel.find({ action: 'break-glass' }).lean();
const breakGlassEmails = () => OutboxMessageModel.find({ kind: 'break-glass-read' }).lean();
/** The emails sent while `act` ran (ids are random, so compared as sets). */
async function emailsDuring(act: () => Promise<unknown>) {
  const before = new Set((await breakGlassEmails()).map((m) => m._id));
  await act();
  return (await breakGlassEmails()).filter((m) => !before.has(m._id));
}

describe('a break-glass read of a client’s files', () => {
  it('refuses a missing, blank or too long reason with 422 naming it, for the list and for a file, reading and writing nothing', async () => {
    for (const fileId of [undefined, carePlan]) {
      for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(1001) }]) {
        const response = await breakGlass(client.id, body, { fileId }).expect(422);
        expect(Object.keys(response.body.fields)).toEqual([expect.stringMatching(/reason$/)]);
        expect(JSON.stringify(response.body)).not.toContain(SECRET_NAME);
      }
      expect((await breakGlass(client.id, { reason: '  ' }, { fileId })).body.fields).toEqual({ reason: 'Enter the reason: it is recorded and sent to the psychologists.' });
    }
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('answers 404 for someone who is not a client, and for a file that is not this client’s (another client’s, deleted, unknown), writing nothing', async () => {
    expect((await breakGlass('nobody@example.test', { reason: 'Complaint.' }).expect(404)).body.detail).toBe("No client 'nobody@example.test'.");
    await breakGlass(sam.id, { reason: 'Complaint.' }).expect(404);
    await breakGlass(sam.id, { reason: 'Complaint.' }, { fileId: samsPrivate }).expect(404);
    for (const fileId of [otherClientsFile, deleted, 'no-such-file']) {
      const response = await breakGlass(client.id, { reason: 'Complaint.' }, { fileId }).expect(404);
      expect(response.body.detail).toBe('No such file.');
    }
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('is for administrators with a fresh authenticator code only: every other caller is refused and nothing is read or written', async () => {
    for (const fileId of [undefined, carePlan]) {
      for (const [caller, status] of [
        ['anonymous', 401],
        ['client', 403],
        ['psychologist', 403],
        ['gp', 403],
        ['administrator without step-up', 403],
      ] as const) {
        const response = await breakGlass(client.id, { reason: 'Curious.' }, { fileId, caller });
        expect({ fileId, caller, status: response.status }).toEqual({ fileId, caller, status });
        expect(JSON.stringify(response.body)).not.toContain(SECRET_NAME);
        if (caller === 'administrator without step-up') expect(response.body.detail).toBe(STEP_UP_REQUIRED);
      }
    }
    expect(await breakGlassEvents()).toEqual([]);
    expect(await breakGlassEmails()).toEqual([]);
  });

  it('lists the files newest first (what, who uploaded, who can read it; not the bytes, not deleted ones), records the list once, and tells each practitioner concerned', async () => {
    const reason = 'Complaint about a care plan, ref C-44.';
    let body: { patientId: string; patientName: string; files: Record<string, unknown>[] } = { patientId: '', patientName: '', files: [] };
    const told = await emailsDuring(async () => ({ body } = await breakGlass(client.email, { reason }).expect(200)));

    expect(body).toMatchObject({ patientId: client.id, patientName: 'Alex Tester' });
    expect(body.files.map((f) => f.fileId)).toEqual([samsPrivate, carePlan, referral]);
    const [privateFile, carePlanFile, referralFile] = body.files;
    const alex = { userId: client.id, userType: 'client', name: 'Alex Tester' };
    const samReads = { userId: sam.id, userType: 'psychologist', name: 'Sam Tester' };
    const kimReads = { userId: kim.id, userType: 'psychologist', name: 'Kim Tester' };
    expect(privateFile).toEqual({
      fileId: samsPrivate,
      kind: 'Private',
      fileName: 'formulation.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedAt: expect.any(String),
      uploadedById: sam.id,
      uploadedByType: 'psychologist',
      uploadedByName: 'Sam Tester',
      sharedWith: [samReads],
    });
    expect(carePlanFile).toMatchObject({ kind: 'MentalHealthCarePlan', fileName: `${SECRET_NAME}.pdf`, uploadedByType: 'client', uploadedByName: 'Alex Tester' });
    expect(carePlanFile.sharedWith).toEqual(expect.arrayContaining([alex, samReads, kimReads]));
    expect(carePlanFile.sharedWith).toHaveLength(3);
    expect(referralFile).toMatchObject({ kind: 'GPReferral', contentType: 'image/png', sizeBytes: PNG.length, uploadedById: gp.id, uploadedByType: 'gp', uploadedByName: 'Jordan Tester' });
    expect(JSON.stringify(body)).not.toContain(PDF.toString('base64'));

    expect(await AuditEventModel.find({ action: 'break-glass', patientId: client.id }).lean()).toEqual([
      expect.objectContaining({ actorId: steppedUp.id, actorType: 'administrator', recordKind: 'patient-file', recordId: '*', detail: `break-glass: ${reason}` }),
    ]);
    expect(told.map((m) => m.to).sort()).toEqual([sam.email, kim.email, gp.email].sort());
    for (const email of told) {
      expect(email.subject).toBe('An administrator read the list of a client’s files');
      expect(email.text).toContain('read the list of the files about Alex Tester (what each is, and when and by whom it was uploaded; not the files themselves)');
      expect(email.text).toContain(reason);
      expect(email.text).not.toContain(SECRET_NAME);
    }
    expect(told.find((m) => m.to === kim.email)!.text).toMatch(/^Hi Kim,/);

    // The psychologist sees the read in their client's trail; the administrator's search shows the reason.
    const trail = await api().get(`/api/users/psychologist/patients/${client.id}/audit-trail`).set('authorization', kim.authorization).expect(200);
    expect(trail.body.events).toContainEqual(expect.objectContaining({ actorType: 'administrator', action: 'break-glass', recordKind: 'patient-file', recordId: '*' }));
    const search = await api().get(`/api/users/admin/audit-events?patient=${client.id}`).set('authorization', steppedUp.authorization).expect(200);
    expect(search.body.events).toContainEqual(expect.objectContaining({ action: 'break-glass', recordKind: 'patient-file', detail: `break-glass: ${reason}` }));
    expect(JSON.stringify(search.body)).not.toContain(SECRET_NAME);
  });

  it('opens a shared file as an attachment of its sniffed type, records that file’s read, and tells its readers and its uploader', async () => {
    const reason = 'Legal request L-7.';
    const eventsBefore = (await breakGlassEvents()).length;
    let response: request.Response | undefined;
    const told = await emailsDuring(async () => {
      response = await breakGlass(client.id, { reason }, { fileId: referral }).buffer(true).parse(binary).expect(200);
    });
    expect(response!.headers['content-type']).toBe('image/png');
    expect(response!.headers['content-disposition']).toContain('attachment; filename="referral.png"');
    expect(response!.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(response!.body as Buffer, PNG)).toBe(0);

    const events = await breakGlassEvents();
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events).toContainEqual(expect.objectContaining({ actorId: steppedUp.id, patientId: client.id, recordKind: 'patient-file', recordId: referral, detail: `break-glass: ${reason}` }));
    expect(told.map((m) => m.to).sort()).toEqual([sam.email, kim.email, gp.email].sort());
    const toSam = told.find((m) => m.to === sam.email)!;
    expect(toSam.subject).toBe('An administrator opened a file about a client');
    expect(toSam.text).toMatch(/a Harbour administrator opened the GP referral about Alex Tester, uploaded on \w+day \d+ \w+ \d{4}, \d+:\d\d [ap]m A[A-Z]+T\. The reason they gave:/);
    expect(toSam.text).toContain(reason);
  });

  it('opens a psychologist’s private file telling only that psychologist, never another who treats the client', async () => {
    let response: request.Response | undefined;
    const told = await emailsDuring(async () => {
      response = await breakGlass(client.id, { reason: 'Safety concern.' }, { fileId: samsPrivate }).buffer(true).parse(binary).expect(200);
    });
    expect(Buffer.compare(response!.body as Buffer, PDF)).toBe(0);
    expect(told.map((m) => [m.to, m.text.includes('opened your private file about Alex Tester')])).toEqual([[sam.email, true]]);
    expect(await AuditEventModel.find({ action: 'break-glass', recordId: samsPrivate }).lean()).toEqual([expect.objectContaining({ detail: 'break-glass: Safety concern.' })]);
  });

  it('records the list of a client without files too, and emails no one', async () => {
    let body: unknown;
    const told = await emailsDuring(async () => ({ body } = await breakGlass(clientWithoutFiles.id, { reason: 'Safety concern.' }).expect(200)));
    expect(body).toEqual({ patientId: clientWithoutFiles.id, patientName: 'Quiet Tester', files: [] });
    expect(await AuditEventModel.find({ action: 'break-glass', patientId: clientWithoutFiles.id }).lean()).toEqual([
      expect.objectContaining({ recordKind: 'patient-file', recordId: '*', detail: 'break-glass: Safety concern.' }),
    ]);
    expect(told).toEqual([]);
  });
});
