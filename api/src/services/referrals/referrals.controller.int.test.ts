import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { pastSession } from '../../test-support/practice-people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { AccountModel } from '../identity/accounts/account.model';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { MedicareReferralModel } from '../funding/funding/medicare-referral.model';
import { PartialAccountModel } from '../accounts/partial-accounts/partial-account.model';
import { createUserWithProfile } from '../accounts/profiles/new-user';
import { ALREADY_ANSWERED } from './answer-review-request';
import { UNKNOWN_LOCATION } from './gp-of';
import { GpReferralModel, ReviewAnswerModel } from './gp-referral.model';
import { GpLetterModel } from '../correspondence/practice/correspondence.model';
import { DUPLICATE_REFERRAL } from './send-referral';
import { CURRENT_TERMS_VERSION } from '../accounts/registration/terms-version';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Caller = MatrixPerson | 'other gp' | 'anonymous';
let ids: Record<MatrixPerson | 'other gp', string>;
let auth: Record<Exclude<Caller, 'anonymous'>, string>;
let gpEmail: string;
let otherGpEmail: string;
const as = (who: Caller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', auth[who]));
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
const NEW_PASSWORD = 'Fresh-start-2026';

const referral = (email: string, extra: Record<string, unknown> = {}) => ({
  patient: { email, firstName: 'Alex', lastName: 'Newman' },
  carePlan: { issuedOn: today(), sessionsApproved: 6, reason: 'Low mood for three months; GAD-7 14.' },
  funding: 'Medicare',
  urgency: 'Soon',
  ...extra,
});
const counts = async () => ({
  referrals: await GpReferralModel.countDocuments({}),
  partialAccounts: await PartialAccountModel.countDocuments({}),
  medicareReferrals: await MedicareReferralModel.countDocuments({}),
  outbox: await OutboxMessageModel.countDocuments({}),
  answers: await ReviewAnswerModel.countDocuments({}),
});

beforeAll(async () => {
  const people = await signInMatrixPeople(server.url);
  otherGpEmail = `other-gp-${randomUUID()}@matrix.test`;
  const otherGp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: otherGpEmail, passwordHash: await testPasswordHash(), profile: { firstName: 'Pat', lastName: 'Other', providerNumber: '4024742F' } });
  ids = { ...people.ids, 'other gp': otherGp };
  auth = { ...people.auth, 'other gp': `Bearer ${(await signIn(server.url, otherGpEmail, TEST_PASSWORD)).access_token}` };
  gpEmail = (await AccountModel.findById(ids.gp).lean())!.email;
});

describe('access matrix', () => {
  const endpoints = () => [
    () => api().post('/api/referrals/gp').send(referral(`m-${randomUUID()}@example.com`)),
    () => api().get('/api/referrals/gp'),
    () => api().post(`/api/referrals/gp/requests/${randomUUID()}/answer`).send({ issuedOn: today(), additionalSessions: 4 }),
  ];
  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['psychologist', 403],
    ['unapproved psychologist', 403],
  ])('%s → %s on every endpoint, nothing written', async (who, status) => {
    const before = await counts();
    for (const call of endpoints()) await as(who, call()).expect(status);
    expect(await counts()).toEqual(before);
  });
});

