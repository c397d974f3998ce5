import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bookSession } from '../../test-support/messaging-people';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { AuditEventModel } from '../audit/audit-event.model';
import { PatientFileModel } from '../files/records/patient-file.model';
import { NOT_ALLOWED_TYPE } from '../../lib/uploads/sniff-upload';
import { EXE, PDF } from '../../lib/uploads/test-files';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { createUserWithProfile } from '../accounts/profiles/new-user';
import { GpReferralModel } from './gp-referral.model';
import { CHOOSE_LETTER_KIND, NO_SUCH_REFERRAL } from './attach-referral-letter';
import { CURRENT_TERMS_VERSION } from '../accounts/registration/terms-version';

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
  await createUserWithProfile({ userType: 'gp', isApproved: true, email: otherGpEmail, passwordHash: await testPasswordHash(), profile: { firstName: 'Pat', lastName: 'Other', providerNumber: '4024742F' } });
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
  const { userId } = (await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/validate`).send({ verificationCode: code, password: 'Fresh-start-2026', acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(200)).body;
  expect(await PatientFileModel.findById(stored.body.fileId).lean()).toMatchObject({ patientId: userId });

  await api().get('/api/files/psychologist/patient-files').query({ patientId: userId }).set('authorization', auth.psychologist).expect(404);
  await bookSession(userId, ids.psychologist, 3, 'Pending');
  const files = await api().get('/api/files/psychologist/patient-files').query({ patientId: userId }).set('authorization', auth.psychologist).expect(200);
  expect(files.body.sharedFiles).toEqual([expect.objectContaining({ fileId: stored.body.fileId, kind: 'MentalHealthCarePlan' })]);
});

// The seeded directory lists no psychologist here (seeding the demo directory takes minutes), so the
// top-match choice itself is proven by harbour-match.test.ts; this proves the API's side of it.
it('"Let Harbour match": unknown concerns are refused naming concernIds with nothing written; with nobody to match the referral stays open', async () => {
  const specialisations = (await api().get('/api/users/specialisations').expect(200)).body as { specialisationId: number }[] | Record<string, { specialisationId: number }[]>;
  const list = Array.isArray(specialisations) ? specialisations : Object.values(specialisations).find(Array.isArray)!;
  const concernIds = [list[0].specialisationId];
  const body = (extra: object) => ({ patient: { email: `m-${randomUUID()}@example.com`, firstName: 'Mia', lastName: 'Match' }, carePlan: { issuedOn: today(), sessionsApproved: 6, reason: 'Anxiety.' }, funding: 'Medicare', urgency: 'Routine', ...extra });

  const before = await GpReferralModel.countDocuments({});
  const bad = await api().post('/api/referrals/gp').set('authorization', auth.gp).send(body({ concernIds: [987654] })).expect(422);
  expect(bad.body.fields).toEqual({ concernIds: 'Choose the concerns from the list.' });
  expect(await GpReferralModel.countDocuments({})).toBe(before);

  const top = (await api().post('/api/users/psychologists/match').send({ specialisationIds: concernIds, funding: 'Medicare' }).expect(200)).body.matches[0];
  const sent = await api().post('/api/referrals/gp').set('authorization', auth.gp).send(body({ concernIds })).expect(201);
  const record = await GpReferralModel.findById(sent.body.referralId).lean();
  expect(record?.psychologistId).toBe(top?.psychologist.psychologistId);
  const items = (await api().get('/api/referrals/gp').set('authorization', auth.gp).expect(200)).body.items;
  expect(items.find((i: { itemId: string }) => i.itemId === sent.body.referralId)).toMatchObject({ letHarbourMatch: true });
});
