import request from 'supertest';
import { seedReferenceData } from '../../../seed/reference-data';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';

const app = createTestApp();

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('sessions taxonomies', () => {
  it.each(['referral-document-types', 'practitioner-cancellation-reasons', 'reschedule-reasons', 'patient-note-deleted-reasons'])(
    'GET /api/sessions/%s answers seeded items',
    async (kind) => {
      const { body } = await request(app).get(`/api/sessions/${kind}`).expect(200);
      expect(body.length).toBeGreaterThan(0);
    },
  );

  it('lists the spec’s four patient file kinds', async () => {
    const { body } = await request(app).get('/api/sessions/referral-document-types').expect(200);
    expect(body.map((t: { key: string }) => t.key).sort()).toEqual(['gp-referral', 'mental-health-care-plan', 'private', 'seventh-session-gp-referral']);
  });

  it('answers the report reasons of one session type', async () => {
    const { body } = await request(app).get('/api/sessions/session-type-report-reasons/1').expect(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r: { sessionTypeId: number }) => r.sessionTypeId === 1)).toBe(true);
    expect(body[0]).toHaveProperty('reasonExtraInfo');
  });

  it('answers 422 for an id that is not a number and 404 for an unknown one', async () => {
    const bad = await request(app).get('/api/sessions/session-type-report-reasons/abc').expect(422);
    expect(bad.body).toMatchObject({ status: 422, fields: { id: 'must be a positive whole number' } });
    const missing = await request(app).get('/api/sessions/session-type-report-reasons/999').expect(404);
    expect(missing.body).toEqual({ status: 404, title: 'Not Found', detail: 'No session type with id 999.' });
  });
});
