import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { connectTestDatabase, disconnectTestDatabase, testDatabaseUri } from './test-support/database';
import { openEventStream } from './test-support/event-stream';
import { makePerson } from './test-support/messaging-people';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/lib/ferretdb.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createApiProxy, startApiFleet, stopApiProcess } = require('../../scripts/lib/api-fleet.cjs');

// Two real API processes (the server entry point) on one database behind the portal's round-robin
// proxy (scripts/lib/api-fleet.cjs): a steady stream of requests goes on while each process in
// turn is replaced (new one ready and in, old one out, then SIGTERM: it drains) and none fails;
// then a process holding an event stream ends it on SIGTERM and exits within 10 s, and the client
// reconnects through the proxy to the other process.
interface Member {
  url: string;
  child: ChildProcess;
}
interface Fleet {
  pool: { next(): string; remove(url: string): void; urls(): string[] };
  members(): Member[];
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

let databaseUri: string;
let fleet: Fleet | undefined;
let proxy: http.Server | undefined;
/** The process the proxy sent the latest request to: the test's window on the round robin. */
let lastRouted = '';

beforeAll(async () => {
  databaseUri = testDatabaseUri(await connectTestDatabase(__filename));
}, 60_000);

afterAll(async () => {
  await fleet?.stop();
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await disconnectTestDatabase();
});

async function launch(): Promise<Member> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn', MONGODB_URI: databaseUri, HARBOUR_JOBS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Requests one after another until stopped; counts every answer that is not 200, and every failure to get one. */
function steadyRequests(base: string, paths: string[]) {
  let stopped = false;
  const failures: string[] = [];
  let answered = 0;
  const done = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const target = paths[i % paths.length];
      try {
        const answer = await fetch(`${base}${target}`);
        await answer.arrayBuffer();
        if (answer.status === 200) answered += 1;
        else failures.push(`${target}: ${answer.status}`);
      } catch (error) {
        failures.push(`${target}: ${(error as Error).message}`);
      }
    }
  })();
  return {
    failures,
    answered: () => answered,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

test('a rolling restart of every API process under a steady stream of requests loses none; a stream open on a stopping process ends, it exits within 10 s, the client reconnects elsewhere', async () => {
  fleet = (await startApiFleet({ count: 2, launch, readyTimeoutMs: 90_000 })) as Fleet;
  const routed = { next: () => (lastRouted = fleet!.pool.next()) };
  const handle = createApiProxy(routed);
  proxy = http.createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const before = fleet.pool.urls();

  // Two clients at once: a database read, the identity discovery document and liveness. Not the
  // readiness probe: a request the proxy routed just before a process left the pool may reach it
  // after SIGTERM, where readiness rightly answers 503 (draining) while every other request is
  // still served. Nor the health check, whose database ping gives up after 1.5 s on a busy machine.
  const streams = [steadyRequests(base, ['/api/content/faqs', '/identity/.well-known/openid-configuration']), steadyRequests(base, ['/api/health/live', '/api/content/faqs'])];
  await fleet.rollingRestart();
  const served = streams.map((s) => s.answered());
  // Still answered after the last replacement: the new processes carry the stream on.
  for (const [i, stream] of streams.entries()) while (stream.answered() <= served[i] + 5) await new Promise((resolve) => setTimeout(resolve, 20));
  await Promise.all(streams.map((s) => s.stop()));

  expect(streams.flatMap((s) => s.failures)).toEqual([]);
  expect(fleet.pool.urls()).toHaveLength(2);
  expect(fleet.pool.urls().filter((url) => before.includes(url))).toEqual([]);
  console.log(`rolling restart: ${streams.reduce((sum, s) => sum + s.answered(), 0)} requests answered, 0 failed, both processes replaced`);

  // An event stream through the proxy: its first event arrives at once (nothing buffers it).
  const psychologist = await makePerson(base, 'psychologist');
  const stream = await openEventStream(`${base}/api/messaging/events`, psychologist.authorization);
  const holder = fleet.members().find((member) => member.url === lastRouted)!;
  try {
    await stream.waitFor((e) => e.event === 'ready');
    fleet.pool.remove(holder.url); // as the load balancer does when readiness says draining
    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => holder.child.once('exit', (code) => resolve(code)));
    await stopApiProcess(holder.child);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(stream.waitFor(() => false, 10_000)).rejects.toThrow('stream ended');
  } finally {
    stream.close();
  }
  const reconnected = await openEventStream(`${base}/api/messaging/events`, psychologist.authorization);
  try {
    await reconnected.waitFor((e) => e.event === 'ready');
    expect(lastRouted).not.toBe(holder.url);
  } finally {
    reconnected.close();
  }
}, 180_000);
