import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createEnrolledAdministrator, createTestAccount, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { EnquiryModel } from '../enquiries/enquiry.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { EnquiryReplyModel } from './enquiry-reply.model';
import { EnquiryTransitionModel } from './enquiry-transition.model';
import { ALREADY_RESOLVED, CHANGED_MEANWHILE, NOT_AN_ADMINISTRATOR } from './support-inbox';

// The real app on the real test database: enquiries arrive through the public contact form.
const server = useServerWithDatabase(__filename, { config: { enquiriesPerIp: 1000, supportEmail: 'support@harbour.test' } });
const api = () => request(server.url);
const INBOX = '/api/support/admin/enquiries';
let admin: { id: string; email: string; auth: Record<string, string> };
let otherAdmin: { id: string; email: string; auth: Record<string, string> };
let clientAuth: Record<string, string>;

async function signedInAdministrator() {
  const enrolled = await createEnrolledAdministrator();
  const tokens = await signIn(server.url, enrolled.email, TEST_PASSWORD, { totpSecret: enrolled.totpSecret });
  return { id: enrolled.account._id, email: enrolled.email, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

async function sendEnquiry(email: string): Promise<string> {
  const { body } = await api().post('/api/content/contact').send({ name: 'Ada Lovelace', email, topic: 'account', message: 'I cannot sign in since yesterday.' }).expect(201);
  const stored = await EnquiryModel.findOne({ reference: body.reference }).lean();
  return stored!._id;
}

beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([signedInAdministrator(), signedInAdministrator()]);
  const client = await createTestAccount('client');
  clientAuth = { authorization: `Bearer ${(await signIn(server.url, client.email, TEST_PASSWORD)).access_token}` };
});

