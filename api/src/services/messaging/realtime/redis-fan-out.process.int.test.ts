import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import { bookSession, conversationBody, makePerson, type Person } from '../../../test-support/messaging-people';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { openEventStream } from '../../../test-support/event-stream';
import { seedReferenceData } from '../../../seed/reference-data';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRedisServer, freePort } = require('../../../../../scripts/lib/redis.cjs');

// Two real API processes (the server entry point, as behind a load balancer) sharing the
// database and Debian's redis-server: a message sent through one reaches a stream open on the other.
let redis: { url: string; stop(): Promise<void> };
const apis: ChildProcess[] = [];

async function startApi(mongodbUri: string, redisUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'info', MONGODB_URI: mongodbUri, REDIS_URL: redisUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  apis.push(child);
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  // Waits for readiness, however busy the machine (tsx compiles the API from source at start).
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    // Ready when the database is connected and the bus is Redis (the start-up log says which).
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok && log.includes('"bus":"redis"')) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API did not start: ${log}`);
}

beforeAll(async () => {
  const name = await connectTestDatabase(__filename);
  await seedReferenceData();
  redis = await startRedisServer();
  const uri = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018');
  uri.pathname = `/${name}`;
  process.env.MESSAGING_TEST_URI = uri.toString();
}, 180_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => new Promise((resolve) => (api.exitCode !== null ? resolve(null) : (api.once('exit', resolve), api.kill('SIGTERM'))))));
  await redis?.stop();
  await disconnectTestDatabase();
});

test('a message sent to one API process reaches a stream open on another, through Redis', async () => {
  const first = await startApi(process.env.MESSAGING_TEST_URI!, redis.url);
  // The second starts after the first has written the identity keys both must share.
  const second = await startApi(process.env.MESSAGING_TEST_URI!, redis.url);
  const client: Person = await makePerson(first, 'client');
  const psychologist: Person = await makePerson(first, 'psychologist');
  await bookSession(client.id, psychologist.id);
  await fetch(`${first}/api/messaging/messaging/terms/accept`, { method: 'POST', headers: { authorization: client.authorization } });
  const created = await fetch(`${first}/api/messaging/conversations`, {
    method: 'POST',
    headers: { authorization: client.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(conversationBody(client, psychologist)),
  });
  const { conversationId } = (await created.json()) as { conversationId: string };

  const stream = await openEventStream(`${second}/api/messaging/events`, psychologist.authorization);
  try {
    await stream.waitFor((e) => e.event === 'ready');
    const started = Date.now();
    const sent = await fetch(`${first}/api/messaging/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: client.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Across processes' }),
    });
    expect(sent.status).toBe(201);
    const arrived = await stream.waitFor((e) => e.event === 'message', 60_000);
    expect(arrived.data).toMatchObject({ conversationId, message: { messageText: 'Across processes' } });
    console.log(`redis fan-out: sent on one API process, received on the other ${arrived.receivedAt - started} ms after the send began`);
  } finally {
    stream.close();
  }
  expect(mongoose.connection.readyState).toBe(1);
}, 180000);
