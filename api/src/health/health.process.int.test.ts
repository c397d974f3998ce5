import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb, freePort, waitForPort } = require('../../../scripts/lib/ferretdb.cjs');

// The real server entry against a FerretDB of its own that this test stops and starts again (on
// the run's PostgreSQL server when there is one, else on a cluster/SQLite files in dataDir).
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = path.join(ROOT, '.data/test', `health-${process.pid}`);
const postgresqlUrl = process.env.HARBOUR_TEST_POSTGRES_URL;
let ferret: { port: number; stop(): Promise<void> };
let api: ChildProcess;
let apiUrl: string;

async function healthStatus(): Promise<number> {
  try {
    return (await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
}

// Generous bounds: on a busy machine the API (run by tsx from source) starts slowly; a healthy
// machine returns at once.
async function eventually(expected: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = await healthStatus();
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await healthStatus();
  }
  return status;
}

beforeAll(async () => {
  ferret = await startFerretDb({ dataDir, postgresqlUrl, test: true });
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  // Run from api/ so tsx reads its tsconfig (decorators).
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, API_PORT: String(port), MONGODB_URI: `mongodb://127.0.0.1:${ferret.port}/health_test`, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  await waitForPort(port, 90_000);
}, 120_000);

afterAll(async () => {
  api?.kill('SIGTERM');
  await ferret?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('GET /api/health and readiness follow the database down and up again while the API keeps running (and stays live)', async () => {
  expect(await eventually(200)).toBe(200);

  await ferret.stop();
  expect(await eventually(503)).toBe(503);
  const body = await (await fetch(`${apiUrl}/api/health`)).json();
  expect(body).toEqual({ status: 'unavailable', database: { state: 'unavailable' } });
  // Readiness follows the database (send traffic elsewhere); liveness does not (do not restart a process that waits for it).
  const ready = await fetch(`${apiUrl}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await ready.json()).toEqual({ status: 'unavailable' });
  const live = await fetch(`${apiUrl}/api/health/live`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });

  ferret = await startFerretDb({ port: ferret.port, dataDir, postgresqlUrl, test: true });
  expect(await eventually(200)).toBe(200);
  expect((await fetch(`${apiUrl}/api/health/ready`)).status).toBe(200);
  expect(api.exitCode).toBeNull();
}, 240_000);
