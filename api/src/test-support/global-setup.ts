import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb } = require('../../../scripts/lib/ferretdb.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stopPostgresCluster } = require('../../../scripts/lib/postgres.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStripeMock } = require('../../../scripts/lib/stripe-mock.cjs');

const root = path.resolve(__dirname, '../../..');
const testData = path.join(root, '.data/test');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A jest run that was killed leaves its cluster running: stop and remove those of dead runs. */
function sweepAbandonedRuns(): void {
  if (!fs.existsSync(testData)) return;
  for (const entry of fs.readdirSync(testData)) {
    const ownerFile = path.join(testData, entry, 'owner.pid');
    if (!fs.existsSync(ownerFile) || alive(Number(fs.readFileSync(ownerFile, 'utf8')))) continue;
    stopPostgresCluster(path.join(testData, entry, 'postgres'));
    fs.rmSync(path.join(testData, entry), { recursive: true, force: true });
  }
}

/**
 * API tests run against a real database: the MONGODB_URI given, or one FerretDB (on a throw-away
 * PostgreSQL cluster) started here for the whole run. Each test file builds a database name from
 * the run id (see database.ts); FerretDB keeps each database in a PostgreSQL schema of its own.
 */
export default async function globalSetup(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  process.env.HARBOUR_TEST_RUN_ID = runId;
  // One stripe-mock for the run (free loopback ports); the API under test reads its STRIPE_* env.
  if (!process.env.STRIPE_SECRET_KEY) {
    const stripeMock = await startStripeMock();
    Object.assign(process.env, stripeMock.env);
    (globalThis as Record<string, unknown>).__HARBOUR_STRIPE_MOCK__ = stripeMock;
  }
  if (process.env.MONGODB_URI) return;
  sweepAbandonedRuns();
  const runDir = path.join(testData, runId);
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, 'owner.pid'), String(process.pid));
  const ferret = await startFerretDb({
    dataDir: path.join(runDir, process.env.FERRETDB_HANDLER === 'sqlite' ? 'ferretdb' : 'postgres'),
    logFile: path.join(runDir, 'ferretdb.log'),
    test: true,
  });
  process.env.MONGODB_URI = ferret.uri;
  // Tests that start a FerretDB of their own (health) reuse this PostgreSQL server.
  if (ferret.postgres) process.env.HARBOUR_TEST_POSTGRES_URL = ferret.postgres.url;
  (globalThis as Record<string, unknown>).__HARBOUR_FERRETDB__ = { ...ferret, runDir };
}
