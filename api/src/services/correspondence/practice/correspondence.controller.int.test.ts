import request from 'supertest';
import { practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { pdfText } from '../../../test-support/pdf-text';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { MedicareReferralModel } from '../../funding/funding/medicare-referral.model';
import { CorrespondenceTemplateModel, GpLetterModel } from './correspondence.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let cast: Awaited<ReturnType<typeof practiceCast>>;
let gpEmail: string;
beforeAll(async () => {
  cast = await practiceCast(server.url);
  gpEmail = (await AccountModel.findById(cast.ids.gp).lean())!.email;
});
const as = (who: PracticeCaller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', cast.auth[who]));
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const letter = (extra: Record<string, unknown> = {}) => ({
  patientId: cast.ids.client,
  correspondenceTemplateId: 'default-report-after-6th-session',
  gp: { name: 'Dr Robin Lee', email: gpEmail, practiceName: 'Harbour Clinic' },
  ...extra,
});

describe('correspondence with GPs', () => {
  let letterId: string;

  it('lists the default templates and refuses an unknown placeholder (422 naming templateBody, nothing written)', async () => {
    const { body } = await as('psychologist', api().get('/api/practice/correspondence-templates')).expect(200);
    expect(body.templates[0]).toMatchObject({ correspondenceTemplateId: 'default-report-after-6th-session', isDefault: true });
    expect(body.placeholders).toContain('gpName');
    const bad = await as('psychologist', api().post('/api/practice/correspondence-templates')).send({ name: 'Mine', templateBody: 'Dear {{gpName}}, {{dateOfBirth}}' }).expect(422);
    expect(bad.body.fields.templateBody).toBe('Unknown placeholder: {{dateOfBirth}}.');
    expect(await CorrespondenceTemplateModel.countDocuments({})).toBe(0);
    const ok = await as('psychologist', api().post('/api/practice/correspondence-templates')).send({ name: 'Mine', templateBody: 'Dear {{gpName}}, about {{patientFirstName}}.' }).expect(201);
    expect(ok.body).toMatchObject({ name: 'Mine', isDefault: false });
  });

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['client', 403],
    ['gp', 403],
  ])('sending as %s → %i, nothing stored or emailed', async (who, status) => {
    await as(who, api().post('/api/practice/correspondence')).send(letter()).expect(status);
    await as(who, api().post(`/api/practice/patients/${cast.ids.client}/medicare-referral`)).send({ referrerName: 'Dr Lee', issuedOn: '2026-01-05' }).expect(status);
    await as(who, api().post(`/api/practice/sessions/past-${cast.ids.client}/gp-referral-request`)).send({ gp: { name: 'Dr Lee', email: gpEmail } }).expect(status);
    expect(await GpLetterModel.countDocuments({})).toBe(0);
    expect(await MedicareReferralModel.countDocuments({})).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ kind: { $in: ['gp-letter', 'gp-referral-request'] } })).toBe(0);
  });

  it('a missing GP email is a 422 naming gp.email', async () => {
    const { body } = await as('psychologist', api().post('/api/practice/correspondence')).send(letter({ gp: { name: 'Dr Lee', email: 'nope' } })).expect(422);
    expect(body.fields).toHaveProperty(['gp.email']);
    expect(await GpLetterModel.countDocuments({})).toBe(0);
  });

  it('sends a filled template letter to the GP: stored for the GP account, emailed, audited', async () => {
    const { body } = await as('psychologist', api().post('/api/practice/correspondence')).send(letter()).expect(201);
    letterId = body.letterId;
    expect(body).toMatchObject({ gpId: cast.ids.gp, patientName: 'Robin Lee', psychologistName: 'Jordan Ng' });
    expect(body.body).toContain('Dear Dr Robin Lee,');
    expect(body.body).toContain('Robin has now attended 1 sessions with me.');
    expect(body.body).not.toContain('{{');
    expect((await OutboxMessageModel.findOne({ kind: 'gp-letter' }).lean())?.to).toBe(gpEmail);
    expect(await AuditEventModel.countDocuments({ recordId: letterId, action: 'create', recordKind: 'correspondence' })).toBe(1);
  });

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['psychologist', 200],
    ['gp', 200],
    ['other psychologist', 404],
    ['client', 403],
    ['other client', 403],
  ])('the letter and its PDF as %s → %i', async (who, status) => {
    const { body } = await as(who, api().get(`/api/practice/correspondence/${letterId}`)).expect(status);
    if (status !== 200) expect(body.body).toBeUndefined();
    await as(who, api().get(`/api/practice/correspondence/${letterId}/pdf`)).expect(status);
  });

  it('the GP finds it in their list, and the PDF holds the letter', async () => {
    const { body } = await as('gp', api().get('/api/practice/gp/correspondence')).expect(200);
    expect(body.letters.map((l: { letterId: string }) => l.letterId)).toEqual([letterId]);
    await as('psychologist', api().get('/api/practice/gp/correspondence')).expect(403);
    const res = await as('gp', api().get(`/api/practice/correspondence/${letterId}/pdf`)).buffer(true).parse(binary).expect(200);
    expect(await pdfText(res.body as Buffer)).toContain('Dear Dr Robin Lee,');
    const sent = await as('psychologist', api().get('/api/practice/correspondence')).expect(200);
    expect(sent.body.letters).toHaveLength(1);
    const others = await as('other psychologist', api().get('/api/practice/correspondence')).expect(200);
    expect(others.body.letters).toHaveLength(0);
  });

  it('asks the GP for a new referral for a session (stored and emailed)', async () => {
    const { body } = await as('psychologist', api().post(`/api/practice/sessions/past-${cast.ids.client}/gp-referral-request`)).send({ gp: { name: 'Dr Lee', email: gpEmail }, message: 'Six sessions done.' }).expect(201);
    expect(body).toMatchObject({ kind: 'referral-request', sessionId: `past-${cast.ids.client}` });
    expect((await OutboxMessageModel.findOne({ kind: 'gp-referral-request' }).lean())?.text).toContain('Six sessions done.');
  });

  it('records a referral received outside Harbour for the patient (bad provider number: 422, nothing written)', async () => {
    const bad = await as('psychologist', api().post(`/api/practice/patients/${cast.ids.client}/medicare-referral`)).send({ referrerName: 'Dr Lee', issuedOn: '2026-01-05', referrerProviderNumber: '1234567A' }).expect(422);
    expect(bad.body.fields).toHaveProperty(['referrerProviderNumber']);
    expect(await MedicareReferralModel.countDocuments({})).toBe(0);
    const { body } = await as('psychologist', api().post(`/api/practice/patients/${cast.ids.client}/medicare-referral`)).send({ referrerName: 'Dr Lee', issuedOn: '2026-01-05', referrerProviderNumber: '2547611Y' }).expect(201);
    expect(body).toMatchObject({ patientId: cast.ids.client, validUntil: '2027-01-04' });
    expect(await MedicareReferralModel.countDocuments({ patientId: cast.ids.client })).toBe(1);
  });
});
