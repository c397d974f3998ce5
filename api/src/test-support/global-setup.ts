import { randomBytes } from 'node:crypto';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb } = require('../../../scripts/lib/ferretdb.cjs');

/**
 * API tests run against a real database: the MONGODB_URI given, or a FerretDB started here.
 * Each run gets its own id; each test file builds a database name from it (see database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  process.env.HARBOUR_TEST_RUN_ID = runId;
  if (process.env.MONGODB_URI) return;
  const root = path.resolve(__dirname, '../../..');
  const ferret = await startFerretDb({
    dataDir: path.join(root, '.data/test', runId),
    logFile: path.join(root, '.data/test', `ferretdb-${runId}.log`),
  });
  process.env.MONGODB_URI = ferret.uri;
  (globalThis as Record<string, unknown>).__HARBOUR_FERRETDB__ = ferret;
}
