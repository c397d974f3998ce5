import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';
import { startDraining, stopDrainingForTests } from './draining';

// The database-down half is in health.process.int.test.ts (it stops a FerretDB of its own), and
// the real SIGTERM in server-shutdown.process.int.test.ts.
const app = createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);
afterEach(stopDrainingForTests);

describe('liveness and readiness', () => {
  it('are both 200 while the database answers and nothing drains; anyone may ask', async () => {
    expect((await request(app).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(app).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['retry-after']).toBeUndefined();
  });

  it('readiness answers 503 with Retry-After once the process drains; liveness and /api/health do not change', async () => {
    startDraining();
    const ready = await request(app).get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ status: 'draining' });
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(app).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', database: { state: 'connected' } });
  });

  it('are in the OpenAPI document', async () => {
    const { body } = await request(app).get('/api/openapi.json').expect(200);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });
});
