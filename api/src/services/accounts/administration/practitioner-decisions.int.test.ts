import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { attemptSignIn, signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { demoDirectory, seedDemoDirectory } from '../../../seed/demo-directory';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { SIGN_IN_MESSAGES } from '../../identity/provider/interactions';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { invalidateDirectory } from '../../directory/listing/directory-cache';
import { createUserWithProfile, type NewUser } from '../profiles/new-user';
import { PractitionerDecisionModel } from './practitioner-decision.model';
import { PractitionerSuspensionModel } from './practitioner-suspension.model';
import { SessionModel } from '../../sessions/records/session.model';
import { sessionRecord } from '../../../test-support/session-record';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let admin: { userId: string; auth: string };

async function practitioner(userType: 'psychologist' | 'gp', isApproved = false) {
  const email = `${userType}-${randomUUID()}@example.com`;
  const profile = userType === 'gp' ? { firstName: 'Gale', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Bay Clinic' } : { firstName: 'Pat', lastName: 'Pending', providerNumber: '4024742F' };
  const userId = await createUserWithProfile({ userType, isApproved, email, passwordHash: await testPasswordHash(), profile } as NewUser);
  return { userId, email };
}

const decide = (action: 'approve' | 'decline' | 'suspend' | 'reinstate', userId: string, reason?: string) =>
  api().post(`/api/users/admin/practitioners/${userId}/${action}`).set('authorization', admin.auth).send(reason === undefined ? {} : { reason });
const queueIds = async () => (await api().get('/api/users/admin/practitioners').set('authorization', admin.auth).expect(200)).body.practitioners.map((p: { userId: string }) => p.userId);
// In the order they happened: a find without a sort has no order on FerretDB.
const auditOf = (recordId: string) => AuditEventModel.find({ recordId, recordKind: 'practitioner-account' }).sort({ at: 1, _id: 1 }).lean();

beforeAll(async () => {
  const email = `administrator-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash() } as NewUser);
  admin = { userId, auth: `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}` };
});

describe('declining a practitioner', () => {
  it('refuses a missing or blank reason with 422 naming it, and writes nothing', async () => {
    const pending = await practitioner('psychologist');
    for (const reason of [undefined, '   ']) {
      const response = await decide('decline', pending.userId, reason).expect(422);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(Object.keys(response.body.fields)).toEqual([expect.stringMatching(/reason/)]);
    }
    expect(await PractitionerDecisionModel.countDocuments({ _id: pending.userId })).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ to: pending.email })).toBe(0);
    expect(await auditOf(pending.userId)).toEqual([]);
    expect(await queueIds()).toContain(pending.userId);
  });

  it('takes them off the queue, emails the reason, audits it, and their sign-in says they were declined', async () => {
    const pending = await practitioner('gp');
    const { body } = await decide('decline', pending.userId, '  The provider number is not yours.  ').expect(200);
    expect(body).toMatchObject({ userId: pending.userId, userType: 'gp', isApproved: false });
    expect(await queueIds()).not.toContain(pending.userId);

    const email = await OutboxMessageModel.findOne({ to: pending.email, kind: 'practitioner-declined' }).lean();
    expect(email?.subject).toBe('Your Harbour application was declined');
    expect(email?.text).toContain('Hi Gale');
    expect(email?.text).toContain('The provider number is not yours.');
    expect(await auditOf(pending.userId)).toEqual([
      expect.objectContaining({ actorId: admin.userId, actorType: 'administrator', action: 'decline', recordKind: 'practitioner-account', recordId: pending.userId, detail: 'The provider number is not yours.', at: expect.any(Date) }),
    ]);

    const attempt = await attemptSignIn(server.url, pending.email, TEST_PASSWORD);
    expect(attempt.status).toBe(403);
    expect(attempt.page).toContain(SIGN_IN_MESSAGES.declined);
    expect(attempt.tokens).toBeUndefined();
  });

  it('has one outcome: approving after a decline, or declining twice, is 409 and writes nothing more', async () => {
    const pending = await practitioner('psychologist');
    await decide('decline', pending.userId, 'Not registered with AHPRA.').expect(200);
    const approve = await decide('approve', pending.userId).expect(409);
    expect(approve.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(approve.body.detail).toBe('This practitioner was declined; the decision stands.');
    await decide('decline', pending.userId, 'Again.').expect(409);
    expect(await AccountModel.findById(pending.userId).lean()).toMatchObject({ isApproved: false });
    expect(await OutboxMessageModel.find({ to: pending.email }, { kind: 1, _id: 0 }).lean()).toEqual([{ kind: 'practitioner-declined' }]);
    expect(await auditOf(pending.userId)).toHaveLength(1);
    expect(await PractitionerDecisionModel.findById(pending.userId).lean()).toMatchObject({ outcome: 'declined', reason: 'Not registered with AHPRA.' });
  });

  it('refuses to decline an approved practitioner (suspend instead)', async () => {
    const approved = await practitioner('psychologist', true);
    const response = await decide('decline', approved.userId, 'Late.').expect(409);
    expect(response.body.detail).toBe('This practitioner is already approved: suspend them instead.');
    expect(await AccountModel.findById(approved.userId).lean()).toMatchObject({ isApproved: true });
    expect(await AccountModel.findById(approved.userId).lean()).not.toHaveProperty('declinedAt');
  });

  it('answers 404 for an id that is not a psychologist or GP', async () => {
    await decide('decline', randomUUID(), 'Who?').expect(404);
    await decide('suspend', admin.userId, 'Who?').expect(404);
  });
});

describe('ten decisions at once', () => {
  it('ten declines: one wins, nine get 409 problem+json, one email, one audit event', async () => {
    const pending = await practitioner('psychologist');
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => decide('decline', pending.userId, `Reason ${i}`)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const loser of responses.filter((r) => r.status === 409)) expect(loser.headers['content-type']).toMatch(/application\/problem\+json/);
    const winner = responses.find((r) => r.status === 200)!;
    const winningReason = `Reason ${responses.indexOf(winner)}`;
    expect(await PractitionerDecisionModel.findById(pending.userId).lean()).toMatchObject({ outcome: 'declined', reason: winningReason });
    expect(await OutboxMessageModel.countDocuments({ to: pending.email, kind: 'practitioner-declined' })).toBe(1);
    expect((await OutboxMessageModel.findOne({ to: pending.email }).lean())?.text).toContain(winningReason);
    expect(await auditOf(pending.userId)).toEqual([expect.objectContaining({ action: 'decline', detail: winningReason })]);
  });

  it('five approvals and five declines: one outcome, one email, one audit event', async () => {
    const pending = await practitioner('gp');
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? decide('approve', pending.userId) : decide('decline', pending.userId, 'Declined at once.'))));
    const decision = (await PractitionerDecisionModel.findById(pending.userId).lean())!;
    const account = (await AccountModel.findById(pending.userId).lean())!;
    const approvals = responses.filter((_, i) => i % 2);
    const declines = responses.filter((_, i) => i % 2 === 0);
    if (decision.outcome === 'approved') {
      // Approving is idempotent: the other approvals answer 200 too, writing nothing.
      expect(approvals.map((r) => r.status)).toEqual(Array(5).fill(200));
      expect(declines.map((r) => r.status)).toEqual(Array(5).fill(409));
      expect(account.isApproved).toBe(true);
      expect(account.declinedAt).toBeUndefined();
    } else {
      expect(approvals.map((r) => r.status)).toEqual(Array(5).fill(409));
      expect(declines.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(account.isApproved).toBe(false);
      expect(account.declinedAt).toBeInstanceOf(Date);
    }
    expect(await OutboxMessageModel.find({ to: pending.email }, { kind: 1, _id: 0 }).lean()).toEqual([{ kind: decision.outcome === 'approved' ? 'practitioner-approved' : 'practitioner-declined' }]);
    expect(await auditOf(pending.userId)).toEqual([expect.objectContaining({ action: decision.outcome === 'approved' ? 'approve' : 'decline' })]);
  });

  it('ten suspensions: one wins, nine get 409, one email, one audit event', async () => {
    const approved = await practitioner('gp', true);
    const responses = await Promise.all(Array.from({ length: 10 }, () => decide('suspend', approved.userId, 'Complaint under review.')));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await OutboxMessageModel.countDocuments({ to: approved.email, kind: 'practitioner-suspended' })).toBe(1);
    expect(await auditOf(approved.userId)).toEqual([expect.objectContaining({ action: 'suspend' })]);
  });
});

describe('suspending and reinstating', () => {
  const people = demoDirectory().filter((p) => p.isApproved && !p.listing.isHidden).slice(0, 2);
  let listed: { userId: string; email: string; lastName: string };

  beforeAll(async () => {
    await seedDemoDirectory(people);
    const person = people[0];
    listed = { userId: (await AccountModel.findOne({ email: person.email }).lean())!._id, email: person.email, lastName: person.lastName };
    invalidateDirectory();
  }, 60_000);

  const directoryIds = async () => (await api().post('/api/users/psychologists/list').send({ pageSize: 50 }).expect(200)).body.psychologists.map((p: { psychologistId: string }) => p.psychologistId);
  const from = () => new Date(Date.now() + 24 * 3600_000);
  const searchIds = async () =>
    (
      await api()
        .post('/api/users/psychologists/search-for-availability')
        .send({ from: from().toISOString(), to: new Date(from().getTime() + 7 * 24 * 3600_000).toISOString(), timeZone: 'Australia/Sydney' })
        .expect(200)
    ).body.psychologists.map((p: { psychologistId: string }) => p.psychologistId);

  it('hides them from the directory and search, ends their sessions, refuses sign-in, emails them; reinstating undoes it', async () => {
    const token = (await signIn(server.url, listed.email, DEMO_PASSWORD)).access_token;
    await api().get('/api/users/profile/psychologist').set('authorization', `Bearer ${token}`).expect(200);
    expect(await directoryIds()).toContain(listed.userId);
    expect(await searchIds()).toContain(listed.userId);

    await decide('suspend', listed.userId, '').expect(422);
    expect(await PractitionerSuspensionModel.countDocuments({ _id: listed.userId })).toBe(0);

    const suspended = await decide('suspend', listed.userId, 'Registration lapsed.').expect(200);
    expect(suspended.body).toMatchObject({ userId: listed.userId, isApproved: false, suspendedAt: expect.any(String) });
    expect(await directoryIds()).not.toContain(listed.userId);
    expect(await searchIds()).not.toContain(listed.userId);
    expect(await queueIds()).not.toContain(listed.userId);
    await api().get('/api/users/profile/psychologist').set('authorization', `Bearer ${token}`).expect(401);
    const attempt = await attemptSignIn(server.url, listed.email, DEMO_PASSWORD);
    expect(attempt.status).toBe(403);
    expect(attempt.page).toContain(SIGN_IN_MESSAGES.suspended);
    expect((await OutboxMessageModel.findOne({ to: listed.email, kind: 'practitioner-suspended' }).lean())?.text).toContain('Registration lapsed.');

    const page = await api().get(`/api/users/admin/practitioners/approved?search=${encodeURIComponent(listed.lastName)}`).set('authorization', admin.auth).expect(200);
    expect(page.body.practitioners).toContainEqual(expect.objectContaining({ userId: listed.userId, suspendedAt: expect.any(String), suspensionReason: 'Registration lapsed.' }));

    await decide('suspend', listed.userId, 'Twice.').expect(409);
    const reinstated = await decide('reinstate', listed.userId, 'Registration renewed.').expect(200);
    expect(reinstated.body).toMatchObject({ isApproved: true });
    expect(reinstated.body).not.toHaveProperty('suspendedAt');
    await decide('reinstate', listed.userId, 'Twice.').expect(409);
    expect(await directoryIds()).toContain(listed.userId);
    expect(await searchIds()).toContain(listed.userId);
    await signIn(server.url, listed.email, DEMO_PASSWORD);
    expect((await OutboxMessageModel.findOne({ to: listed.email, kind: 'practitioner-reinstated' }).lean())?.text).toContain('Registration renewed.');
    expect((await auditOf(listed.userId)).map((e) => [e.action, e.detail])).toEqual([
      ['suspend', 'Registration lapsed.'],
      ['reinstate', 'Registration renewed.'],
    ]);
  });

  it('keeps their booked sessions and lists those still to come, soonest first, for the operator', async () => {
    const psychologist = await practitioner('psychologist', true);
    const client = await createUserWithProfile({ userType: 'client', email: `client-${randomUUID()}@example.com`, passwordHash: await testPasswordHash(), profile: { firstName: 'Casey', lastName: 'Client' } } as NewUser);
    const hour = 3600_000;
    const later = sessionRecord(client, psychologist.userId, new Date(Date.now() + 48 * hour));
    const sooner = sessionRecord(client, psychologist.userId, new Date(Date.now() + 24 * hour));
    const past = sessionRecord(client, psychologist.userId, new Date(Date.now() - 24 * hour), { sessionStatus: 'Completed' });
    const cancelled = sessionRecord(client, psychologist.userId, new Date(Date.now() + 72 * hour), { sessionStatus: 'Cancelled' });
    await SessionModel.create([later, sooner, past, cancelled]);

    await decide('suspend', psychologist.userId, 'Complaint under review.').expect(200);
    const { body } = await api().get(`/api/sessions/admin/psychologists/${psychologist.userId}/upcoming-sessions`).set('authorization', admin.auth).expect(200);
    expect(body.sessions).toEqual([
      { sessionId: sooner._id, startsAt: sooner.startsAt.toISOString(), durationMinutes: 50, patientId: client, patientName: 'Casey Client', paymentStatus: 'NotDue' },
      { sessionId: later._id, startsAt: later.startsAt.toISOString(), durationMinutes: 50, patientId: client, patientName: 'Casey Client', paymentStatus: 'NotDue' },
    ]);
    // Not cancelled by the suspension: an operator decides about each.
    expect((await SessionModel.find({ psychologistId: psychologist.userId }).lean()).map((s) => s.sessionStatus).sort()).toEqual(['Cancelled', 'Completed', 'Pending', 'Pending']);
  });

  it('refuses to suspend a practitioner still awaiting a decision', async () => {
    const pending = await practitioner('psychologist');
    const response = await decide('suspend', pending.userId, 'Early.').expect(409);
    expect(response.body.detail).toBe('Only an approved practitioner can be suspended.');
    expect(await PractitionerSuspensionModel.countDocuments({ _id: pending.userId })).toBe(0);
  });

  it('lists approved practitioners searched by name or email, 20 a page', async () => {
    const all = await api().get('/api/users/admin/practitioners/approved').set('authorization', admin.auth).expect(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    expect(all.body.practitioners.length).toBe(Math.min(20, all.body.total));
    const byEmail = await api().get(`/api/users/admin/practitioners/approved?search=${encodeURIComponent(listed.email.toUpperCase())}`).set('authorization', admin.auth).expect(200);
    expect(byEmail.body.practitioners.map((p: { userId: string }) => p.userId)).toEqual([listed.userId]);
    const none = await api().get('/api/users/admin/practitioners/approved?search=nobody-called-this').set('authorization', admin.auth).expect(200);
    expect(none.body).toEqual({ practitioners: [], total: 0, page: 1, pageSize: 20 });
    const badPage = await api().get('/api/users/admin/practitioners/approved?page=0').set('authorization', admin.auth).expect(422);
    expect(badPage.body.fields).toEqual({ page: 'Use a whole number from 1.' });
  });
});
