// schemathesis over the API's OpenAPI document, through the running portal: anonymous, then with
// a client's token from the real authority. Fails on any 5xx or an answer that breaks the
// documented schema. Installs its pinned version into .tools/venv from PyPI on first use.
// Expects a build (api/dist, .dist): npm test runs it after building.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT, run, timed } from './lib/run.mjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = path.join(ROOT, '.tools/venv');
const BIN = path.join(VENV, 'bin/schemathesis');
// The seed's demo client (scripts/lib/stack.mjs seeds a fresh database).
const CLIENT = { email: 'client@harbour.test', password: 'Harbour-demo-2026' };

export async function installSchemathesis() {
  try {
    if (execFileSync(BIN, ['--version'], { encoding: 'utf8' }).includes(SCHEMATHESIS_VERSION)) return;
  } catch {
    // not installed yet
  }
  await timed(`Install schemathesis ${SCHEMATHESIS_VERSION} into .tools/venv (PyPI)`, async () => {
    if (!fs.existsSync(path.join(VENV, 'bin/pip'))) await run('python3', ['-m', 'venv', VENV]);
    await run(path.join(VENV, 'bin/pip'), ['install', '--disable-pip-version-check', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`]);
  });
}

/** One pass: small and time-boxed so `npm test` stays short. */
function schemathesis(schemaUrl, label, extraArgs = []) {
  return timed(`schemathesis (${label})`, () =>
    run(BIN, [
      'run',
      schemaUrl,
      '--checks', 'not_a_server_error,response_schema_conformance,content_type_conformance',
      '--max-examples', '8',
      '--max-time', '75',
      '--phases', 'examples,coverage,fuzzing',
      '--workers', '2',
      '--seed', '7',
      '--generation-database', 'none',
      '--request-timeout', '10',
      '--no-color',
      ...extraArgs,
    ], {
      // Schemathesis 4 sends nothing anywhere but the API under test (no telemetry, no uploads);
      // Hypothesis keeps no example database (--generation-database none).
      env: { SCHEMATHESIS_TELEMETRY: 'false', DO_NOT_TRACK: '1' },
    }),
  );
}

export async function runSchemathesis() {
  // Need installed packages: loaded when the step runs (after set-up).
  const { startStack } = await import('./lib/stack.mjs');
  const { signInThroughAuthority } = await import('./lib/sign-in.mjs');
  await installSchemathesis();
  const runId = randomBytes(4).toString('hex');
  const dataDir = path.join('.data/schemathesis', runId);
  // Generous limits: schemathesis is not the attacker the limiters are for.
  const apiEnv = { SIGN_IN_ATTEMPTS_PER_IP: '100000', LOG_LEVEL: 'error' };
  const stack = await startStack({ port: 0, dataDir, databaseName: `harbour_schemathesis_${runId}`, logLevel: 'error', quiet: true, apiEnv });
  try {
    const schemaUrl = `${stack.url}/api/openapi.json`;
    await schemathesis(schemaUrl, 'anonymous');
    const token = await signInThroughAuthority(stack.url, CLIENT.email, CLIENT.password);
    // Without the account deletion: it would delete the account this pass signs in with, and the
    // rest would only see 401 (it has its own integration tests).
    await schemathesis(schemaUrl, 'signed in as a client', ['--exclude-operation-id', 'DeletePatientProfile', '--header', `Authorization: Bearer ${token}`]);
  } finally {
    await stack.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { setup } = await import('./setup.mjs');
    await setup();
    await runSchemathesis();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
