// Who the API fuzzing calls as, which operations each caller's pass covers, and what a pass reached
// (read from schemathesis' NDJSON event report). No dependencies: plain data in, plain data out.
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const readline = require('node:readline');

/** The signed-in callers: the seed's demo accounts, one per user type (api/src/seed/demo-accounts.ts). */
const ROLES = [
  { name: 'client', userType: 'client', email: 'client@harbour.test' },
  { name: 'psychologist', userType: 'psychologist', email: 'psychologist@harbour.test' },
  { name: 'GP', userType: 'gp', email: 'gp@harbour.test' },
  // The seed's fixed authenticator secret (local only: api/src/seed/demo-second-factor.ts).
  { name: 'administrator', userType: 'administrator', email: 'admin@harbour.test', totpSecret: 'HARBOURDEMOADMINTOTPLOCALONLY234' },
];

/**
 * Operations that end the caller's own sign-in. In a role's pass the first one that succeeds
 * would leave every later request with 401, so each runs in the client's pass with its own
 * client account, registered for the run.
 */
const ACCOUNT_ENDING = ['SignOutEverywhere', 'ClosePatientAccount', 'DeletePatientProfile'];

/** Every operation of the OpenAPI document with the user types it admits (none listed = any signed-in user). */
function operationsOf(spec) {
  const found = [];
  for (const [path, operations] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation?.operationId) continue;
      const security = operation.security ?? spec.security ?? [];
      // `approved` and `step-up` narrow a user type; no user type listed means any signed-in user.
      const scopes = security.flatMap((requirement) => requirement.jwt ?? []);
      const userTypes = scopes.filter((scope) => scope !== 'approved' && scope !== 'step-up');
      // `label`: how schemathesis names the operation in its reports.
      found.push({ operationId: operation.operationId, label: `${method.toUpperCase()} ${path}`, public: security.length === 0, userTypes });
    }
  }
  return found;
}

/** The operation ids a caller's pass covers: public ones for the anonymous caller, else those admitting its user type. */
function operationIdsFor(operations, userType) {
  return operations
    .filter((operation) => (userType ? !operation.public && (operation.userTypes.length === 0 || operation.userTypes.includes(userType)) : operation.public))
    .map((operation) => operation.operationId);
}

/** A schemathesis --include-operation-id-regex matching exactly these ids (operation ids are identifiers). */
const exactly = (ids) => `^(${ids.join('|')})$`;

// Requests malformed on purpose (a method or content type the operation does not declare) never
// reach the operation: they say nothing about whether the caller got past 401/403.
const PROBES = new Set(['unspecified_http_method', 'malformed_content_type', 'unsupported_content_type']);

// The API's refusals of a caller's kind or state before any operation runs
// (api/src/auth/authentication.ts). A 403 with any other detail is the operation's own rule
// (in-session calls only around a session with that client, say): the caller got past access.
const ACCESS_REFUSALS = new Set([
  'You do not have access to this.',
  'Your account is awaiting approval.',
  'Administrators must sign in with their authenticator code. Please sign out and sign in again.',
]);
const BY_THE_OPERATION = '403 by the operation';

function detailOf(response) {
  try {
    const text = response.content?.$base64 !== undefined ? Buffer.from(response.content.$base64, 'base64').toString('utf8') : String(response.content ?? '');
    return JSON.parse(text).detail;
  } catch {
    return undefined;
  }
}

/** The status a report counts: a 403 the operation itself gave is told apart from an access refusal. */
function countedStatus(response) {
  const detail = response.status_code === 403 ? detailOf(response) : undefined;
  return detail !== undefined && !ACCESS_REFUSALS.has(detail) ? BY_THE_OPERATION : response.status_code;
}

/**
 * What one pass reached, per operation (its label, e.g. `GET /users/profile/gp`): the statuses it
 * answered. Read from the NDJSON report's finished scenarios.
 */
async function statusesByOperation(ndjsonFile) {
  const byOperation = new Map();
  const lines = readline.createInterface({ input: fs.createReadStream(ndjsonFile), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const { recorder } = JSON.parse(line).ScenarioFinished;
    const statuses = byOperation.get(recorder.label) ?? new Map();
    byOperation.set(recorder.label, statuses);
    for (const [caseId, interaction] of Object.entries(recorder.interactions ?? {})) {
      const scenario = recorder.cases?.[caseId]?.value?.meta?.phase?.data?.scenario;
      if (!interaction.response || PROBES.has(scenario)) continue;
      const status = countedStatus(interaction.response);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  return byOperation;
}

/**
 * The per-pass figures the report prints: operations that answered something besides 401/403,
 * those that answered a 2xx, those that answered only 401/403, and those never called.
 */
function reach(byOperation, selected) {
  const onlyRefused = [];
  let reached = 0;
  let succeeded = 0;
  let called = 0;
  for (const [label, statuses] of byOperation) {
    const codes = [...statuses.keys()];
    if (codes.length === 0) continue;
    called += 1;
    if (codes.some((code) => code !== 401 && code !== 403)) reached += 1;
    else onlyRefused.push(label);
    if (codes.some((code) => typeof code === 'number' && code >= 200 && code < 300)) succeeded += 1;
  }
  return { operations: selected, reached, succeeded, onlyRefused: onlyRefused.sort(), notCalled: selected - called };
}

module.exports = { ROLES, ACCOUNT_ENDING, operationsOf, operationIdsFor, exactly, statusesByOperation, reach };
