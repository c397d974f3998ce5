import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { makePerson, type Person } from '../../test-support/messaging-people';
import { apiProcesses } from '../../test-support/api-processes';
import { connectTestDatabase, disconnectTestDatabase, testDatabaseUri } from '../../test-support/database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { seedReferenceData } from '../../seed/reference-data';
import { createUserWithProfile } from '../../services/accounts/profiles/new-user';
import { loadIdentitySecrets } from '../../services/identity/signing-keys';
import { RULES_TTL_MS } from '../../services/availability/slots-input-cache';
import { STANDING_TTL_MS } from '../../services/identity/accounts/account-standing-cache';
import { bookSession, conversationBody } from '../../test-support/messaging-people';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRedisServer, ensureRedisServer } = require('../../../../scripts/lib/redis.cjs');

// Two real API processes (the server entry point, as behind a load balancer) sharing the database
// and Debian's redis-server: a write through one is seen through the other long before the
// other's cache would have expired by itself (rules 30 s, directory 60 s).
const REFERENCE_DATA_TTL_MS = 60_000;
/** Far below the caches' own times, far above Redis's delivery: a busy machine does not fail it, a missing forget does. */
const SEEN_WITHIN_MS = 10_000;
const ORIGIN = 'http://localhost:3000'; // both processes' PUBLIC_URL (the default)

let redis: { url: string; stop(): Promise<void> };
let restarted: ChildProcess | undefined;
const apis = apiProcesses();
let first: string;
let second: string;

/** Ready when the database answers and the cache bus has subscribed (the start-up log says so). */
const startApi = (mongodbUri: string, redisUrl: string) =>
  apis.start({ mongodbUri, redisUrl, readyLog: '"caches":"redis"', env: { REFERENCE_DATA_TTL_SECONDS: String(REFERENCE_DATA_TTL_MS / 1000), HARBOUR_JOBS: 'off' } });

