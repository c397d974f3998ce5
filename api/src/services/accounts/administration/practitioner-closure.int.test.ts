import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { signInMatrixPeople } from '../../../test-support/people';
import { sessionRecord } from '../../../test-support/session-record';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { attemptSignIn, createEnrolledAdministrator, signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { AuditEventModel } from '../../audit/audit-event.model';
import { invalidateDirectory } from '../../directory';
import { DirectoryProfileModel } from '../../directory/listing/directory-profile.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { SEND_REFUSALS } from '../../messaging/send-permission';
import { MessageModel } from '../../messaging/records/message.model';
import { GpReferralModel } from '../../referrals/gp-referral.model';
import { SessionModel } from '../../sessions/records/session.model';
import { AccountClosureModel } from '../profiles/account-closure.model';
import { GpProfileModel } from '../profiles/gp-profile.model';
import { createUserWithProfile } from '../profiles/new-user';
import { PsychologistProfileModel } from '../profiles/psychologist-profile.model';
import { ALREADY_CLOSED } from './account-actions';
import { AccountClosureDecisionModel } from './account-closure-decision.model';
import { PRACTITIONER_CLOSED } from './practitioner-approval';
import { sessionsToGiveRefusal } from './practitioner-closure-refusal';

// The real app, identity authority and database; practitioners are made straight in the database.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
const DAY = 24 * 3600 * 1000;
let steppedUp: Record<string, string>[];
let notSteppedUp: Record<string, string>;
let matrix: Awaited<ReturnType<typeof signInMatrixPeople>>;

const closeUrl = (id: string) => `/api/users/admin/accounts/${id}/close`;
const sydneyDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
const plusSevenYears = (day: string) => `${Number(day.slice(0, 4)) + 7}${day.slice(4)}`;

async function practitioner(userType: 'psychologist' | 'gp', lastName: string) {
  const email = `${userType}-${randomUUID()}@closing.test`;
  const profile = { firstName: 'Quinn', lastName, phone: '0412 345 678', postcode: '3000', providerNumber: userType === 'gp' ? '2547611Y' : '4024742F' };
  const id = await createUserWithProfile(
    userType === 'gp'
      ? { email, passwordHash: await testPasswordHash(), userType, isApproved: true, profile: { ...profile, practiceName: 'Harbour Clinic' } }
      : { email, passwordHash: await testPasswordHash(), userType, isApproved: true, profile },
  );
  const tokens = await signIn(server.url, email, TEST_PASSWORD);
  return { id, email, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

async function listing(psychologistId: string, slug: string) {
  const now = new Date();
  await DirectoryProfileModel.create({
    _id: psychologistId, slug, psychologistType: 'Clinical psychologist', ahpraNumber: 'PSY0001234567',
    fundingAccepted: ['Medicare'], fees: [{ durationMinutes: 50, feeCents: 19000 }], timeZone: 'Australia/Melbourne', state: 'VIC', createdAt: now, updatedAt: now,
  });
  // Written past the directory's own writes: its kept snapshot is told, as an edit would.
  invalidateDirectory();
}

beforeAll(async () => {
  steppedUp = [];
  for (let i = 0; i < 2; i++) {
    const admin = await createEnrolledAdministrator();
    const tokens = await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret });
    await stepUp(server.url, `Bearer ${tokens.access_token}`, admin.totpSecret);
    steppedUp.push({ authorization: `Bearer ${tokens.access_token}` });
  }
  const plain = await createEnrolledAdministrator();
  notSteppedUp = { authorization: `Bearer ${(await signIn(server.url, plain.email, TEST_PASSWORD, { totpSecret: plain.totpSecret })).access_token}` };
  matrix = await signInMatrixPeople(server.url);
}, 60000);

describe('closing a psychologist’s account', () => {
  it('ends sign-in, the listing and new messages; keeps the name, provider number, AHPRA number and records until 7 years after the last session', async () => {
    const sam = await practitioner('psychologist', `Closingtest${Date.now()}`);
    const slug = `quinn-${sam.id}`;
    await listing(sam.id, slug);
    const client = matrix.ids.client;
    const held = new Date(Date.now() - 30 * DAY);
    await SessionModel.create(sessionRecord(client, sam.id, held, { sessionStatus: 'Completed', paymentStatus: 'Paid' }));
    await SessionModel.create(sessionRecord(client, sam.id, new Date(Date.now() + 3 * DAY), { sessionStatus: 'Cancelled' }));
    const clientAuth = { authorization: matrix.auth.client };
    await api().post('/api/messaging/messaging/terms/accept').set(clientAuth).expect(200);
    const participants = { participants: [{ participantUserId: client, participantUserType: 'client' }, { participantUserId: sam.id, participantUserType: 'psychologist' }] };
    const { body: conversation } = await api().post('/api/messaging/conversations').set(clientAuth).send(participants).expect(201);
    await api().post(`/api/messaging/conversations/${conversation.conversationId}/messages`).set(clientAuth).send({ message: 'See you next week' }).expect(201);
    await api().get('/api/users/psychologists/bio').query({ slug }).expect(200);

    const closed = await api().post(closeUrl(sam.id)).set(steppedUp[0]).send({ confirmEmail: sam.email.toUpperCase(), reason: 'Left the practice' }).expect(200);
    const until = plusSevenYears(sydneyDay(held));
    expect(closed.body).toEqual({ accountId: sam.id, closedAt: expect.any(String), clinicalRecordsRetainedUntil: until });

    // Sign-in and every token end at once.
    expect((await attemptSignIn(server.url, sam.email, TEST_PASSWORD)).status).not.toBe(200);
    await api().get('/api/users/profile/psychologist').set(sam.auth).expect(401);
    expect(await AccountModel.findById(sam.id).lean()).toMatchObject({ email: `closed-${sam.id}@closed.harbour.invalid`, isApproved: false, closedAt: expect.any(Date) });
    // Out of the directory: the profile page, search and bookable times.
    await api().get('/api/users/psychologists/bio').query({ slug }).expect(404);
    await api().get(`/api/users/psychologist/${sam.id}/next-available`).expect(404);
    const search = await api().get('/api/users/psychologists/search').query({ q: 'Closingtest' }).expect(200);
    expect(JSON.stringify(search.body)).not.toContain(sam.id);
    // Contact details gone; who gave the service kept.
    const profile = await PsychologistProfileModel.findById(sam.id).lean();
    expect(profile).toMatchObject({ firstName: 'Quinn', providerNumber: '4024742F' });
    expect(profile?.phone).toBeUndefined();
    expect(profile?.postcode).toBeUndefined();
    expect(await DirectoryProfileModel.findById(sam.id).lean()).toMatchObject({ ahpraNumber: 'PSY0001234567' });
    expect(await SessionModel.countDocuments({ psychologistId: sam.id })).toBe(2);
    expect(await AccountClosureModel.findById(sam.id).lean()).toMatchObject({ reason: 'Left the practice', lastServiceAt: held, retainClinicalRecordsUntil: until, completedAt: expect.any(Date) });
    // The client reads the history and is told why sending stops.
    const read = await api().get(`/api/messaging/conversations/${conversation.conversationId}/messages`).set(clientAuth).expect(200);
    expect(JSON.stringify(read.body)).toContain('See you next week');
    const refused = await api().post(`/api/messaging/conversations/${conversation.conversationId}/messages`).set(clientAuth).send({ message: 'Hello?' }).expect(403);
    expect(refused.body.detail).toBe(SEND_REFUSALS.psychologistClosed);
    expect(await MessageModel.countDocuments({ conversationId: conversation.conversationId })).toBe(1);
    // Audited, and no decision about the account can be taken any more.
    expect(await AuditEventModel.find({ action: 'close', recordId: sam.id }).lean()).toEqual([expect.objectContaining({ detail: `psychologist account; records kept until ${until}` })]);
    const suspend = await api().post(`/api/users/admin/practitioners/${sam.id}/suspend`).set(steppedUp[0]).send({ reason: 'Testing' }).expect(409);
    expect(suspend.body.detail).toBe(PRACTITIONER_CLOSED);
    const decided = await api().get('/api/users/admin/practitioners/approved').query({ search: 'Closingtest' }).set(steppedUp[0]).expect(200);
    expect(JSON.stringify(decided.body)).not.toContain(sam.id);
  });

  it('is refused while sessions are to come, saying how many; nothing is written', async () => {
    const busy = await practitioner('psychologist', 'Busy');
    await listing(busy.id, `busy-${busy.id}`);
    for (const days of [2, 9, 16]) await SessionModel.create(sessionRecord(matrix.ids.client, busy.id, new Date(Date.now() + days * DAY)));
    const sessionsBefore = await SessionModel.find({ psychologistId: busy.id }).sort({ startsAt: 1 }).lean();
    const accountBefore = await AccountModel.findById(busy.id).lean();
    const profileBefore = await PsychologistProfileModel.findById(busy.id).lean();

    const refused = await api().post(closeUrl(busy.id)).set(steppedUp[0]).send({ confirmEmail: busy.email }).expect(409);
    expect(refused.body.detail).toBe(sessionsToGiveRefusal('Quinn Busy', 3));
    expect(refused.body.detail).toBe('Quinn Busy has 3 sessions to come. Cancel them (the clients are told and refunded) or ask the psychologist to, then close the account.');

    expect(await AccountModel.findById(busy.id).lean()).toEqual(accountBefore);
    expect(await PsychologistProfileModel.findById(busy.id).lean()).toEqual(profileBefore);
    expect(await SessionModel.find({ psychologistId: busy.id }).sort({ startsAt: 1 }).lean()).toEqual(sessionsBefore);
    await api().get('/api/users/psychologists/bio').query({ slug: `busy-${busy.id}` }).expect(200);
    expect(await AccountClosureModel.countDocuments({ _id: busy.id })).toBe(0);
    expect(await AccountClosureDecisionModel.countDocuments({ _id: busy.id })).toBe(0);
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: busy.id })).toBe(0);
    expect((await attemptSignIn(server.url, busy.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('closing a GP’s account', () => {
  it('ends sign-in and removes contact details; referrals stay and date the retention', async () => {
    const gp = await practitioner('gp', 'General');
    const sent = new Date(Date.now() - 10 * DAY);
    await GpReferralModel.create({
      _id: randomUUID(), gpId: gp.id, dedupeKey: `${gp.id}|someone@example.com|x`, patientEmail: 'someone@example.com', patientFirstName: 'Alex', patientLastName: 'Client',
      issuedOn: sydneyDay(sent), validUntil: sydneyDay(new Date(sent.getTime() + 365 * DAY)), sessionsApproved: 6, reason: 'Low mood', funding: 'Medicare', urgency: 'routine', createdAt: sent,
    });

    const closed = await api().post(closeUrl(gp.id)).set(steppedUp[1]).send({ confirmEmail: gp.email }).expect(200);
    expect(closed.body.clinicalRecordsRetainedUntil).toBe(plusSevenYears(sydneyDay(sent)));
    expect((await attemptSignIn(server.url, gp.email, TEST_PASSWORD)).status).not.toBe(200);
    await api().get('/api/users/profile/gp').set(gp.auth).expect(401);
    const profile = await GpProfileModel.findById(gp.id).lean();
    expect(profile).toMatchObject({ firstName: 'Quinn', lastName: 'General', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' });
    expect(profile?.phone).toBeUndefined();
    expect(await GpReferralModel.countDocuments({ gpId: gp.id })).toBe(1);
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: gp.id })).toBe(1);
  });
});

describe('who may close a practitioner’s account', () => {
  it('only an administrator with a fresh code; every refusal writes nothing', async () => {
    const target = await practitioner('psychologist', 'Target');
    const body = { confirmEmail: target.email };
    await api().post(closeUrl(target.id)).send(body).expect(401);
    for (const person of ['client', 'psychologist', 'gp'] as const) {
      await api().post(closeUrl(target.id)).set('authorization', matrix.auth[person]).send(body).expect(403);
    }
    // Their own account, too: closing is the console's.
    await api().post(closeUrl(target.id)).set(target.auth).send(body).expect(403);
    const noStepUp = await api().post(closeUrl(target.id)).set(notSteppedUp).send(body).expect(403);
    expect(noStepUp.body.detail).toBe(STEP_UP_REQUIRED);
    const wrongEmail = await api().post(closeUrl(target.id)).set(steppedUp[0]).send({ confirmEmail: 'someone@example.com' }).expect(422);
    expect(wrongEmail.body.fields).toHaveProperty('confirmEmail');

    expect(await AccountModel.findById(target.id).lean()).toMatchObject({ email: target.email, isApproved: true });
    expect(await AccountClosureModel.countDocuments({ _id: target.id })).toBe(0);
    expect(await AccountClosureDecisionModel.countDocuments({ _id: target.id })).toBe(0);
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: target.id })).toBe(0);
  });

  it('two administrators at once: one closes, the other is told it is done (409)', async () => {
    const target = await practitioner('psychologist', 'Twice');
    const close = (admin: Record<string, string>) => api().post(closeUrl(target.id)).set(admin).send({ confirmEmail: target.email });
    const answers = await Promise.all([close(steppedUp[0]), close(steppedUp[1])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe(ALREADY_CLOSED);
    expect(await AccountClosureModel.countDocuments({ _id: target.id })).toBe(1);
    expect(await AuditEventModel.countDocuments({ action: 'close', recordId: target.id })).toBe(1);
  });
});
