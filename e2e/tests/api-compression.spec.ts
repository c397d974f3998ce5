import { expect, test } from '../support/fixtures';

// The API's answers as a browser gets them through the portal's one origin: the portal passes the
// API's Content-Encoding through untouched (its proxy neither decodes nor re-encodes).
const LIST = '/api/users/psychologists/list';

test('the directory list comes through the portal brotli or gzip by Accept-Encoding, the same JSON each way', async ({ request }) => {
  const answers: Record<string, unknown> = {};
  for (const [acceptEncoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.post(LIST, { data: { pageSize: 50 }, headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    expect({ acceptEncoding, encoding: response.headers()['content-encoding'] }).toEqual({ acceptEncoding, encoding: expected });
    answers[acceptEncoding] = await response.json();
  }
  expect((answers['br, gzip'] as { psychologists: unknown[] }).psychologists.length).toBeGreaterThan(10);
  expect(answers['br, gzip']).toEqual(answers.identity);
  expect(answers.gzip).toEqual(answers.identity);
});

test('an API answer through the portal continues the caller’s W3C trace', async ({ request }) => {
  const response = await request.get('/api/health/ready', { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
  expect(response.status()).toBe(200);
  expect(response.headers().traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
});
