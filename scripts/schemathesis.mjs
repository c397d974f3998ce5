// schemathesis over the API's OpenAPI document, against the API of a portal started on a database
// of its own: one pass per caller (anonymous, then signed in through the real authority as the seed's
// client, psychologist, GP and administrator), state-changing operations included. Fails on any
// 5xx, an answer that breaks the documented schema, or an operation that answered its own caller
// only 401/403. Prints, per caller, how many operations it reached past 401/403. Installs its
// pinned version into .tools/venv from PyPI on first use. Expects a build (api/dist, .dist): npm
// test runs it after building. docs/testing.md describes the step and its figures.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { QUIET_ENV, ROOT, run, timed } from './lib/run.mjs';
import { ACCOUNT_ENDING, ROLES, exactly, operationIdsFor, operationsOf, reach, statusesByOperation } from './lib/fuzz-callers.cjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = path.join(ROOT, '.tools/venv');
const BIN = path.join(VENV, 'bin/schemathesis');
// Its dependencies' versions too (hypothesis, jsonschema_rs, …).
const CONSTRAINTS = path.join(ROOT, 'scripts/lib/schemathesis-constraints.txt');
const DEMO_PASSWORD = 'Harbour-demo-2026';
// Longer than the whole step can take even on a loaded machine, so no token expires mid-pass
// (the e2e stack's 20-second tokens would); checked after the passes all the same.
const TOKEN_TTL_SECONDS = 3600;

export async function installSchemathesis() {
  try {
    if (execFileSync(BIN, ['--version'], { encoding: 'utf8' }).includes(SCHEMATHESIS_VERSION)) return;
  } catch {
    // not installed yet
  }
  await timed(`Install schemathesis ${SCHEMATHESIS_VERSION} into .tools/venv (PyPI)`, async () => {
    if (!fs.existsSync(path.join(VENV, 'bin/pip'))) await run('python3', ['-m', 'venv', VENV]);
    await run(path.join(VENV, 'bin/pip'), ['install', '--disable-pip-version-check', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`, '--constraint', CONSTRAINTS]);
  });
}

/** A client account made for the run through the public registration (register → emailed code → verify), signed in. */
async function registeredClient(base, label) {
  const { signInThroughAuthority } = await import('./lib/sign-in.mjs');
  const email = `fuzz-${label}-${randomBytes(4).toString('hex')}@example.test`;
  const password = `Fuzz-pass-${randomBytes(6).toString('hex')}`;
  const post = (url, body) => fetch(new URL(url, base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // Sign-up needs agreement to the current terms: the version the sign-up form shows.
  const { version } = await (await fetch(new URL('/api/users/register/terms', base))).json();
  const registered = await post('/api/users/register/patient', { email, password, firstName: 'Fuzz', lastName: 'Caller', postcode: '2000', acceptedTermsVersion: version });
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}`);
  const { patientRegistrationId } = await registered.json();
  // The code is mailed after the answer: wait for it in the development outbox (a minute at most).
  let code;
  for (const deadline = Date.now() + 60_000; !code && Date.now() < deadline; ) {
    const { messages } = await (await fetch(new URL(`/api/notifications/outbox?to=${encodeURIComponent(email)}`, base))).json();
    code = messages.map((message) => message.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error(`no verification code reached the outbox for ${email}`);
  const verified = await post(`/api/users/register/patient/${patientRegistrationId}/verify`, { verificationCode: code });
  if (verified.status !== 200) throw new Error(`verifying ${email} answered ${verified.status}`);
  return signInThroughAuthority(base, email, password);
}

/**
 * A schemathesis config giving each account-ending operation the token of a client of its own
 * (an operation's headers override the pass's), so it ends nobody else's sign-in.
 */
async function accountEndingConfig(base, file) {
  const sections = [];
  for (const operationId of ACCOUNT_ENDING) {
    const token = await registeredClient(base, operationId.toLowerCase());
    sections.push(`[[operations]]\ninclude-operation-id = "${operationId}"\nheaders = { Authorization = "Bearer ${token}" }\n`);
  }
  fs.writeFileSync(file, sections.join('\n'));
  return file;
}

/** One caller's pass: bounded examples per operation, its output kept in a log for the report. */
function schemathesisPass({ caller, schemaUrl, operationIds, token, configFile, dir }) {
  const started = Date.now();
  const reportDir = path.join(dir, caller.replace(/\W+/g, '-'));
  fs.mkdirSync(reportDir, { recursive: true });
  const log = path.join(reportDir, 'output.log');
  const args = [
    ...(configFile ? ['--config-file', configFile] : []),
    'run',
    schemaUrl,
    '--include-operation-id-regex', exactly(operationIds),
    // No 5xx; status, content type and body as the served document says (api/src/http/openapi-problems.ts).
    '--checks', 'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
    // Bounded work, not a time budget (--max-time would fuzz until it is spent, and on a loaded
    // machine leave operations out): the coverage phase's cases plus at most 8 per operation.
    '--max-examples', '8',
    '--phases', 'examples,coverage,fuzzing',
    '--workers', '2',
    '--seed', '7',
    '--generation-database', 'none',
    '--request-timeout', '30',
    '--no-color',
    '--report', 'ndjson',
    '--report-ndjson-path', path.join(reportDir, 'events.ndjson'),
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const out = fs.openSync(log, 'w');
    // Schemathesis 4 sends nothing anywhere but the API under test (no telemetry, no uploads);
    // Hypothesis keeps no example database (--generation-database none).
    const child = spawn(BIN, args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, ...QUIET_ENV, SCHEMATHESIS_TELEMETRY: 'false' } });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(out);
      const seconds = (Date.now() - started) / 1000;
      console.log(`  ${code === 0 ? '✓' : '✗'} ${caller}: ${operationIds.length} operations in ${seconds.toFixed(0)} s`);
      resolve({ caller, exitCode: code, seconds, log, events: path.join(reportDir, 'events.ndjson'), selected: operationIds.length });
    });
  });
}

