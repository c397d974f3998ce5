// End-to-end journeys: start the real portal on free ports with a fresh database, run Playwright
// in Debian's Chromium, stop everything. Expects a build in .dist (npm test builds first).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setup } from './setup.mjs';
import { startStack } from './lib/stack.mjs';
import { ROOT, run } from './lib/run.mjs';

export async function runE2e(extraArgs = []) {
  await setup({ browser: true });
  const runId = randomBytes(4).toString('hex');
  const dataDir = path.join('.data/e2e', runId);
  const stack = await startStack({ port: 0, dataDir, databaseName: `harbour_e2e_${runId}`, logLevel: 'warn', quiet: true });
  console.log(`Portal for end-to-end tests at ${stack.url}`);
  try {
    await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extraArgs], { env: { HARBOUR_BASE_URL: stack.url } });
  } finally {
    await stack.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runE2e(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