/** Asks until `seen` holds; returns when (ms since epoch), or fails after SEEN_WITHIN_MS. */
async function eventually(ask: () => Promise<boolean>, what: string): Promise<number> {
  const deadline = Date.now() + SEEN_WITHIN_MS;
  while (!(await ask())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${SEEN_WITHIN_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now();
}

const json = (authorization: string | undefined, body: unknown) => ({
  headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  const name = await connectTestDatabase(__filename);
  await seedReferenceData();
  redis = await startRedisServer();
  const uri = testDatabaseUri(name);
  await loadIdentitySecrets(); // the keys both processes share, written before either starts
  [first, second] = await Promise.all([startApi(uri, redis.url), startApi(uri, redis.url)]);
}, 240_000);

afterAll(async () => {
  await apis.stopAll();
  await redis?.stop();
  if (restarted && restarted.exitCode === null) await new Promise((resolve) => (restarted!.once('exit', resolve), restarted!.kill('SIGTERM')));
  await disconnectTestDatabase();
});

test('a psychologist’s new hours, saved through one API process, are offered by the other at once', async () => {
  const psychologist: Person = await makePerson(first, 'psychologist');
  const tokenAnswer = await fetch(`${second}/api/sessions/booking/availability-token/unauthenticated`, { method: 'POST', ...json(undefined, { origin: ORIGIN, psychologistIds: [psychologist.id] }) });
  expect(tokenAnswer.status).toBe(200);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const from = new Date(Date.now() + 2 * 86_400_000);
  const query = new URLSearchParams({ token, from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString(), timeZone: 'Australia/Sydney' });
  const offeredBySecond = async () => {
    const answer = await fetch(`${second}/api/sessions/booking/availability?${query}`);
    expect(answer.status).toBe(200);
    const { psychologists } = (await answer.json()) as { psychologists: { psychologistId: string; slots: unknown[] }[] };
    return psychologists.find((p) => p.psychologistId === psychologist.id)?.slots.length ?? 0;
  };
  // The second process reads (and keeps) "no hours yet".
  expect(await offeredBySecond()).toBe(0);
  const cachedAt = Date.now();

  const saved = await fetch(`${first}/api/sessions/psychologist/availability`, {
    method: 'PUT',
    ...json(psychologist.authorization, {
      timeZone: 'Australia/Sydney',
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      overrides: [],
      timeOff: [],
      durationsOffered: [50],
      bufferMinutes: 10,
      minimumNoticeHours: 12,
      horizonDays: 56,
      isAvailableForNewClients: true,
    }),
  });
  expect(saved.status).toBe(200);
  const savedAt = Date.now();

  const seenAt = await eventually(async () => (await offeredBySecond()) > 0, 'the new hours on the second process');
  // Not merely the second process's rules expiring by themselves.
  expect(seenAt - cachedAt).toBeLessThan(RULES_TTL_MS);
  console.log(`cache forget across processes: availability rules saved on one, offered by the other ${seenAt - savedAt} ms after the save answered`);
}, 120_000);

test('a listing saved through one API process shows in the other’s directory at once', async () => {
  const firstName = `Fleet${randomUUID().slice(0, 8)}`;
  const psychologist: Person = await makePerson(first, 'psychologist', firstName);
  const listedBySecond = async () => {
    const answer = await fetch(`${second}/api/users/psychologists/list`, { method: 'POST', ...json(undefined, { q: firstName, pageSize: 50 }) });
    expect(answer.status).toBe(200);
    const { psychologists } = (await answer.json()) as { psychologists: { psychologistId: string; bio?: string }[] };
    return psychologists.some((p) => p.psychologistId === psychologist.id);
  };
  // The second process loads (and keeps) the directory without them.
  expect(await listedBySecond()).toBe(false);
  const cachedAt = Date.now();

  const saved = await fetch(`${first}/api/users/profile/psychologist/directory`, {
    method: 'PUT',
    ...json(psychologist.authorization, listing()),
  });
  expect(saved.status).toBe(200);
  const savedAt = Date.now();

  const seenAt = await eventually(listedBySecond, 'the new listing in the second process’s directory');
  expect(seenAt - cachedAt).toBeLessThan(REFERENCE_DATA_TTL_MS);
  console.log(`cache forget across processes: listing saved on one, listed by the other ${seenAt - savedAt} ms after the save answered`);
}, 120_000);

test('with Redis gone, caches keep answers only briefly and the health detail says so; when it is back, so are the forgets', async () => {
  const email = `administrator-${randomUUID()}@caches.test`;
  await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash() });
  const authorization = `Bearer ${(await signIn(first, email, TEST_PASSWORD)).access_token}`;
  const redisWarningOf = async (api: string) =>
    ((await (await fetch(`${api}/api/health/detail`, { headers: { authorization } })).json()) as { warnings: string[] }).warnings.some((w) => w.startsWith('Redis (REDIS_URL) does not answer'));
  expect(await redisWarningOf(second)).toBe(false);

  const firstName = `Outage${randomUUID().slice(0, 8)}`;
  const psychologist: Person = await makePerson(first, 'psychologist', firstName);
  const listedBySecond = async () => {
    const { psychologists } = (await (await fetch(`${second}/api/users/psychologists/list`, { method: 'POST', ...json(undefined, { q: firstName, pageSize: 50 }) })).json()) as { psychologists: { psychologistId: string }[] };
    return psychologists.some((p) => p.psychologistId === psychologist.id);
  };
  expect(await listedBySecond()).toBe(false);
  const cachedAt = Date.now();

  await redis.stop();
  await eventually(() => redisWarningOf(second), 'the Redis warning in the health detail');
  // A save now reaches the second process only through its short fallback expiry.
  const saved = await fetch(`${first}/api/users/profile/psychologist/directory`, { method: 'PUT', ...json(psychologist.authorization, listing()) });
  expect(saved.status).toBe(200);
  const seenAt = await eventually(listedBySecond, 'the listing saved during the outage');
  expect(seenAt - cachedAt).toBeLessThan(REFERENCE_DATA_TTL_MS);

  restarted = await startRedisOnPort(Number(new URL(redis.url).port));
  for (const api of [first, second]) await eventually(async () => !(await redisWarningOf(api)), 'the warning gone once Redis is back');
  // Forgets travel again: hiding the listing through the first is seen by the second long before its own expiry.
  expect(await listedBySecond()).toBe(true);
  const cachedAgainAt = Date.now();
  const hidden = await fetch(`${first}/api/users/profile/psychologist/directory`, { method: 'PUT', ...json(psychologist.authorization, { ...listing(), isHidden: true }) });
  expect(hidden.status).toBe(200);
  const goneAt = await eventually(async () => !(await listedBySecond()), 'the hidden listing gone from the second process');
  expect(goneAt - cachedAgainAt).toBeLessThan(REFERENCE_DATA_TTL_MS);
}, 120_000);

