import request from 'supertest';
import { seedReferenceData } from '../../../seed/reference-data';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';
import { TaxonomyItemModel } from '../../../reference-data/taxonomy.model';
import { taxonomyCache } from '../../../reference-data/taxonomy.repository';

const app = createTestApp();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('user-management taxonomies', () => {
  it.each([
    'languages',
    'countries',
    'timezones',
    'psych-search-languages',
    'specialisations',
    'next-of-kins',
    'atsis-options',
    'therapy-types',
    'session-duration-types',
    'next-available-options',
    'treatment-modalities',
    'patient-treatment-statuses',
    'signup-questions',
    'patient-acknowledgements',
    'intake-questions',
    'referrers',
  ])('GET /api/users/%s answers seeded items from the database', async (kind) => {
    const response = await request(app).get(`/api/users/${kind}`).expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
    // Without a referrer, partner-only questions and acknowledgements are left out.
    const partnerScoped = kind === 'signup-questions' || kind === 'patient-acknowledgements';
    const stored = await TaxonomyItemModel.countDocuments(partnerScoped ? { kind, 'value.referrerName': null } : { kind });
    expect(stored).toBe(response.body.length);
  });

  it('answers what is in the database, not a copy in code (once the cached copy is dropped)', async () => {
    await TaxonomyItemModel.updateOne({ kind: 'languages', key: '1' }, { $set: { 'value.name': 'English (changed)' } });
    taxonomyCache.invalidate('languages'); // what another process's write amounts to after the expiry
    const response = await request(app).get('/api/users/languages').expect(200);
    expect(response.body.map((l: { name: string }) => l.name)).toContain('English (changed)');
    await seedReferenceData();
  });

  it('sorts therapy types standard, under-16, couples', async () => {
    const { body } = await request(app).get('/api/users/therapy-types').expect(200);
    expect(body.map((t: { name: string }) => t.name)).toEqual(['Individual', 'Teenager', 'Couples']);
    expect(body[1]).toMatchObject({ isUnder16Type: true, isCouples: false });
    expect(body[2]).toMatchObject({ isUnder16Type: false, isCouples: true });
  });

  it('titles durations as the spec says', async () => {
    const { body } = await request(app).get('/api/users/session-duration-types').expect(200);
    const titles = Object.fromEntries(body.map((d: { value: number; title: string | null }) => [d.value, d.title]));
    expect(titles[20]).toBe('Short Consultation');
    expect(titles[80]).toBeNull();
    expect(titles[50]).toBe('Standard Consultation');
  });

  it('marks only Both, Aboriginal and TorresStraitIslander as yes', async () => {
    const { body } = await request(app).get('/api/users/atsis-options').expect(200);
    const yes = body.filter((o: { isYes: boolean }) => o.isYes).map((o: { atsisOptionName: string }) => o.atsisOptionName);
    expect(yes.sort()).toEqual(['Aboriginal', 'Both', 'TorresStraitIslander']);
  });

  it('lists every Australian and New Zealand time zone for its country', async () => {
    const au = await request(app).get('/api/users/countries/AUS/timezones').expect(200);
    const ids = au.body.map((z: { timezoneId: string }) => z.timezoneId);
    expect(ids).toEqual(expect.arrayContaining(['Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Brisbane', 'Australia/Hobart', 'Australia/Lord_Howe']));
    // Australia's external territories (Norfolk, Christmas, Cocos) and Macquarie Island count as Australian.
    expect(ids).not.toContain('Pacific/Auckland');
    expect(ids.every((id: string) => /^(Australia|Antarctica|Pacific|Indian)\//.test(id))).toBe(true);
    const nz = await request(app).get('/api/users/countries/nz/timezones').expect(200);
    expect(nz.body.map((z: { timezoneId: string }) => z.timezoneId)).toContain('Pacific/Auckland');
  });

  it('answers 404 with a clear body for an unknown country', async () => {
    const response = await request(app).get('/api/users/countries/XYZ/timezones').expect(404);
    expect(response.body).toEqual({ status: 404, title: 'Not Found', detail: "No country with code 'XYZ'." });
  });

  it('answers 422 naming the field for a malformed country code', async () => {
    const response = await request(app).get('/api/users/countries/12345/timezones').expect(422);
    expect(response.body).toMatchObject({ status: 422, title: 'Validation failed', fields: { code: expect.any(String) } });
  });

  it('has the 17 partner referrers with the spec storage times', async () => {
    const { body } = await request(app).get('/api/users/referrers').expect(200);
    expect(body).toHaveLength(17);
    const ttl = Object.fromEntries(body.map((r: { name: string; storageTtl: number }) => [r.name, r.storageTtl]));
    expect(ttl['hcf-healthyminds']).toBe(24 * 3600 * 1000);
    expect(ttl['nib-welcome']).toBe(604800000);
    expect(ttl['hcf']).toBe(720 * 3600 * 1000);
  });

  it('adds a partner’s own sign-up questions when the referrer is named', async () => {
    const general = await request(app).get('/api/users/signup-questions').expect(200);
    const hcf = await request(app).get('/api/users/signup-questions?referrer=hcf').expect(200);
    const fields = hcf.body.map((q: { fieldName: string }) => q.fieldName);
    expect(fields).toEqual(expect.arrayContaining(['memberNumber', 'memberNumberReference']));
    expect(general.body.map((q: { fieldName: string }) => q.fieldName)).not.toContain('memberNumber');
  });

  it('answers 404 for an unknown referrer', async () => {
    const response = await request(app).get('/api/users/signup-questions?referrer=nobody').expect(404);
    expect(response.body.detail).toBe("No referrer 'nobody'.");
  });
});
