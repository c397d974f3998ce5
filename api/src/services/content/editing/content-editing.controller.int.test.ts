import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { auditEventsByActor } from '../../audit';
import { ContentPageModel } from '../pages/content-page.model';
import { renderMarkdown } from '../pages/render-markdown';
import { CONTENT_DIR, seedContent } from '../pages/seed-content';
import { RedirectModel } from '../redirects/redirect.model';
import { seedRedirects } from '../redirects/redirects';
import { STALE_VERSION } from './content-edit-rules';

/**
 * The console's content editing on the real API and database: what an administrator saves,
 * previews and publishes is what the next public read shows. Who may call each operation is in
 * auth/administrator-access-matrix.int.test.ts (it walks the OpenAPI document).
 */
const server = useServerWithDatabase(__filename);
const api = () => request(server.url);
let auth: string;
let adminId: string;
const ARTICLE = '/education/what-is-cbt';

beforeAll(async () => {
  await Promise.all([seedContent(CONTENT_DIR), seedRedirects()]);
  const admin = await createEnrolledAdministrator({ email: `administrator-${randomUUID()}@content.test` });
  adminId = admin.account._id;
  auth = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
});

const publicPage = (path: string) => api().get('/api/content/pages').query({ path });
const editor = (path: string) => api().get('/api/content/admin/page').query({ path }).set('authorization', auth);
const DANGEROUS = ['Safe words.', '<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '[click](javascript:alert(1))', '[ok](https://example.org)'].join('\n\n');

describe('editing an article', () => {
  it('lists content with its state, filtered by kind and state', async () => {
    const { body } = await api().get('/api/content/admin/pages').query({ kind: 'article' }).set('authorization', auth).expect(200);
    expect(body.items.length).toBeGreaterThan(3);
    expect(body.items.every((item: { kind: string }) => item.kind === 'article')).toBe(true);
    expect(body.items).toContainEqual(expect.objectContaining({ path: ARTICLE, state: 'published', hasDraft: false, version: 0 }));
    const bad = await api().get('/api/content/admin/pages').query({ state: 'gone' }).set('authorization', auth).expect(422);
    expect(bad.body.fields).toHaveProperty('state');
  });

  it('saves a draft the public never sees, previews it with the public renderer, publishes it for the next public read', async () => {
    const before = (await publicPage(ARTICLE).expect(200)).body;
    const generationBefore = (await api().get('/api/content/generation').expect(200)).body.generation;
    const opened = (await editor(ARTICLE).expect(200)).body;
    expect(opened.markdown.length).toBeGreaterThan(50);
    const title = `CBT, plainly ${randomUUID().slice(0, 8)}`;

    const draft = await api().put('/api/content/admin/page').query({ path: ARTICLE }).set('authorization', auth).send({ version: opened.version, title, description: opened.description, markdown: DANGEROUS }).expect(200);
    expect(draft.body).toMatchObject({ title, hasDraft: true, state: 'published', version: opened.version + 1, updatedBy: adminId, publishedTitle: before.title });
    expect((await publicPage(ARTICLE).expect(200)).body.title).toBe(before.title);
    // A draft changes nothing public, so the portal's cached pages stay good.
    expect((await api().get('/api/content/generation').expect(200)).body.generation).toBe(generationBefore);

    const preview = await api().post('/api/content/admin/preview').set('authorization', auth).send({ markdown: DANGEROUS }).expect(200);
    expect(preview.body.html).toBe(renderMarkdown(DANGEROUS));
    expect(preview.body.html).toContain('<p>Safe words.</p>');
    // Raw HTML is shown as text, never as a tag; a javascript: link is not a link.
    expect(preview.body.html).toContain('&lt;script&gt;');
    expect(preview.body.html).not.toMatch(/<script|<img|<[^>]*\son\w+\s*=|href="javascript:/i);

    const published = await api().post('/api/content/admin/page/publish').query({ path: ARTICLE }).set('authorization', auth).send({ version: draft.body.version }).expect(200);
    expect(published.body).toMatchObject({ title, hasDraft: false, version: draft.body.version + 1 });
    const after = (await publicPage(ARTICLE).expect(200)).body;
    // The portal compares this before trusting a cached page: a publish makes its cache stale.
    expect((await api().get('/api/content/generation').expect(200)).body.generation).not.toBe(generationBefore);
    expect(after.title).toBe(title);
    // Stripped identically: the public page's HTML is the preview's, byte for byte.
    expect(after.html).toBe(preview.body.html);
    expect(await auditEventsByActor(adminId)).toContainEqual(expect.objectContaining({ action: 'publish', recordKind: 'content-page', recordId: ARTICLE }));
  });

  it('refuses a save against an old version (409 problem+json) and writes nothing', async () => {
    const current = (await editor(ARTICLE).expect(200)).body;
    const stored = await ContentPageModel.findById(ARTICLE).lean();
    const stale = await api().put('/api/content/admin/page').query({ path: ARTICLE }).set('authorization', auth).send({ version: current.version - 1, title: 'Overwritten', description: 'x', markdown: 'x' }).expect(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.body.detail).toBe(STALE_VERSION);
    await api().post('/api/content/admin/page/unpublish').query({ path: ARTICLE }).set('authorization', auth).send({ version: current.version - 1 }).expect(409);
    expect(await ContentPageModel.findById(ARTICLE).lean()).toEqual(stored);
    const empty = await api().put('/api/content/admin/page').query({ path: ARTICLE }).set('authorization', auth).send({ version: current.version, title: ' ', description: 'x', markdown: 'x' }).expect(422);
    expect(empty.body.fields).toHaveProperty('title');
    expect(await ContentPageModel.findById(ARTICLE).lean()).toEqual(stored);
  });

  it('lets exactly one of several saves from the same version win, decided by a unique insert', async () => {
    const current = (await editor(ARTICLE).expect(200)).body;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => api().put('/api/content/admin/page').query({ path: ARTICLE }).set('authorization', auth).send({ version: current.version, title: current.title, description: current.description, markdown: `Racer ${n}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const stored = await ContentPageModel.findById(ARTICLE).lean();
    expect(stored).toMatchObject({ version: current.version + 1, draft: { markdown: winner.body.markdown } });
  });

  it('unpublishes: the public page, its section list and the sitemap drop it at once; publishing brings it back; a restart keeps the edit', async () => {
    const current = (await editor(ARTICLE).expect(200)).body;
    const down = await api().post('/api/content/admin/page/unpublish').query({ path: ARTICLE }).set('authorization', auth).send({ version: current.version }).expect(200);
    expect(down.body.state).toBe('unpublished');
    await publicPage(ARTICLE).expect(404);
    const list = (await api().get('/api/content/sections/education/articles').expect(200)).body;
    expect(list.articles.map((a: { path: string }) => a.path)).not.toContain(ARTICLE);
    const sitemap = (await api().get('/api/content/sitemap').expect(200)).body;
    expect(sitemap.entries.map((e: { path: string }) => e.path)).not.toContain(ARTICLE);
    expect(await auditEventsByActor(adminId)).toContainEqual(expect.objectContaining({ action: 'unpublish', recordId: ARTICLE }));

    await seedContent(CONTENT_DIR);
    await publicPage(ARTICLE).expect(404);
    await api().post('/api/content/admin/page/publish').query({ path: ARTICLE }).set('authorization', auth).send({ version: down.body.version }).expect(200);
    expect((await publicPage(ARTICLE).expect(200)).body.title).toBe(current.title);
  });
});

describe('redirects', () => {
  const from = `/old-${randomUUID().slice(0, 8)}`;
  const lookup = (path: string) => api().get('/api/content/redirects').query({ path });

  it('adds a redirect the public lookup follows at once, and removes it', async () => {
    const added = await api().post('/api/content/admin/redirects').set('authorization', auth).send({ path: from, target: '/about' }).expect(201);
    expect(added.body).toEqual({ path: from, target: '/about', permanent: true });
    expect((await lookup(from).expect(200)).body).toEqual({ redirect: { path: from, target: '/about', permanent: true } });
    const generation = (await api().get('/api/content/generation').expect(200)).body.generation;
    const list = (await api().get('/api/content/admin/redirects').set('authorization', auth).expect(200)).body;
    expect(list.items).toContainEqual(added.body);

    await api().delete('/api/content/admin/redirects').query({ path: from }).set('authorization', auth).expect(204);
    expect((await lookup(from).expect(200)).body).toEqual({});
    expect((await api().get('/api/content/generation').expect(200)).body.generation).not.toBe(generation);
    await api().delete('/api/content/admin/redirects').query({ path: from }).set('authorization', auth).expect(404);
    const events = await auditEventsByActor(adminId);
    expect(events).toContainEqual(expect.objectContaining({ action: 'create', recordKind: 'redirect', recordId: from }));
    expect(events).toContainEqual(expect.objectContaining({ action: 'delete', recordKind: 'redirect', recordId: from }));
  });

  it('lets one of several operators adding the same path at once win', async () => {
    const path = `/race-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => api().post('/api/content/admin/redirects').set('authorization', auth).send({ path, target: '/about' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // The others are refused: 409 from the unique index, or 422 when the winner was already there to read.
    expect(answers.filter((a) => a.status !== 201).every((a) => [409, 422].includes(a.status))).toBe(true);
    expect(await RedirectModel.countDocuments({ path })).toBe(1);
  });

  it.each([
    ['an absolute target', { path: '/elsewhere', target: 'https://evil.example/' }, 'target'],
    ['a published page', { path: '/about', target: '/terms' }, 'path'],
    ['a loop', { path: '/support-hub', target: '/faqs' }, 'target'],
  ])('refuses %s (422, field named) and writes nothing', async (_, body, field) => {
    const before = await RedirectModel.countDocuments();
    const refused = await api().post('/api/content/admin/redirects').set('authorization', auth).send(body).expect(422);
    expect(refused.body.fields).toHaveProperty(field);
    expect(await RedirectModel.countDocuments()).toBe(before);
  });
});
