// `npm test`: everything a fresh clone needs, then every check, in the order that fails fastest.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from './generate.mjs';
import { setup } from './setup.mjs';
import { ROOT, run, timed } from './lib/run.mjs';
import { typecheckAll } from './lib/typecheck.mjs';

const started = Date.now();
const resultsDir = path.join(ROOT, '.data');
const jestResults = path.join(resultsDir, 'jest-results.json');
const e2eResults = path.join(resultsDir, 'e2e-results.json');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One closing line that any reader understands: 'N passed, N failed'. */
function summary() {
  const jest = readJson(jestResults);
  const e2e = readJson(e2eResults)?.stats;
  const passed = (jest?.numPassedTests ?? 0) + (e2e?.expected ?? 0);
  const failed = (jest?.numFailedTests ?? 0) + (e2e?.unexpected ?? 0) + (e2e?.flaky ?? 0);
  const skipped = (jest?.numPendingTests ?? 0) + (e2e?.skipped ?? 0);
  console.log(`\nunit and integration (jest): ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'not run'}`);
  console.log(`end-to-end (Playwright): ${e2e ? `${e2e.expected} passed, ${e2e.unexpected} failed` : 'not run'}`);
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

try {
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const file of [jestResults, e2eResults]) fs.rmSync(file, { force: true });
  await timed('Set up (dependencies, FerretDB, Chromium, redis-server)', () => setup({ browser: true, redis: true }));
  // Needs installed packages: loaded after set-up. A build made from these very files (CI's
  // `npm start -- --smoke` just before) is reused: nothing is generated or built twice.
  const { buildAll, buildIsCurrent } = await import('./lib/build-all.mjs');
  const reuseBuild = buildIsCurrent();
  if (reuseBuild) console.log('\nReusing the build in .dist and api/dist (made from these very files): no generate or build step.');
  else await generate();
  await timed('Type check (browser code as one program, the API, journeys, build plugins, scripts)', () => typecheckAll());
  await timed('Lint (including area boundaries)', () => run('npx', ['eslint', '--max-warnings', '0', '.']));
  await timed('Unit and API integration tests (jest, real database)', () =>
    run('npx', ['jest', '--ci', '--json', '--outputFile', jestResults]),
  );
  if (!reuseBuild) await timed('Build and publish the portal', () => buildAll({ generated: true }));
  const { runSchemathesis } = await import('./schemathesis.mjs');
  await timed('API fuzzing (schemathesis: no 5xx, answers match the OpenAPI)', () => runSchemathesis());
  await timed("Size budget (each area's own code on a first visit ≤ 35 kB gzipped; / downloads ≤ 170 kB of JavaScript)", () => import('./lib/size-budget.mjs').then(({ checkSizeBudgets }) => checkSizeBudgets()));
  const { runE2e } = await import('./e2e.mjs');
  await timed('End-to-end journeys (Playwright, Chromium)', () => runE2e());
  summary();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  summary();
  process.exit(1);
}
