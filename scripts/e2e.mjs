// End-to-end journeys: start the real portal on free ports with a fresh database, run Playwright
// in Debian's Chromium, stop everything. Expects a build in .dist (npm test builds first).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setup } from './setup.mjs';
import { ROOT, run } from './lib/run.mjs';

export async function runE2e(extraArgs = []) {
  // API_PROCESSES=N: the journeys run against N API processes behind the portal (default 1).
  const { apiProcessCount } = await import('./lib/api-processes.cjs');
  const apiProcesses = apiProcessCount([]);
  await setup({ browser: true, redis: apiProcesses > 1 });
  // Needs installed packages: loaded after set-up.
  const { startStack } = await import('./lib/stack.mjs');
  const runId = randomBytes(4).toString('hex');
  const dataDir = path.join('.data/e2e', runId);
  // Short-lived access tokens so the journeys can watch silent renew at work (spec default: 600 s).
  const apiEnv = { ACCESS_TOKEN_TTL_SECONDS: '20', ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS: '10', SIGN_IN_ATTEMPTS_PER_IP: '1000', REGISTRATIONS_PER_IP: '1000', JOB_POLL_SECONDS: '3' };
  const stack = await startStack({ port: 0, dataDir, databaseName: `harbour_e2e_${runId}`, logLevel: 'warn', quiet: true, apiEnv, apiProcesses, disposable: true });
  console.log(`Portal for end-to-end tests at ${stack.url}${apiProcesses > 1 ? ` (${apiProcesses} API processes)` : ''}`);
  // The journeys that release areas alone, then the rest in three workers (e2e/playwright.config.ts).
  // Alone, the release journeys (webpack builds and one browser) use about one core: in `npm test`
  // they run while jest still uses the other, and the journeys' three workers, which can use both,
  // are what is left when jest has finished.
  const phases = [
    ['portal-wide'],
    ['journeys'],
  ];
  const results = phases.map((_, i) => path.join(ROOT, '.data', `e2e-results-${i + 1}.json`));
  let failure;
  try {
    for (const [i, projects] of phases.entries()) {
      try {
        await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--pass-with-no-tests', ...projects.map((p) => `--project=${p}`), ...extraArgs], {
          env: { HARBOUR_BASE_URL: stack.url, HARBOUR_MONGODB_URI: stack.mongodbUri, HARBOUR_E2E_RESULTS: results[i], HARBOUR_E2E_ARTIFACTS: path.join(ROOT, '.data', `e2e-artifacts-${projects.join('+')}`) },
        });
      } catch (error) {
        failure ??= error; // the other phase still runs, so one run reports everything
      }
    }
    mergeResults(results, path.join(ROOT, '.data/e2e-results.json'));
    if (failure) throw failure;
  } finally {
    await stack.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
}

/** One stats record for `npm test`'s summary from the phases' JSON reports. */
function mergeResults(files, into) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const key of Object.keys(stats)) stats[key] += report.stats?.[key] ?? 0;
  }
  fs.writeFileSync(into, JSON.stringify({ stats }, null, 2) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runE2e(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