/** The per-caller report: a reader sees each role's operations were fuzzed signed in. */
async function report(passes) {
  const rows = [];
  for (const pass of passes) {
    const byOperation = fs.existsSync(pass.events) ? await statusesByOperation(pass.events) : undefined;
    const reached = byOperation && reach(byOperation, pass.selected);
    const output = fs.readFileSync(pass.log, 'utf8');
    const cases = output.match(/(\d+) generated/)?.[1] ?? '?';
    rows.push({ ...pass, byOperation, reached, cases });
  }
  const pad = (value, width) => String(value).padStart(width);
  console.log('\n  caller          operations  past 401/403  with a 2xx  only 401/403  not called   cases   time');
  for (const row of rows) {
    const r = row.reached ?? { operations: row.selected, reached: '?', succeeded: '?', onlyRefused: [], notCalled: '?' };
    console.log(
      `  ${row.caller.padEnd(14)}${pad(r.operations, 11)}${pad(r.reached, 14)}${pad(r.succeeded, 12)}${pad(r.onlyRefused.length, 14)}${pad(r.notCalled, 12)}${pad(row.cases, 8)}${pad(row.seconds.toFixed(0), 6)} s`,
    );
  }
  return rows;
}

export async function runSchemathesis() {
  // Need installed packages: loaded when the step runs (after set-up).
  const { startStack } = await import('./lib/stack.mjs');
  const { signInThroughAuthority } = await import('./lib/sign-in.mjs');
  await installSchemathesis();
  const runId = randomBytes(4).toString('hex');
  const dataDir = path.join('.data/schemathesis', runId);
  const reportsDir = path.join(ROOT, dataDir, 'reports');
  // Generous limits: schemathesis is not the attacker the limiters are for.
  const apiEnv = {
    LOG_LEVEL: 'error',
    ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
    ADMIN_ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
    SIGN_IN_ATTEMPTS_PER_IP: '100000',
    REGISTRATIONS_PER_IP: '100000',
    ENQUIRIES_PER_IP: '100000',
    MESSAGES_PER_MINUTE: '100000',
  };
  const stack = await startStack({ port: 0, dataDir, databaseName: `harbour_schemathesis_${runId}`, logLevel: 'error', quiet: true, apiEnv, disposable: true });
  try {
    // Straight to the API: the portal's proxy in this process would only add its own CPU time to
    // every case. Sign-in still goes through the portal, as a browser's does.
    const schemaUrl = `${stack.apiUrl}/api/openapi.json`;
    const operations = operationsOf(await (await fetch(schemaUrl)).json());
    const signedInAt = Date.now();
    // One after another: the authority refuses (429) password checks beyond what its hashing queue holds.
    const tokens = {};
    for (const role of ROLES) tokens[role.userType] = await signInThroughAuthority(stack.url, role.email, DEMO_PASSWORD, role.totpSecret);
    fs.mkdirSync(reportsDir, { recursive: true });
    const configFile = await accountEndingConfig(stack.url, path.join(reportsDir, 'account-ending.toml'));

    const passes = [{ caller: 'anonymous', operationIds: operationIdsFor(operations) }];
    for (const role of ROLES) {
      const own = operationIdsFor(operations, role.userType);
      // The client's pass carries the account-ending operations, each with its own client (config file).
      const operationIds = role.userType === 'client' ? own : own.filter((id) => !ACCOUNT_ENDING.includes(id));
      passes.push({ caller: role.name, operationIds, token: tokens[role.userType], configFile: role.userType === 'client' ? configFile : undefined });
    }
    const results = await timed(`schemathesis: ${passes.length} passes at once (${passes.map((pass) => pass.caller).join(', ')})`, () =>
      Promise.all(passes.map((pass) => schemathesisPass({ ...pass, schemaUrl, dir: reportsDir }))),
    );
    const rows = await report(results);
    const clientRow = rows.find((row) => row.caller === 'client');
    const answers = (operationId) => {
      const statuses = clientRow.byOperation?.get(operations.find((operation) => operation.operationId === operationId)?.label);
      return statuses?.size ? [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ') : 'not called';
    };
    console.log(`  (in the client's pass, each with a client registered for the run: ${ACCOUNT_ENDING.map((id) => `${id} ${answers(id)}`).join('; ')})`);

    const problems = [];
    for (const row of rows) {
      if (row.exitCode !== 0) {
        console.log(`\n── schemathesis as ${row.caller} (exit ${row.exitCode}) ──\n${fs.readFileSync(row.log, 'utf8')}`);
        problems.push(`${row.caller}: schemathesis found failures (exit ${row.exitCode})`);
      }
      // A caller's own operations answering only 401/403 means its token died mid-pass (an
      // operation that ends sign-ins) or the security scopes are wrong: the pass proved nothing.
      if (row.reached?.onlyRefused.length) problems.push(`${row.caller}: only 401/403 from ${row.reached.onlyRefused.join(', ')}`);
      if (row.reached?.notCalled) problems.push(`${row.caller}: ${row.reached.notCalled} of its operations were never called`);
      if (!row.reached) problems.push(`${row.caller}: schemathesis wrote no report`);
    }
    if ((Date.now() - signedInAt) / 1000 > TOKEN_TTL_SECONDS) problems.push(`the tokens expired during the passes: raise TOKEN_TTL_SECONDS`);
    if (problems.length) throw new Error(`API fuzzing failed:\n  ${problems.join('\n  ')}`);
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