test('a message sent through one API process is on the other’s newest page at once; a client’s account closed through one is refused by the other at once', async () => {
  const [client, psychologist] = await Promise.all([makePerson(first, 'client'), makePerson(first, 'psychologist')]);
  await bookSession(client.id, psychologist.id);
  expect((await fetch(`${first}/api/messaging/messaging/terms/accept`, { method: 'POST', headers: { authorization: client.authorization } })).status).toBe(200);
  const created = await fetch(`${first}/api/messaging/conversations`, { method: 'POST', ...json(client.authorization, conversationBody(client, psychologist)) });
  const { conversationId } = (await created.json()) as { conversationId: string };
  const send = async (text: string) =>
    expect((await fetch(`${first}/api/messaging/conversations/${conversationId}/messages`, { method: 'POST', ...json(client.authorization, { message: text }) })).status).toBe(201);
  const newestOnSecond = async (who: Person) => {
    const answer = await fetch(`${second}/api/messaging/conversations/${conversationId}/messages`, { headers: { authorization: who.authorization } });
    return answer.status === 200 ? ((await answer.json()) as { messages: { messageText: string }[] }).messages.map((m) => m.messageText) : answer.status;
  };
  await send('one');
  // The second process reads (and keeps) the newest page, and both people's standing.
  expect(await newestOnSecond(psychologist)).toEqual(['one']);
  expect(await newestOnSecond(client)).toEqual(['one']);
  await send('two');
  const sentAt = Date.now();
  const seenAt = await eventually(async () => JSON.stringify(await newestOnSecond(psychologist)) === JSON.stringify(['one', 'two']), 'the new message on the second process’s newest page');
  console.log(`cache forget across processes: a message sent through one, on the other's newest page ${seenAt - sentAt} ms after the send answered`);

  const closed = await fetch(`${first}/api/users/profile/patient/close`, { method: 'POST', ...json(client.authorization, { confirmEmail: client.email }) });
  expect(closed.status).toBe(200);
  const closedAt = Date.now();
  const refusedAt = await eventually(async () => (await newestOnSecond(client)) === 401, 'the closed account refused by the second process');
  expect(refusedAt - closedAt).toBeLessThan(STANDING_TTL_MS);
}, 120_000);

function listing() {
  return {
    psychologistType: 'Clinical psychologist',
    ahpraNumber: 'PSY0001234567',
    bio: 'I help people with worry and low mood.',
    qualifications: ['Master of Clinical Psychology'],
    specialisationIds: [1, 2],
    treatmentModalityIds: [1],
    languageIds: [1],
    therapyTypeIds: [1],
    fundingAccepted: ['Medicare'],
    fees: [{ durationMinutes: 50, feeCents: 19500 }],
    timeZone: 'Australia/Sydney',
    state: 'NSW',
    messagingEnabled: true,
    isHidden: false,
  };
}

/** Redis back where the API processes look for it (the helper picks a new port each start). */
async function startRedisOnPort(port: number): Promise<ChildProcess> {
  const child = spawn(ensureRedisServer(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (/Ready to accept connections/i.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return child;
}
