import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';

// Bad input answers 4xx as problem+json, never 500.
const app = createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const problem = (status: number) =>
  expect.objectContaining({ status, title: expect.any(String), detail: expect.any(String) });

describe('bad input', () => {
  it('answers JSON over the 1 MB body limit with 413', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const response = await request(app).post('/api/users/languages').set('content-type', 'application/json').send(huge);
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toEqual(problem(413));
  });

  it('answers an oversized sign-in form with 413', async () => {
    const response = await request(app)
      .post('/identity/interaction/some-uid/login')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(`email=a%40b.test&password=${'x'.repeat(20 * 1024)}`);
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toEqual(problem(413));
  });

  it.each(['br-unknown', 'x-compress-bogus'])('answers Content-Encoding %s with 415', async (encoding) => {
    const response = await request(app)
      .post('/api/users/languages')
      .set('content-type', 'application/json')
      .set('content-encoding', encoding)
      .send('{"a":1}');
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toEqual(problem(415));
  });

  it('answers a body that is not what its gzip encoding says with 400', async () => {
    const response = await request(app)
      .post('/api/users/languages')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{"not":"gzip"}');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(problem(400));
  });

  it('still reads a well-formed gzip body (the check is not a blanket refusal)', async () => {
    const response = await request(app)
      .post('/api/no-such-endpoint')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string) // the gzip bytes as they are
      .send(gzipSync('{"a":1}'));
    expect(response.status).toBe(404);
  });

  it.each(['/api/users/%E0%A4%A', '/api/users/countries/%E0%A4%A/timezones', '/api/sessions/session-type-report-reasons/%ZZ'])(
    'answers the bad escape in %s with 400',
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body).toEqual(problem(400));
    },
  );

  it('answers a bad escape on the identity authority with a 4xx', async () => {
    const response = await request(app).get('/identity/interaction/%E0%A4%A');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
