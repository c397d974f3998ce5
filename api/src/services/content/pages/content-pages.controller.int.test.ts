import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { DirectoryProfileModel } from '../../directory/listing/directory-profile.model';
import { invalidateDirectory } from '../../directory/listing/directory-cache';
import { ContentPageModel } from './content-page.model';
import { CONTENT_DIR, seedContent } from './seed-content';

const server = useServerWithDatabase(__filename);
const api = () => request(server.url);

let people: Awaited<ReturnType<typeof signInMatrixPeople>>;
beforeAll(async () => {
  people = await signInMatrixPeople(server.url);
});

/** A content folder of our own: `files` maps a relative path to its text. */
function contentFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbour-content-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const page = (front: string, body = 'Words.') => `---\n${front}\n---\n${body}\n`;
const author = page('title: Dr Ana Fisher\nrole: Clinical psychologist\ndescription: Ana writes.');
const article = (n: number, published: string) => page(`title: Article ${n}\ndescription: About ${n}.\nauthor: ana-fisher\npublished: ${published}`);

describe('paging a section (articles numbered into pages at seed time)', () => {
  const seven: Record<string, string> = {
    'media/index.md': page('title: Media\ndescription: News.'),
    'author/ana-fisher.md': author,
    ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`media/a${n}.md`, article(n, `2026-0${n}-01`)])),
  };
  beforeAll(async () => {
    await seedContent(contentFolder(seven));
  });

  it('lists six articles a page, newest first, with the section and the totals', async () => {
    const { body } = await api().get('/api/content/sections/media/articles').expect(200);
    expect(body).toMatchObject({ section: 'media', title: 'Media', description: 'News.', page: 1, pageCount: 2, total: 7 });
    expect(body.articles.map((a: { path: string }) => a.path)).toEqual(['/media/a7', '/media/a6', '/media/a5', '/media/a4', '/media/a3', '/media/a2']);
    expect(body.articles[0]).toEqual({ path: '/media/a7', title: 'Article 7', description: 'About 7.', section: 'media', publishedOn: '2026-07-01', author: { name: 'ana-fisher', displayName: 'Dr Ana Fisher', role: 'Clinical psychologist' } });
    const second = await api().get('/api/content/sections/media/articles').query({ page: 2 }).expect(200);
    expect(second.body.articles.map((a: { path: string }) => a.path)).toEqual(['/media/a1']);
  });

  it('answers 404 past the last page and for an unknown section, 422 for a page that is not a whole number from 1', async () => {
    expect((await api().get('/api/content/sections/media/articles').query({ page: 3 }).expect(404)).body).toMatchObject({ status: 404, detail: 'The media list has 2 pages.' });
    await api().get('/api/content/sections/recipes/articles').expect(404).expect('content-type', /application\/problem\+json/);
    for (const bad of ['0', '-1', '1.5', 'two']) {
      const response = await api().get('/api/content/sections/media/articles').query({ page: bad }).expect(422);
      expect(response.body.fields).toHaveProperty('page');
    }
  });

  it('an empty section has one empty page', async () => {
    const { body } = await api().get('/api/content/sections/research/articles').expect(200);
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 0, articles: [] });
  });

  it('seeding again renumbers the pages and removes the pages whose file is gone', async () => {
    const six = Object.fromEntries(Object.entries(seven).filter(([file]) => file !== 'media/a7.md'));
    await seedContent(contentFolder({ ...six, 'media/a8.md': article(8, '2026-08-01') }));
    const { body } = await api().get('/api/content/sections/media/articles').expect(200);
    expect(body.articles[0].path).toBe('/media/a8');
    expect(await ContentPageModel.exists({ _id: '/media/a7' })).toBeNull();
    await api().get('/api/content/pages').query({ path: '/media/a7' }).expect(404);
  });

  it('an unpublished article leaves its list page and total, and the later pages stay reachable', async () => {
    await seedContent(contentFolder(seven));
    // Set up as the console's unpublish leaves it (its API is tested in content-editing.controller.int.test.ts).
    await ContentPageModel.updateOne({ _id: '/media/a7' }, { $set: { published: false } });
    const first = (await api().get('/api/content/sections/media/articles').expect(200)).body;
    expect(first).toMatchObject({ pageCount: 2, total: 6 });
    expect(first.articles.map((a: { path: string }) => a.path)).toEqual(['/media/a6', '/media/a5', '/media/a4', '/media/a3', '/media/a2']);
    const second = (await api().get('/api/content/sections/media/articles').query({ page: 2 }).expect(200)).body;
    expect(second.articles.map((a: { path: string }) => a.path)).toEqual(['/media/a1']);
    await ContentPageModel.updateOne({ _id: '/media/a7' }, { $unset: { published: 1 } });
  });

  it('a folder with a bad file writes nothing and names the file and field', async () => {
    const before = await ContentPageModel.find().sort({ _id: 1 }).lean();
    const broken = contentFolder({ ...seven, 'media/new.md': page('title: New\ndescription: D\npublished: 2026-09-01') });
    await expect(seedContent(broken)).rejects.toThrow('media/new.md: author is required');
    const orphan = contentFolder({ ...seven, 'x.md': page('title: X\ndescription: D\nparent: /nowhere') });
    await expect(seedContent(orphan)).rejects.toThrow('x.md: parent /nowhere has no page');
    const twice = contentFolder({ ...seven, 'y.md': page('title: Y\ndescription: D\npath: /media') });
    await expect(seedContent(twice)).rejects.toThrow('/media is also the path of');
    expect(await ContentPageModel.find().sort({ _id: 1 }).lean()).toEqual(before);
  });
});

