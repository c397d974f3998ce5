import request from 'supertest';
import { seedReferenceData } from '../../../seed/reference-data';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';
import { RedirectModel } from './redirect.model';
import { normaliseRedirectPath, seedRedirects } from './redirects';

const app = createTestApp();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('GET /api/content/redirects', () => {
  it.each([
    ['/faqs', '/support-hub'],
    ['/account/new', '/signup'],
    ['/psychologists/account/new', '/psychologists/signup'],
    ['/for-psychologists', '/psychologists'],
  ])('seeds the legacy entry %s → %s', async (path, target) => {
    const { body } = await request(app).get('/api/content/redirects').query({ path }).expect(200);
    expect(body).toEqual({ redirect: { path, target, permanent: true } });
  });

  it('ignores a trailing slash, query and case', async () => {
    for (const path of ['/faqs/', '/faqs?from=footer', '/FAQS']) {
      expect((await request(app).get('/api/content/redirects').query({ path }).expect(200)).body.redirect.target).toBe('/support-hub');
    }
  });

  it('returns an absolute target as stored', async () => {
    await RedirectModel.create({ path: '/blog', target: 'https://blog.example.com/harbour?x=1', permanent: false });
    const { body } = await request(app).get('/api/content/redirects').query({ path: '/blog' }).expect(200);
    expect(body).toEqual({ redirect: { path: '/blog', target: 'https://blog.example.com/harbour?x=1', permanent: false } });
  });

  it('answers "no redirect" as an ordinary 200 (no 404 logged for every page view)', async () => {
    const response = await request(app).get('/api/content/redirects').query({ path: '/about' }).expect(200);
    expect(response.body).toEqual({});
  });

  it('answers 422 for a missing path or one that is not a site path', async () => {
    const missing = await request(app).get('/api/content/redirects').expect(422);
    expect(missing.body.fields).toHaveProperty('path');
    for (const path of ['faqs', '//evil.example.com', 'https://evil.example.com/']) {
      const response = await request(app).get('/api/content/redirects').query({ path }).expect(422);
      expect(response.body.fields).toEqual({ path: "must be a site path starting with '/', e.g. /faqs" });
    }
  });

  it('seeding again keeps one document per path and keeps redirects added by others', async () => {
    await seedRedirects();
    await seedReferenceData();
    expect(await RedirectModel.countDocuments({ path: '/faqs' })).toBe(1);
    expect(await RedirectModel.exists({ path: '/blog' })).not.toBeNull();
  });

  it('refuses a second document for the same path (unique index)', async () => {
    await expect(RedirectModel.create({ path: '/faqs', target: '/elsewhere', permanent: false })).rejects.toMatchObject({ code: 11000 });
  });
});

describe('normaliseRedirectPath', () => {
  it('keeps the root and strips the rest', () => {
    expect(normaliseRedirectPath('/')).toBe('/');
    expect(normaliseRedirectPath(' /a/b/// ')).toBe('/a/b');
    expect(normaliseRedirectPath('/a#top')).toBe('/a');
    expect(normaliseRedirectPath('a')).toBeUndefined();
  });
});
