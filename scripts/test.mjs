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
const jestLog = path.join(resultsDir, 'jest-output.log');
/** The type check's outcome, for the summary (every other step runs whatever it is). */
let typecheck = 'not run';

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
  console.log(`\ntype check: ${typecheck}`);
  console.log(`unit and integration (jest): ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'not run'}`);
  console.log(`end-to-end (Playwright): ${e2e ? `${e2e.expected} passed, ${e2e.unexpected} failed` : 'not run'}`);
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** What failed in jest: each failed file's message from its JSON report, or the log's end if it has none. */
function jestFailures() {
  const failed = (readJson(jestResults)?.testResults ?? []).filter((file) => file.status === 'failed');
  if (failed.length) return failed.map((file) => `${path.relative(ROOT, file.name)}\n${file.message}`).join('\n\n');
  return fs.readFileSync(jestLog, 'utf8').split('\n').slice(-60).join('\n');
}

/** Starts a step that runs beside the next ones; its output goes to `logFile`. */
function beside(title, logFile, command, args, env = {}) {
  console.log(`\n▶ ${title}, beside the steps below (output: ${path.relative(ROOT, logFile)})`);
  const started = Date.now();
  const out = fs.openSync(logFile, 'w');
  return run(command, args, { stdio: ['ignore', out, out], env })
    .then(
      () => console.log(`\n  ✓ ${title} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
      (error) => {
        console.log(`\n  ✗ ${title} failed after ${((Date.now() - started) / 1000).toFixed(1)} s:\n\n${jestFailures()}`);
        throw error;
      },
    )
    .finally(() => fs.closeSync(out));
}

try {
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const file of [jestResults, e2eResults, jestLog]) fs.rmSync(file, { force: true });
  await timed('Set up (dependencies, FerretDB, Chromium, redis-server)', () => setup({ browser: true, redis: true }));
  // Needs installed packages: loaded after set-up. A build made from these very files (CI's
  // `npm start -- --smoke` just before) is reused: nothing is generated or built twice.
  const { buildAll, buildIsCurrent } = await import('./lib/build-all.mjs');
  const reuseBuild = buildIsCurrent();
  if (reuseBuild) console.log('\nReusing the build in .dist and api/dist (made from these very files): no generate or build step.');
  else await generate();
  // schemathesis's install (a download from PyPI on a fresh clone) goes on while the code is checked.
  const { installSchemathesis, runSchemathesis } = await import('./schemathesis.mjs');
  const schemathesisInstalled = installSchemathesis();
  schemathesisInstalled.catch(() => undefined); // reported where it is awaited
  // jest (swc: no type information) does not need the type check to pass, and the type check uses
  // one core, so jest starts now, beside it and then beside the journeys, which leave about a third
  // of the two cores idle (they wait on the browser, the API and the network); lint uses one core.
  // jest takes longest, so it starts first. Its output goes to a log, summarised here when it ends.
  // It runs the API's integration tests by suite (jest.config.js: each loads the app once for many files).
  // Every side always runs to the end, a failed type check included, so one run reports every failure.
  const jest = beside('Unit and API integration tests (jest, real database)', jestLog, 'npx', ['jest', '--ci', '--json', '--outputFile', jestResults], { HARBOUR_API_TESTS: 'suites' });
  // Awaited after the journeys; until then a jest failure must not count as an unhandled rejection,
  // which would end this process and take the journeys' stack with it.
  jest.catch(() => undefined);
  let failure;
  try {
    await timed('Type check (browser code as one program, the API, journeys, build plugins, scripts)', () => typecheckAll());
    typecheck = 'passed';
  } catch (error) {
    typecheck = 'failed';
    failure = error;
  }
  try {
    await timed('Lint (including area boundaries)', () => run('npx', ['eslint', '--max-warnings', '0', '.']));
    if (!reuseBuild) await timed('Build and publish the portal', () => buildAll({ generated: true }));
    await schemathesisInstalled;
    await timed('API fuzzing (schemathesis: no 5xx, answers match the OpenAPI)', () => runSchemathesis());
    await timed("Size budget (each area's own code on a first visit ≤ 35 kB gzipped; / downloads ≤ 170 kB of JavaScript)", () => import('./lib/size-budget.mjs').then(({ checkSizeBudgets }) => checkSizeBudgets({ allFigures: false })));
    const { runE2e } = await import('./e2e.mjs');
    await timed('End-to-end journeys (Playwright, Chromium)', () => runE2e());
  } catch (error) {
    failure ??= error;
  }
  await jest.catch((error) => (failure ??= error));
  if (failure) throw failure;
  summary();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  summary();
  process.exit(1);
}
