import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { auditEventsByActor } from '../../audit';
import { FAQS } from './faq-data';
import { STALE_FAQ_VERSION } from './faq-edit-rules';
import { FaqModel } from './faq.model';
import { FaqRevisionModel } from './faq-revision.model';
import { seedFaqs } from './faqs';

/**
 * The console's FAQ editing on the real API and database: what an administrator saves, creates,
 * publishes or unpublishes is what the support hub's next `GET /api/content/faqs` shows. The
 * second-factor rows of the access matrix are in auth/administrator-access-matrix.int.test.ts.
 */
const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let auth: string;
let adminId: string;

beforeAll(async () => {
  await seedFaqs();
  const admin = await createEnrolledAdministrator({ email: `administrator-${randomUUID()}@faqs.test` });
  adminId = admin.account._id;
  auth = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
});

type PublicFaq = { id: string; question: string; answer: string; links: { label: string; href: string }[] };
const hub = async (q?: string): Promise<PublicFaq[]> => (await api().get('/api/content/faqs').query(q ? { q } : {}).expect(200)).body.faqs;
const editor = (id: string) => api().get(`/api/content/admin/faqs/${id}`).set('authorization', auth);
const save = (id: string, body: object) => api().put(`/api/content/admin/faqs/${id}`).set('authorization', auth).send(body);
const create = (body: object) => api().post('/api/content/admin/faqs').set('authorization', auth).send(body);
const contentOf = ({ question, answer, category, keywords, links }: Record<string, unknown>) => ({ question, answer, category, keywords, links });
const NEW_FAQ = { question: 'Can I bring a support person to my session?', answer: 'Yes, if your psychologist agrees.\n\nTell them when you book.', category: 'sessions-video', keywords: ['carer', 'family'], links: [{ label: 'Contact us', href: '/contact' }] };

