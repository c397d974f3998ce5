import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb, freePort, waitForPort } = require('../../scripts/lib/ferretdb.cjs');

// Re-test: the API ignored SIGTERM and needed SIGKILL. The real entry point, against a FerretDB of
// its own: on SIGTERM it stops taking connections, finishes the request in flight (readiness
// answers 503 meanwhile), closes the database and exits 0 within 10 s. The request is held in
// flight by its body: the server has answered `100 Continue` (so it is handling it) and waits for
// the rest, sent only after SIGTERM.
const ROOT = path.resolve(__dirname, '../..');
const dataDir = path.join(ROOT, '.data/test', `shutdown-${process.pid}`);
let ferret: { port: number; stop(): Promise<void> };
let api: ChildProcess | undefined;

beforeAll(async () => {
  ferret = await startFerretDb({ dataDir, postgresqlUrl: process.env.HARBOUR_TEST_POSTGRES_URL, test: true });
}, 60_000);
afterAll(async () => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  await ferret?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves when the API's JSON log has a line whose `msg` matches. */
function logLine(child: ChildProcess, pattern: RegExp): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n').slice(0, -1)) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (typeof entry.msg === 'string' && pattern.test(entry.msg)) {
            child.stdout!.off('data', onData);
            return resolve(entry);
          }
        } catch {
          // not a log line
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    };
    child.stdout!.on('data', onData);
  });
}

/** Opens a connection and sends a request whose body is held back; resolves once the server said 100 Continue. */
async function requestInFlight(port: number, body: string, requestLine = 'POST /api/content/contact HTTP/1.1') {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      requestLine,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  await new Promise<void>((resolve) => {
    const check = () => (received.includes('100 Continue') ? (socket.off('data', check), resolve()) : undefined);
    socket.on('data', check);
    check();
  });
  return { finish: () => socket.write(body), answer: async () => (await closed, received) };
}

/** A connection kept alive after its answer, as the portal's proxy keeps them: resolves when the server closes it. */
async function idleKeptAlive(port: number): Promise<Promise<void>> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (/\r\n\r\n[\s\S]*\}$/.test(received)) resolve();
    });
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
  return closed;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => (probe.destroy(), resolve(true)));
    probe.once('error', () => resolve(false));
  });

test('SIGTERM: no new connections, the request in flight is answered, readiness 503 while draining, idle ones closed, the database closed, exit 0 within 10 s', async () => {
  const port = await freePort();
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, API_PORT: String(port), MONGODB_URI: `mongodb://127.0.0.1:${ferret.port}/shutdown_test`, LOG_LEVEL: 'info', HARBOUR_JOBS: 'on' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const connected = logLine(api, /^database connected$/);
  await waitForPort(port, 30_000);
  await connected;
  const exited = new Promise<number | null>((resolve) => api!.once('exit', (code) => resolve(code)));

  const keptAlive = await idleKeptAlive(port);
  const inFlight = await requestInFlight(port, JSON.stringify({ name: 'Ada', email: 'ada@example.com', topic: 'other', message: 'Sent while the API stops.' }));
  // A readiness probe on a connection already open: its JSON body (read before routing) is held
  // back too, so the probe is answered after SIGTERM, while the process drains.
  const probe = await requestInFlight(port, '{}', 'GET /api/health/ready HTTP/1.1');
  const stopping = logLine(api, /^no longer taking connections$/);
  const databaseClosed = logLine(api, /^database closed$/);
  const signalledAt = Date.now();
  api.kill('SIGTERM');
  await stopping;

  expect(await canConnect(port)).toBe(false);
  inFlight.finish();
  const answer = await inFlight.answer();
  expect(answer).toMatch(/HTTP\/1\.1 20\d /);
  probe.finish();
  const probed = await probe.answer();
  expect(probed).toMatch(/HTTP\/1\.1 503 /);
  expect(probed).toMatch(/\r\nretry-after: \d+\r\n/i);
  expect(probed).toContain('{"status":"draining"}');

  await keptAlive; // closed by the server, not left to hold the process open
  await databaseClosed;
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
}, 90_000);
