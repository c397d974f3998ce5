import mongoose from 'mongoose';
import { bookSession, conversationBody, makePerson, type Person } from '../../../test-support/messaging-people';
import { apiProcesses } from '../../../test-support/api-processes';
import { connectTestDatabase, disconnectTestDatabase, testDatabaseUri } from '../../../test-support/database';
import { openEventStream } from '../../../test-support/event-stream';
import { seedReferenceData } from '../../../seed/reference-data';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRedisServer } = require('../../../../../scripts/lib/redis.cjs');

// Two real API processes (the server entry point, as behind a load balancer) sharing the
// database and Debian's redis-server: a message sent through one reaches a stream open on the other.
let redis: { url: string; stop(): Promise<void> };
const apis = apiProcesses();

/** Ready when the database is connected and the bus is Redis (the start-up log says which). */
const startApi = (mongodbUri: string, redisUrl: string) => apis.start({ mongodbUri, redisUrl, readyLog: '"bus":"redis"' });

beforeAll(async () => {
  const name = await connectTestDatabase(__filename);
  await seedReferenceData();
  redis = await startRedisServer();
  process.env.MESSAGING_TEST_URI = testDatabaseUri(name);
}, 180_000);

afterAll(async () => {
  await apis.stopAll();
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
