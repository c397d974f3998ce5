import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bookSession } from '../../test-support/messaging-people';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { signIn, TEST_PASSWORD } from '../../test-support/sign-in';
import { AuditEventModel } from '../audit/audit-event.model';
import { PatientFileModel } from '../files/records/patient-file.model';
import { NOT_ALLOWED_TYPE } from '../files/sniff/sniff-upload';
import { EXE, PDF } from '../files/sniff/test-files';
import { hashPassword } from '../identity/accounts/passwords';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { createUserWithProfile } from '../users/profiles/new-user';
import { CHOOSE_LETTER_KIND, NO_SUCH_REFERRAL } from './attach-referral-letter';

// POST /api/referrals/gp/{referralId}/letter: the GP's uploaded referral letter / care plan.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Caller = MatrixPerson | 'other gp' | 'anonymous';
let ids: Record<MatrixPerson, string>;
let auth: Record<Exclude<Caller, 'anonymous'>, string>;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const email = `letter-${randomUUID()}@example.com`;
let referralId: string;
let partialAccountId: string;

const upload = (who: Caller, kind: string | undefined, bytes: Buffer, name = 'care-plan.pdf', id = referralId) => {
  const call = api().post(`/api/referrals/gp/${id}/letter`);
  if (who !== 'anonymous') call.set('authorization', auth[who]);
  if (kind !== undefined) call.field('kind', kind);
  return call.attach('file', bytes, name);
};
const written = async () => ({ files: await PatientFileModel.countDocuments({}), audit: await AuditEventModel.countDocuments({ recordKind: 'patient-file', action: 'create' }) });

beforeAll(async () => {
  const people = await signInMatrixPeople(server.url);
  ids = people.ids;
  const otherGpEmail = `other-gp-${randomUUID()}@matrix.test`;
  await createUserWithProfile({ userType: 'gp', isApproved: true, email: otherGpEmail, passwordHash: await hashPassword(TEST_PASSWORD), profile: { firstName: 'Pat', lastName: 'Other', providerNumber: '4024742F' } });
  auth = { ...people.auth, 'other gp': `Bearer ${(await signIn(server.url, otherGpEmail, TEST_PASSWORD)).access_token}` };
  const sent = await api()
    .post('/api/referrals/gp')
    .set('authorization', auth.gp)
    .send({ patient: { email, firstName: 'Alex', lastName: 'Newman' }, carePlan: { issuedOn: today(), sessionsApproved: 6, reason: 'Low mood.' }, funding: 'Medicare', urgency: 'Soon' })
    .expect(201);
  ({ referralId, partialAccountId } = sent.body);
});

it.each<[Caller, number]>([
  ['anonymous', 401],
  ['client', 403],
  ['psychologist', 403],
  ['other gp', 404],
])('%s → %s, nothing written', async (who, status) => {
  const before = await written();
  const res = await upload(who, 'GPReferral', PDF);
  expect(res.status).toBe(status);
  if (status === 404) expect(res.body.detail).toBe(NO_SUCH_REFERRAL);
  expect(await written()).toEqual(before);
});

it('refuses a renamed non-PDF, a missing kind and an unknown referral, writing nothing', async () => {
  const before = await written();
  const renamed = await upload('gp', 'GPReferral', EXE, 'letter.pdf').expect(422);
  expect(renamed.body.fields).toEqual({ file: NOT_ALLOWED_TYPE });
  const noKind = await upload('gp', undefined, PDF).expect(422);
  expect(noKind.body.fields).toEqual({ kind: CHOOSE_LETTER_KIND });
  await upload('gp', 'GPReferral', PDF, 'x.pdf', randomUUID()).expect(404);
  expect(await written()).toEqual(before);
});

it('the GP attaches the care plan for a new patient; on sign-up it is theirs and their psychologist can read it', async () => {
  const stored = await upload('gp', 'MentalHealthCarePlan', PDF).expect(201);
  expect(stored.body).toMatchObject({ patientId: partialAccountId, kind: 'MentalHealthCarePlan', fileName: 'care-plan.pdf', contentType: 'application/pdf', uploadedByType: 'gp' });

  await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/send`).expect(204);
  const code = (await OutboxMessageModel.findOne({ to: email, kind: 'partial-account-code' }).lean())!.text.match(/\b(\d{6})\b/)![1];
  const { userId } = (await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/validate`).send({ verificationCode: code, password: 'Fresh-start-2026' }).expect(200)).body;
  expect(await PatientFileModel.findById(stored.body.fileId).lean()).toMatchObject({ patientId: userId });

  await api().get('/api/files/psychologist/patient-files').query({ patientId: userId }).set('authorization', auth.psychologist).expect(404);
  await bookSession(userId, ids.psychologist, 3, 'Pending');
  const files = await api().get('/api/files/psychologist/patient-files').query({ patientId: userId }).set('authorization', auth.psychologist).expect(200);
  expect(files.body.sharedFiles).toEqual([expect.objectContaining({ fileId: stored.body.fileId, kind: 'MentalHealthCarePlan' })]);
});
