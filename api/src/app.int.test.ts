import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from './test-support/database';
import { createTestApp } from './test-support/test-app';

const app = createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('the API app', () => {
  it('serves its OpenAPI spec, the one source of the SDK', async () => {
    const { body } = await request(app).get('/api/openapi.json').expect(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/users/languages', '/users/countries/{code}/timezones', '/sessions/session-type-report-reasons/{id}', '/health']),
    );
    expect(body.servers?.[0]?.url ?? '/api').toBe('/api');
  });

  it('gives every response a request id, and echoes a sane incoming one', async () => {
    const fresh = await request(app).get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(app).get('/api/health').set('x-request-id', 'trace-123');
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const refused = await request(app).get('/api/health').set('x-request-id', 'not ok <script>');
    expect(refused.headers['x-request-id']).not.toBe('not ok <script>');
  });

  it('answers 200 with the database state while the database answers', async () => {
    const { body } = await request(app).get('/api/health').expect(200);
    expect(body).toMatchObject({ status: 'ok', database: { state: 'connected', engine: expect.stringMatching(/FerretDB|MongoDB/) } });
  });

  it('answers an unknown endpoint with a problem body', async () => {
    const response = await request(app).get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toEqual({ status: 404, title: 'Not Found', detail: 'No endpoint at GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400 and a clear detail', async () => {
    const response = await request(app).post('/api/users/languages').set('content-type', 'application/json').send('{"broken":').expect(400);
    expect(response.body).toEqual({ status: 400, title: 'Bad Request', detail: 'The request body is not valid JSON.' });
  });
});