describe('editing the FAQs', () => {
  it('lists every FAQ with its state and version in the hub’s order, with the categories', async () => {
    const { body } = await api().get('/api/content/admin/faqs').set('authorization', auth).expect(200);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(FAQS.map((faq) => faq.id));
    expect(body.items[0]).toEqual({ id: 'how-do-i-book', category: 'booking', question: 'How do I book a session?', state: 'published', version: 0 });
    expect(body.categories[0]).toEqual({ id: 'booking', name: 'Booking' });
    expect(body.categories).toHaveLength(7);
  });

  it('saves an edit the public hub and its search show at once, recorded in the audit trail', async () => {
    const opened = (await editor('session-length').expect(200)).body;
    expect(opened).toMatchObject({ id: 'session-length', state: 'published', version: 0, keywords: expect.any(Array) });
    expect(await hub('wombat')).toEqual([]);
    const question = `How long is a session, roughly? ${randomUUID().slice(0, 6)}`;
    const saved = await save('session-length', { ...contentOf(opened), version: 0, question, answer: 'About 50 minutes.\r\n\r\nBring a wombat if you like.', keywords: ['Duration', 'duration'], links: [{ label: 'Sessions', href: '/How-Sessions-Work/' }] }).expect(200);
    expect(saved.body).toMatchObject({ question, answer: 'About 50 minutes.\n\nBring a wombat if you like.', keywords: ['duration'], links: [{ label: 'Sessions', href: '/how-sessions-work' }], version: 1, updatedBy: adminId });

    const shown = (await hub()).find((faq) => faq.id === 'session-length')!;
    expect(shown).toMatchObject({ question, answer: 'About 50 minutes.\n\nBring a wombat if you like.', links: [{ label: 'Sessions', href: '/how-sessions-work' }] });
    expect((await hub('wombat')).map((faq) => faq.id)).toEqual(['session-length']);
    expect(await auditEventsByActor(adminId)).toContainEqual(expect.objectContaining({ action: 'update', recordKind: 'faq', recordId: 'session-length', detail: question }));
  });

  it('unpublishes: the hub and its search leave the FAQ out at once; publishing brings it back', async () => {
    const opened = (await editor('device-test').expect(200)).body;
    const down = await api().post('/api/content/admin/faqs/device-test/unpublish').set('authorization', auth).send({ version: opened.version }).expect(200);
    expect(down.body).toMatchObject({ state: 'unpublished', version: opened.version + 1 });
    expect((await hub()).map((faq) => faq.id)).not.toContain('device-test');
    expect((await hub(opened.question)).map((faq) => faq.id)).not.toContain('device-test');
    const listed = (await api().get('/api/content/admin/faqs').set('authorization', auth).expect(200)).body.items;
    expect(listed).toContainEqual(expect.objectContaining({ id: 'device-test', state: 'unpublished' }));

    await api().post('/api/content/admin/faqs/device-test/publish').set('authorization', auth).send({ version: down.body.version }).expect(200);
    expect((await hub()).map((faq) => faq.id)).toContain('device-test');
    const events = await auditEventsByActor(adminId);
    expect(events).toContainEqual(expect.objectContaining({ action: 'unpublish', recordKind: 'faq', recordId: 'device-test' }));
    expect(events).toContainEqual(expect.objectContaining({ action: 'publish', recordKind: 'faq', recordId: 'device-test' }));
  });

  it('creates an FAQ with a slug of its question, last on the hub; the same question again is 409 naming the question', async () => {
    const created = await create(NEW_FAQ).expect(201);
    expect(created.body).toMatchObject({ id: 'can-i-bring-a-support-person-to-my-session', state: 'published', version: 0, updatedBy: adminId, ...NEW_FAQ });
    const shown = await hub();
    expect(shown[shown.length - 1]).toEqual({ id: created.body.id, category: 'sessions-video', question: NEW_FAQ.question, answer: NEW_FAQ.answer, links: NEW_FAQ.links });
    expect(await auditEventsByActor(adminId)).toContainEqual(expect.objectContaining({ action: 'create', recordKind: 'faq', recordId: created.body.id }));

    const stored = await FaqModel.findById(created.body.id).lean();
    const again = await create({ ...NEW_FAQ, answer: 'Another answer.' }).expect(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.body.fields).toHaveProperty('question');
    expect(await FaqModel.findById(created.body.id).lean()).toEqual(stored);

    // The editor opens it at version 0, and its first save goes through (it once found a stored 0 "stale").
    const saved = await save(created.body.id, { ...NEW_FAQ, answer: 'Yes, when your psychologist agrees.', version: created.body.version }).expect(200);
    expect(saved.body).toMatchObject({ version: 1, answer: 'Yes, when your psychologist agrees.' });
  });

  it('lets exactly one of several operators creating the same question at once win, decided by the unique id', async () => {
    const question = `Is there parking? ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => create({ ...NEW_FAQ, question, answer: `Racer ${n}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!;
    expect(await FaqModel.find({ question }).lean()).toEqual([expect.objectContaining({ _id: winner.body.id, answer: winner.body.answer })]);
  });

  it('refuses a save against an old version (409 problem+json) and writes nothing', async () => {
    const opened = (await editor('call-drops').expect(200)).body;
    await save('call-drops', { ...contentOf(opened), version: opened.version, answer: 'Reconnect from your dashboard.' }).expect(200);
    const stored = await FaqModel.findById('call-drops').lean();
    const stale = await save('call-drops', { ...contentOf(opened), version: opened.version, answer: 'Overwritten.' }).expect(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.body.detail).toBe(STALE_FAQ_VERSION);
    await api().post('/api/content/admin/faqs/call-drops/unpublish').set('authorization', auth).send({ version: opened.version }).expect(409);
    expect(await FaqModel.findById('call-drops').lean()).toEqual(stored);
  });

  it('lets exactly one of several saves from the same version win, decided by a unique revision insert', async () => {
    const opened = (await editor('forgot-password').expect(200)).body;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => save('forgot-password', { ...contentOf(opened), version: opened.version, answer: `Racer ${n}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await FaqModel.findById('forgot-password').lean()).toMatchObject({ version: opened.version + 1, answer: winner.body.answer });
    expect(await FaqRevisionModel.countDocuments({ faqId: 'forgot-password' })).toBe(1);
    expect((await hub()).find((faq) => faq.id === 'forgot-password')?.answer).toBe(winner.body.answer);
  });

  it.each<[string, object, string]>([
    ['an absolute link', { links: [{ label: 'Elsewhere', href: 'https://evil.example/' }] }, 'links.$0.href'],
    ['a blank answer', { answer: ' \n ' }, 'answer'],
    ['an unknown category', { category: 'gossip' }, 'category'],
    ['a blank question', { question: '' }, 'question'],
    ['no version', { version: undefined }, 'version'],
  ])('refuses %s (422 naming the field) and writes nothing, on a save and on a create', async (_, change, field) => {
    const opened = (await editor('how-soon').expect(200)).body;
    const stored = await FaqModel.findById('how-soon').lean();
    const count = await FaqModel.countDocuments();
    const refused = await save('how-soon', { ...contentOf(opened), version: opened.version, ...change }).expect(422);
    expect(refused.body.fields).toHaveProperty([field]);
    expect(await FaqModel.findById('how-soon').lean()).toEqual(stored);
    if (field !== 'version') expect((await create({ ...NEW_FAQ, question: `New ${randomUUID()}`, ...change }).expect(422)).body.fields).toHaveProperty([field]);
    expect(await FaqModel.countDocuments()).toBe(count);
  });

  it('moves an FAQ within its category on the hub; first in its category it cannot go up (422, nothing written); a stale move is 409', async () => {
    const inCategory = async () => (await hub()).filter((faq) => ['forgot-password', 'no-code-email', 'too-many-attempts', 'change-details', 'close-account'].includes(faq.id)).map((faq) => faq.id);
    const before = await inCategory();
    expect(before.slice(0, 2)).toEqual(['forgot-password', 'no-code-email']);
    const opened = (await editor('no-code-email').expect(200)).body;
    const moved = await api().post('/api/content/admin/faqs/no-code-email/move').set('authorization', auth).send({ version: opened.version, direction: 'up' }).expect(200);
    expect(moved.body.version).toBe(opened.version + 1);
    expect(await inCategory()).toEqual(['no-code-email', 'forgot-password', ...before.slice(2)]);
    const listed = (await api().get('/api/content/admin/faqs').set('authorization', auth).expect(200)).body.items.map((item: { id: string }) => item.id);
    expect(listed.indexOf('no-code-email')).toBe(listed.indexOf('forgot-password') - 1);
    expect(await auditEventsByActor(adminId)).toContainEqual(expect.objectContaining({ action: 'update', recordKind: 'faq', recordId: 'no-code-email', detail: 'moved up' }));

    const stored = await FaqModel.findById('no-code-email').lean();
    const first = await api().post('/api/content/admin/faqs/no-code-email/move').set('authorization', auth).send({ version: moved.body.version, direction: 'up' }).expect(422);
    expect(first.body.fields).toHaveProperty('direction');
    await api().post('/api/content/admin/faqs/no-code-email/move').set('authorization', auth).send({ version: opened.version, direction: 'down' }).expect(409);
    expect((await api().post('/api/content/admin/faqs/no-code-email/move').set('authorization', auth).send({ version: moved.body.version, direction: 'sideways' }).expect(422)).body.fields).toHaveProperty('direction');
    expect(await FaqModel.findById('no-code-email').lean()).toEqual(stored);
  });

  it('answers 404 for an FAQ that does not exist', async () => {
    await editor('no-such-faq').expect(404);
    await save('no-such-faq', { ...NEW_FAQ, version: 0 }).expect(404);
    expect(await FaqModel.exists({ _id: 'no-such-faq' })).toBeNull();
  });
});

describe('the seed', () => {
  it('leaves FAQs edited or created in the console alone, and still updates and removes the others', async () => {
    const created = (await create({ ...NEW_FAQ, question: 'Do you offer sessions on weekends?' }).expect(201)).body;
    const opened = (await editor('bulk-billing').expect(200)).body;
    await save('bulk-billing', { ...contentOf(opened), version: opened.version, answer: 'Edited in the console.' }).expect(200);
    await FaqModel.updateOne({ _id: 'how-do-i-book' }, { $set: { answer: 'Drifted.' } });
    await FaqModel.create({ _id: 'retired', category: 'booking', question: 'Old?', answer: 'Old.', keywords: [], links: [], order: 99 });

    await seedFaqs();

    expect(await FaqModel.findById('bulk-billing').lean()).toMatchObject({ answer: 'Edited in the console.', version: opened.version + 1 });
    expect(await FaqModel.findById(created.id).lean()).toMatchObject({ question: 'Do you offer sessions on weekends?' });
    expect(await FaqModel.findById('how-do-i-book').lean()).toMatchObject({ answer: FAQS[0].answer });
    expect(await FaqModel.exists({ _id: 'retired' })).toBeNull();
    const shown = await hub();
    expect(shown.find((faq) => faq.id === 'bulk-billing')?.answer).toBe('Edited in the console.');
    expect(shown.map((faq) => faq.id)).toContain(created.id);
  });
});

describe('access', () => {
  let people: Record<MatrixPerson, string>;
  beforeAll(async () => {
    ({ auth: people } = await signInMatrixPeople(server.url));
  });
  const OPERATIONS: [string, string][] = [
    ['GET', '/api/content/admin/faqs'],
    ['POST', '/api/content/admin/faqs'],
    ['GET', '/api/content/admin/faqs/how-soon'],
    ['PUT', '/api/content/admin/faqs/how-soon'],
    ['POST', '/api/content/admin/faqs/how-soon/publish'],
    ['POST', '/api/content/admin/faqs/how-soon/unpublish'],
    ['POST', '/api/content/admin/faqs/how-soon/move'],
  ];
  it.each<['anonymous' | MatrixPerson, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['psychologist', 403],
    ['gp', 403],
  ])('%s is refused every FAQ editing operation (%i) and nothing is written', async (person, status) => {
    const stored = await FaqModel.findById('how-soon').lean();
    const count = await FaqModel.countDocuments();
    for (const [method, path] of OPERATIONS) {
      const call = request(server.url)[method.toLowerCase() as 'get' | 'post' | 'put'](path);
      if (person !== 'anonymous') void call.set('authorization', people[person]);
      const answer = await (method === 'GET' ? call : call.send({ ...NEW_FAQ, question: `Sneaky ${randomUUID()}`, version: 0, direction: 'up' }));
      expect([method, path, answer.status]).toEqual([method, path, status]);
    }
    expect(await FaqModel.findById('how-soon').lean()).toEqual(stored);
    expect(await FaqModel.countDocuments()).toBe(count);
  });
});
