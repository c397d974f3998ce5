import request from 'supertest';
import { seedReferenceData } from '../seed/reference-data';
import type { Referrer } from '../services/reference-data/user-taxonomies/data';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';
import { TaxonomyItemModel } from './taxonomy.model';
import { listTaxonomy, replaceTaxonomy } from './taxonomy.repository';

// Reference data through the real API and database: served from memory with an ETag, and
// replaced at once when this process (seed, administrator) replaces it.
const app = createTestApp();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

test('a taxonomy is sent with an ETag, and a matching If-None-Match gets 304 with no body', async () => {
  const first = await request(app).get('/api/users/referrers').expect(200).expect('Content-Type', /application\/json/);
  expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
  const again = await request(app).get('/api/users/referrers').set('If-None-Match', first.headers.etag).expect(304);
  expect(again.text).toBe('');
});

test('a change written behind the cache is not seen until the kind is replaced, then at once', async () => {
  const before = await request(app).get('/api/users/referrers').expect(200);
  const referrers = before.body as Referrer[];

  // Written straight to the database: the cached copy still answers (no read per request).
  await TaxonomyItemModel.updateOne({ kind: 'referrers', key: referrers[0].name }, { $set: { 'value.displayName': 'Changed behind' } });
  const cached = await request(app).get('/api/users/referrers').expect(200);
  expect(cached.headers.etag).toBe(before.headers.etag);
  expect(cached.body).toEqual(referrers);

  // Replaced through the repository (what the seed and administrators use): seen on the next read.
  const renamed = referrers.map((r, i) => (i === 0 ? { ...r, displayName: 'Replaced by the seed' } : r));
  await replaceTaxonomy('referrers', renamed, (r) => r.name);
  const after = await request(app).get('/api/users/referrers').set('If-None-Match', before.headers.etag).expect(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body[0].displayName).toBe('Replaced by the seed');
  expect(after.body).toHaveLength(referrers.length);
  // Lookups by filter read the same cached copy.
  expect((await listTaxonomy<Referrer>('referrers', { name: referrers[0].name }))[0].displayName).toBe('Replaced by the seed');
});