describe('a GP refers a new patient; the review loop after 6 sessions', () => {
  const email = `alex-${randomUUID()}@example.com`;
  let referralId: string;
  let partialAccountId: string;
  let patientId: string;
  let requestId: string;

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await counts();
    const bad = await as('gp', api().post('/api/referrals/gp')).send(referral(email, { carePlan: { issuedOn: today(), sessionsApproved: 7, reason: 'x' } })).expect(422);
    expect(bad.body.fields).toEqual({ 'carePlan.sessionsApproved': 'Enter the sessions approved on this referral (1 to 6; a new care plan: 6).' });
    const practitioner = await as('gp', api().post('/api/referrals/gp')).send(referral(gpEmail)).expect(422);
    expect(practitioner.body.fields).toEqual({ 'patient.email': "This email belongs to a practitioner's account. Enter the patient's own email." });
    const unknownPsychologist = await as('gp', api().post('/api/referrals/gp')).send(referral(email, { psychologistId: ids.client })).expect(422);
    expect(unknownPsychologist.body.fields).toEqual({ psychologistId: 'Choose a psychologist from the list, or let Harbour match.' });
    expect(await counts()).toEqual(before);
  });

  it('a new patient gets a partial account and an invitation; the same referral sent 5 times at once is stored once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => as('gp', api().post('/api/referrals/gp')).send(referral(email, { psychologistId: ids.psychologist }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe(DUPLICATE_REFERRAL);
    const sent = answers.find((a) => a.status === 201)!.body;
    expect(sent).toMatchObject({ status: 'PatientInvited', partialAccountId: expect.any(String) });
    ({ referralId, partialAccountId } = sent);
    expect(await GpReferralModel.countDocuments({ patientEmail: email })).toBe(1);
    expect(await PartialAccountModel.countDocuments({ email })).toBe(1);
    expect(await MedicareReferralModel.countDocuments({ _id: referralId })).toBe(0);
    const invitation = await OutboxMessageModel.findOne({ to: email, kind: 'gp-referral-invitation' }).lean();
    expect(invitation!.subject).toBe('Dr Robin Lee has referred you to Harbour');
    expect(invitation!.text).toContain(`/signup/${partialAccountId}`);
    const psychologistEmail = (await AccountModel.findById(ids.psychologist).lean())!.email;
    expect(await OutboxMessageModel.findOne({ to: psychologistEmail, kind: 'gp-referral-received' }).lean()).toMatchObject({ subject: 'New referral from Dr Robin Lee: Alex Newman' });

    const list = await as('gp', api().get('/api/referrals/gp')).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ itemId: referralId, kind: 'Referral', status: 'PatientInvited', patientName: 'Alex Newman', psychologistName: 'Jordan Ng', sessionsApproved: 6, sessionsUsed: 0 })]);
    expect((await as('other gp', api().get('/api/referrals/gp')).expect(200)).body.items).toEqual([]);
  });

  it('joining through /signup/{partialAccountId} attaches the referral (6 sessions) to their Medicare details', async () => {
    await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/send`).expect(204);
    const code = (await OutboxMessageModel.findOne({ to: email, kind: 'partial-account-code' }).lean())!.text.match(/\b(\d{6})\b/)![1];
    ({ userId: patientId } = (await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/validate`).send({ verificationCode: code, password: NEW_PASSWORD, acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(200)).body);
    const patientAuth = `Bearer ${(await signIn(server.url, email, NEW_PASSWORD)).access_token}`;
    const plans = await api().get('/api/users/profile/patient/mhcp').set('authorization', patientAuth).expect(200);
    expect(plans.body.current).toMatchObject({ medicareReferralId: referralId, referringGpName: 'Dr Robin Lee', referrerProviderNumber: '2547611Y', sessionsApproved: 6 });
  });

  it('after 6 sessions the psychologist asks for a review; only this GP sees it and can answer', async () => {
    for (let i = 0; i < 6; i++)
      await pastSession(ids.psychologist, patientId, `ref-s${i}-${patientId}`, 11640, { sessionType: 'Medicare', medicareReferralId: referralId, quote: { feeCents: 11640, rebateCents: 9895, funderPaysCents: 9895, discountCents: 0, outOfPocketCents: 1745 } });
    const asked = await as('psychologist', api().post(`/api/practice/sessions/ref-s5-${patientId}/gp-referral-request`)).send({ gp: { name: 'Dr Robin Lee', email: gpEmail } }).expect(201);
    requestId = asked.body.letterId;
    expect(await OutboxMessageModel.findOne({ to: gpEmail, kind: 'gp-referral-request' }).lean()).toBeTruthy();

    const list = await as('gp', api().get('/api/referrals/gp')).expect(200);
    expect(list.body.items.map((i: { itemId: string; status: string; needsAction: boolean }) => [i.itemId, i.status, i.needsAction])).toEqual([
      [requestId, 'ReviewRequested', true],
      [referralId, 'ReviewRequested', false],
    ]);
    const filtered = await as('gp', api().get('/api/referrals/gp').query({ kind: 'ReviewRequest' })).expect(200);
    expect(filtered.body.items).toHaveLength(1);
    await as('gp', api().get('/api/referrals/gp').query({ status: 'Nonsense' })).expect(422);

    const before = await counts();
    await as('other gp', api().post(`/api/referrals/gp/requests/${requestId}/answer`)).send({ issuedOn: today(), additionalSessions: 4 }).expect(404);
    const tooMany = await as('gp', api().post(`/api/referrals/gp/requests/${requestId}/answer`)).send({ issuedOn: today(), additionalSessions: 5 }).expect(422);
    expect(tooMany.body.fields).toEqual({ additionalSessions: 'Enter the further sessions approved (1 to 4).' });
    expect(await counts()).toEqual(before);
    expect((await MedicareReferralModel.findById(referralId).lean())!.sessionsApproved).toBe(6);
  });

  it('the GP provides 4 more (answered once, even 4 times at once): the client tracker and the psychologist see 10', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => as('gp', api().post(`/api/referrals/gp/requests/${requestId}/answer`)).send({ issuedOn: today(), additionalSessions: 4, note: 'Continue CBT.' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe(ALREADY_ANSWERED);
    expect(answers.find((a) => a.status === 201)!.body).toEqual({ requestId, medicareReferralId: referralId, sessionsApproved: 10 });

    const patientAuth = `Bearer ${(await signIn(server.url, email, NEW_PASSWORD)).access_token}`;
    const tracker = await api().get('/api/users/profile/patient/entitlements').set('authorization', patientAuth).expect(200);
    expect(tracker.body.onReferral).toEqual({ medicareReferralId: referralId, sessionsApproved: 10, used: 6, remaining: 4 });
    const profile = await as('psychologist', api().get(`/api/users/psychologist/patients/${patientId}/profile`)).expect(200);
    expect(profile.body.medicareReferrals).toEqual([expect.objectContaining({ referralId, sessionsApproved: 10, sessionsUsed: 6, sessionsLeft: 4, reviewedOn: today() })]);
    expect(await OutboxMessageModel.countDocuments({ to: email, kind: 'gp-referral-added' })).toBe(1);

    const list = await as('gp', api().get('/api/referrals/gp')).expect(200);
    expect(list.body.items.map((i: { itemId: string; status: string; sessionsApproved?: number }) => [i.itemId, i.status, i.sessionsApproved])).toEqual([
      [requestId, 'ReviewAnswered', undefined],
      [referralId, 'InTreatment', 10],
    ]);
  });
});