describe('the support inbox', () => {
  it('lists enquiries newest first with their state, assigns, replies by email, resolves; each audited', async () => {
    const older = await sendEnquiry('older@example.com');
    const id = await sendEnquiry('ada@example.com');

    const listed = await api().get(INBOX).set(admin.auth).expect(200);
    const ids = listed.body.enquiries.map((e: { enquiryId: string }) => e.enquiryId);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
    expect(listed.body.enquiries[ids.indexOf(id)]).toMatchObject({ state: 'new', email: 'ada@example.com', subject: 'My account and signing in', replies: [] });

    const assigned = await api().post(`${INBOX}/${id}/assign`).set(admin.auth).send({ assigneeId: otherAdmin.id }).expect(200);
    expect(assigned.body).toMatchObject({ state: 'assigned', assigneeId: otherAdmin.id, assigneeEmail: otherAdmin.email });
    const mine = await api().post(`${INBOX}/${id}/assign`).set(admin.auth).send({}).expect(200);
    expect(mine.body).toMatchObject({ state: 'assigned', assigneeId: admin.id });

    const replied = await api().post(`${INBOX}/${id}/replies`).set(admin.auth).send({ text: 'We have unlocked your account.' }).expect(200);
    expect(replied.body.replies).toEqual([expect.objectContaining({ text: 'We have unlocked your account.', byEmail: admin.email })]);
    const email = await OutboxMessageModel.findOne({ to: 'ada@example.com', kind: 'enquiry-reply' }).lean();
    expect(email?.text).toContain('We have unlocked your account.');

    await api().post(`${INBOX}/${id}/resolve`).set(admin.auth).send({}).expect(200);
    const resolvedOnly = await api().get(INBOX).query({ state: 'resolved' }).set(admin.auth).expect(200);
    expect(resolvedOnly.body.enquiries.map((e: { enquiryId: string }) => e.enquiryId)).toEqual(expect.arrayContaining([id]));
    expect(resolvedOnly.body.enquiries.every((e: { state: string }) => e.state === 'resolved')).toBe(true);
    const newOnly = await api().get(INBOX).query({ state: 'new' }).set(admin.auth).expect(200);
    expect(newOnly.body.enquiries.map((e: { enquiryId: string }) => e.enquiryId)).toContain(older);
    expect(newOnly.body.enquiries.map((e: { enquiryId: string }) => e.enquiryId)).not.toContain(id);

    const again = await api().post(`${INBOX}/${id}/resolve`).set(admin.auth).send({}).expect(409);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.body.detail).toBe(ALREADY_RESOLVED);

    const audited = await AuditEventModel.find({ recordKind: 'enquiry', recordId: id }).lean();
    expect(audited.map((e) => e.action).sort()).toEqual(['assign', 'assign', 'reply', 'resolve']);
    expect(audited.every((e) => e.actorId === admin.id)).toBe(true);
  });

  it('two administrators resolving at once: one outcome, the other 409, one transition written', async () => {
    const id = await sendEnquiry('race@example.com');
    const answers = await Promise.all([admin, otherAdmin, admin, otherAdmin].map((who) => api().post(`${INBOX}/${id}/resolve`).set(who.auth).send({})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect([CHANGED_MEANWHILE, ALREADY_RESOLVED]).toContain(refused.body.detail);
    expect(await EnquiryTransitionModel.countDocuments({ enquiryId: id })).toBe(1);
    expect(await AuditEventModel.countDocuments({ recordKind: 'enquiry', recordId: id })).toBe(1);
  });

  it('offers the administrators to assign to, by email, leaving out suspended ones; assigning to a suspended one writes nothing', async () => {
    const suspended = await createEnrolledAdministrator();
    await AccountModel.updateOne({ _id: suspended.account._id }, { $set: { suspendedAt: new Date() } });
    const { body } = await api().get(`${INBOX}/assignees`).set(admin.auth).expect(200);
    const emails = body.administrators.map((a: { email: string }) => a.email);
    expect(body.administrators).toEqual(expect.arrayContaining([{ accountId: admin.id, email: admin.email }, { accountId: otherAdmin.id, email: otherAdmin.email }]));
    expect(emails).toEqual([...emails].sort((a: string, b: string) => a.localeCompare(b)));
    expect(emails).not.toContain(suspended.email);

    const id = await sendEnquiry('suspended@example.com');
    const refused = await api().post(`${INBOX}/${id}/assign`).set(admin.auth).send({ assigneeId: suspended.account._id }).expect(422);
    expect(refused.body.fields).toEqual({ assigneeId: NOT_AN_ADMINISTRATOR });
    expect(await EnquiryTransitionModel.countDocuments({ enquiryId: id })).toBe(0);
    expect(await AuditEventModel.countDocuments({ recordKind: 'enquiry', recordId: id })).toBe(0);

    await api().get(`${INBOX}/assignees`).expect(401);
    await api().get(`${INBOX}/assignees`).set(clientAuth).expect(403);
  });

  it('refuses bad input and callers who are not administrators, writing nothing', async () => {
    const id = await sendEnquiry('quiet@example.com');
    const client = await createTestAccount('client');
    const notAdmin = await api().post(`${INBOX}/${id}/assign`).set(admin.auth).send({ assigneeId: client._id }).expect(422);
    expect(notAdmin.body.fields).toEqual({ assigneeId: NOT_AN_ADMINISTRATOR });
    const blank = await api().post(`${INBOX}/${id}/replies`).set(admin.auth).send({ text: '   ' }).expect(422);
    expect(blank.body.fields).toEqual({ text: 'Write your reply.' });
    await api().get(INBOX).query({ state: 'lost' }).set(admin.auth).expect(422);
    await api().post(`${INBOX}/no-such-enquiry/resolve`).set(admin.auth).send({}).expect(404);
    await api().get(INBOX).set(clientAuth).expect(403);
    await api().post(`${INBOX}/${id}/resolve`).set(clientAuth).send({}).expect(403);
    await api().post(`${INBOX}/${id}/replies`).send({ text: 'Hello' }).expect(401);
    expect(await EnquiryTransitionModel.countDocuments({ enquiryId: id })).toBe(0);
    expect(await EnquiryReplyModel.countDocuments({ enquiryId: id })).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ to: 'quiet@example.com', kind: 'enquiry-reply' })).toBe(0);
    expect(await AuditEventModel.countDocuments({ recordKind: 'enquiry', recordId: id })).toBe(0);
  });
});