describe("Harbour's own content", () => {
  beforeAll(async () => {
    await seedContent(CONTENT_DIR);
  });

  it('every kind of caller reads a page, signed in or not (there is nothing to write)', async () => {
    const anonymous = await api().get('/api/content/pages').query({ path: '/about' }).expect(200);
    expect(anonymous.body).toMatchObject({ path: '/about', kind: 'page', title: 'About Harbour' });
    expect(anonymous.body.html).toContain('<h2>What we do</h2>');
    const people_: MatrixPerson[] = ['client', 'other client', 'psychologist', 'unapproved psychologist', 'gp'];
    for (const person of people_) {
      const { body } = await api().get('/api/content/pages').query({ path: '/about' }).set('authorization', people.auth[person]).expect(200);
      expect(body).toEqual(anonymous.body);
    }
  });

  it('has a privacy policy under the Australian Privacy Principles with retention and complaints', async () => {
    const { body } = await api().get('/api/content/pages').query({ path: '/privacy' }).expect(200);
    for (const words of ['Australian Privacy Principles', '7 years after your last session', 'Office of the Australian Information Commissioner', 'How to complain', 'Who sees it']) expect(body.html).toContain(words);
  });

  it.each(['/terms', '/patients', '/gp', '/psychologists', '/matching-guarantee', '/family-domestic-violence', '/online-therapy', '/bulk-billing', '/ndis', '/workers-compensation', '/topics/anxiety', '/near-me/gold-coast', '/media', '/research', '/education'])('has %s', async (sitePath) => {
    const { body } = await api().get('/api/content/pages').query({ path: sitePath }).expect(200);
    expect(body.path).toBe(sitePath);
    expect(body.title.length).toBeGreaterThan(3);
    expect(body.description.length).toBeGreaterThan(20);
  });

  it('gives a page its children in order, and a child its parent', async () => {
    const { body } = await api().get('/api/content/pages').query({ path: '/medicare' }).expect(200);
    expect(body.children.map((c: { path: string }) => c.path)).toEqual(['/medicare/mental-health-treatment-plans', '/medicare/referral-after-six-sessions']);
    const child = await api().get('/api/content/pages').query({ path: '/medicare/referral-after-six-sessions' }).expect(200);
    expect(child.body.parent).toMatchObject({ path: '/medicare', title: 'Medicare and your sessions' });
    const cities = await api().get('/api/content/pages').query({ path: '/near-me' }).expect(200);
    expect(cities.body.children).toHaveLength(10);
  });

  it('gives an article its section, date and author', async () => {
    const { body } = await api().get('/api/content/pages').query({ path: '/education/what-is-cbt' }).expect(200);
    expect(body).toMatchObject({ kind: 'article', section: 'education', publishedOn: '2026-04-07', author: { name: 'ana-fisher', displayName: 'Dr Ana Fisher', role: 'Clinical psychologist' } });
  });

  it('has at least two articles in each section', async () => {
    for (const section of ['media', 'research', 'education']) {
      const { body } = await api().get(`/api/content/sections/${section}/articles`).expect(200);
      expect(body.total).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds a path whatever its case or trailing slash; an unknown one is a 404 problem, a non-path a 422', async () => {
    expect((await api().get('/api/content/pages').query({ path: '/About/' }).expect(200)).body.path).toBe('/about');
    const missing = await api().get('/api/content/pages').query({ path: '/no-such-page' }).expect(404).expect('content-type', /application\/problem\+json/);
    expect(missing.body).toEqual({ status: 404, title: 'Not Found', detail: 'No page at /no-such-page.' });
    for (const bad of ['about', '//evil.example', 'https://evil.example/']) {
      expect((await api().get('/api/content/pages').query({ path: bad }).expect(422)).body.fields).toHaveProperty('path');
    }
    await api().get('/api/content/pages').expect(422);
  });

  it('shows an author with their articles, newest first; an unknown author is a 404', async () => {
    const { body } = await api().get('/api/content/authors/tom-nguyen').set('authorization', people.auth.gp).expect(200);
    expect(body).toMatchObject({ name: 'tom-nguyen', displayName: 'Tom Nguyen', role: 'Psychologist' });
    expect(body.html).toContain('Western Sydney');
    expect(body.articles.map((a: { path: string }) => a.path)).toEqual(['/education/first-session-nerves', '/education/talking-to-your-teenager']);
    await api().get('/api/content/authors/nobody').expect(404);
    await api().get('/api/content/authors/..%2Fabout').expect(404);
  });

  it('lists content, topic and city pages and visible psychologists for the sitemap', async () => {
    const psychologistId = people.ids.psychologist;
    const slug = `jordan-ng-${randomUUID().slice(0, 6)}`;
    await DirectoryProfileModel.create({ _id: psychologistId, slug, psychologistType: 'Psychologist', ahpraNumber: 'PSY0001234567', timeZone: 'Australia/Sydney', state: 'NSW', createdAt: new Date('2026-05-01'), updatedAt: new Date('2026-06-02') });
    await DirectoryProfileModel.create({ _id: people.ids['other psychologist'], slug: 'hidden-one', psychologistType: 'Psychologist', ahpraNumber: 'PSY0001234568', timeZone: 'Australia/Sydney', state: 'NSW', isHidden: true, createdAt: new Date(), updatedAt: new Date() });
    invalidateDirectory();
    const { body } = await api().get('/api/content/sitemap').set('authorization', people.auth.client).expect(200);
    const paths = body.entries.map((e: { path: string }) => e.path);
    for (const expected of ['/', '/about', '/privacy', '/media/better-access-changes-2025', '/author/ana-fisher', '/online-psychologists/anxiety', '/online-psychologists/gold-coast', `/online-psychologists/${slug}`]) expect(paths).toContain(expected);
    expect(paths).not.toContain('/online-psychologists/hidden-one');
    expect(body.entries).toContainEqual({ path: `/online-psychologists/${slug}`, updatedOn: '2026-06-02' });
    expect(body.entries).toContainEqual({ path: '/research/measuring-progress-dass21', updatedOn: '2026-08-01' });
  });
});
