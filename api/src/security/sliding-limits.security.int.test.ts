import { SIGN_IN_MESSAGES } from '../services/identity/provider/interactions';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { attemptSignIn } from '../test-support/sign-in';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { forgetCachedKeys } from '../services/identity/signing-keys';

// Re-test: per-address limits used fixed 15-minute windows, so 82 sign-in guesses got through in
// about a minute across a window's edge (limit 50). Replayed on the real sign-in form with the
// clock moved by hand: only Date is faked, so the database, HTTP and timers run as they do.
const LIMIT = 6;
const FROM = '198.51.100.77';
let server: TestServer;

beforeAll(async () => {
  await connectTestDatabase(__filename);
  forgetCachedKeys();
  server = await startTestServer({ signInAttemptsPerIp: LIMIT });
});
afterAll(async () => {
  jest.useRealTimers();
  await server?.close();
  await disconnectTestDatabase();
});

const at = (iso: string) => jest.setSystemTime(new Date(iso));
const guess = (i: number) => attemptSignIn(server.url, `someone-${i}@example.test`, 'wrong-password-1', { fromIp: FROM });

it('guesses just before a 15-minute edge still count just after it; they free 15 minutes after each was made', async () => {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    now: new Date('2026-11-23T10:14:00Z'),
  });
  // Six guesses ten seconds apart, the last at 10:14:50.
  for (let i = 0; i < LIMIT; i++) {
    at(`2026-11-23T10:14:${String(i * 10).padStart(2, '0')}Z`);
    expect((await guess(i)).status).toBe(401);
  }

  // A fixed window would start afresh at 10:15:00.
  at('2026-11-23T10:15:30Z');
  const refused = await guess(100);
  expect(refused.status).toBe(429);
  expect(refused.page).toContain(SIGN_IN_MESSAGES.rateLimited);

  at('2026-11-23T10:28:59Z');
  expect((await guess(101)).status).toBe(429);
  // The first guess (10:14:00) frees one place at 10:29:00, the second another at 10:29:10.
  at('2026-11-23T10:29:00Z');
  expect((await guess(102)).status).toBe(401);
  expect((await guess(103)).status).toBe(429);
  at('2026-11-23T10:29:10Z');
  expect((await guess(104)).status).toBe(401);
}, 120_000);