describe('an existing client', () => {
  it('gets the Medicare referral at once and an email saying so', async () => {
    const clientEmail = (await AccountModel.findById(ids.client).lean())!.email;
    const sent = await as('other gp', api().post('/api/referrals/gp')).send(referral(clientEmail.toUpperCase())).expect(201);
    expect(sent.body).toEqual({ referralId: expect.any(String), status: 'Sent', patientId: ids.client, medicareReferralId: sent.body.referralId });
    expect(await MedicareReferralModel.findById(sent.body.referralId).lean()).toMatchObject({ patientId: ids.client, sessionsApproved: 6, referrerName: 'Dr Pat Other' });
    expect(await OutboxMessageModel.findOne({ to: clientEmail, kind: 'gp-referral-added' }).lean()).toMatchObject({ subject: 'A referral was added to your Harbour account' });
    expect(await PartialAccountModel.countDocuments({ email: clientEmail })).toBe(0);
    const list = await as('other gp', api().get('/api/referrals/gp').query({ status: 'Sent' })).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ itemId: sent.body.referralId, patientName: 'Robin Lee', letHarbourMatch: true })]);
  });
});

it('a review request sent to a GP\'s email before they joined Harbour reaches their list, and they can answer it', async () => {
  const requestId = `early-${randomUUID()}`;
  await GpLetterModel.create({ _id: requestId, kind: 'referral-request', psychologistId: ids.psychologist, patientId: ids['other client'], gpName: 'Dr Pat Other', gpEmail: otherGpEmail, subject: 'Request for a new referral', body: 'Please review.', sentAt: new Date() });
  const list = await as('other gp', api().get('/api/referrals/gp').query({ kind: 'ReviewRequest' })).expect(200);
  expect(list.body.items).toEqual([expect.objectContaining({ itemId: requestId, status: 'ReviewRequested', needsAction: true, patientName: 'Sam Other' })]);
  expect((await as('gp', api().get('/api/referrals/gp').query({ kind: 'ReviewRequest' })).expect(200)).body.items.map((i: { itemId: string }) => i.itemId)).not.toContain(requestId);
  // No current referral: the answer is a new referral for the further sessions.
  const answered = await as('other gp', api().post(`/api/referrals/gp/requests/${requestId}/answer`)).send({ issuedOn: today(), additionalSessions: 4 }).expect(201);
  expect(await MedicareReferralModel.findById(answered.body.medicareReferralId).lean()).toMatchObject({ patientId: ids['other client'], sessionsApproved: 4, referrerName: 'Dr Pat Other' });
});

describe('a GP with more than one practice location', () => {
  it('refers from the location they choose: its provider number goes on the patient’s Medicare referral; a number not theirs is refused and nothing is written', async () => {
    await as('other gp', api().put('/api/users/profile/gp'))
      .send({ firstName: 'Pat', lastName: 'Other', practiceName: 'Main Street Clinic', otherLocations: [{ practiceName: 'Hill Surgery', providerNumber: '4024741W' }] })
      .expect(200);
    const email = `hill-${randomUUID()}@example.com`;
    const before = await counts();
    const notTheirs = await as('other gp', api().post('/api/referrals/gp')).send(referral(email, { providerNumber: '2547611Y' })).expect(422);
    expect(notTheirs.body.fields).toEqual({ providerNumber: UNKNOWN_LOCATION });
    expect(await counts()).toEqual(before);

    const sent = await as('other gp', api().post('/api/referrals/gp')).send(referral(email, { providerNumber: '4024741w' })).expect(201);
    await api().post(`/api/users/partial-accounts/${sent.body.partialAccountId}/verification/send`).expect(204);
    const code = (await OutboxMessageModel.findOne({ to: email, kind: 'partial-account-code' }).lean())!.text.match(/\b(\d{6})\b/)![1];
    await api().post(`/api/users/partial-accounts/${sent.body.partialAccountId}/verification/validate`).send({ verificationCode: code, password: NEW_PASSWORD, acceptedTermsVersion: CURRENT_TERMS_VERSION }).expect(200);
    expect(await MedicareReferralModel.findById(sent.body.referralId).lean()).toMatchObject({ referrerProviderNumber: '4024741W', referrerPracticeName: 'Hill Surgery' });
  });
});
