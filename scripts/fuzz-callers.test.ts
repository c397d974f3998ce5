import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exactly, operationIdsFor, operationsOf, reach, statusesByOperation } from './lib/fuzz-callers.cjs';

const secured = (...scopes: string[]) => ({ security: [{ jwt: scopes }], responses: {} });
const spec = {
  paths: {
    '/users/languages': { get: { operationId: 'GetLanguages', responses: {} } },
    '/identity/sign-out-everywhere': { post: { operationId: 'SignOutEverywhere', ...secured() } },
    '/users/profile/patient': { get: { operationId: 'GetPatientProfile', ...secured('client') } },
    '/practice/invoices': { get: { operationId: 'GetPracticeInvoices', ...secured('psychologist', 'approved') } },
    '/users/practitioner/gps/{gpId}': { get: { operationId: 'GetPractitionerGp', ...secured('psychologist', 'gp', 'administrator') } },
    '/users/admin/practitioners': { get: { operationId: 'ListPractitionersAwaitingApproval', ...secured('administrator') } },
  },
};

describe('which operations a caller’s pass covers', () => {
  it.each([
    ['anonymous', undefined, ['GetLanguages']],
    ['client', 'client', ['SignOutEverywhere', 'GetPatientProfile']],
    ['psychologist (approved narrows, it is not a user type)', 'psychologist', ['SignOutEverywhere', 'GetPracticeInvoices', 'GetPractitionerGp']],
    ['GP', 'gp', ['SignOutEverywhere', 'GetPractitionerGp']],
    ['administrator', 'administrator', ['SignOutEverywhere', 'GetPractitionerGp', 'ListPractitionersAwaitingApproval']],
  ])('%s', (_caller, userType, expected) => {
    expect(operationIdsFor(operationsOf(spec), userType)).toEqual(expected);
  });

  it('names each operation as schemathesis labels it', () => {
    expect(operationsOf(spec).find((operation) => operation.operationId === 'GetPractitionerGp')?.label).toBe('GET /users/practitioner/gps/{gpId}');
  });

  it('selects exactly the ids given, not ids that merely contain one', () => {
    const pattern = new RegExp(exactly(['GetSession', 'BookSession']));
    expect(['GetSession', 'BookSession', 'GetSessionRoom', 'RescheduleBookSession'].filter((id) => pattern.test(id))).toEqual(['GetSession', 'BookSession']);
  });
});

describe('what a pass reached, from its NDJSON report', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-callers-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const problem = (status: number, detail: string) => ({ $base64: Buffer.from(JSON.stringify({ status, title: 'Forbidden', detail })).toString('base64') });
  const answered = (id: string, status: number, scenario?: string, detail?: string) => ({
    case: { value: { id, meta: { phase: { name: scenario ? 'coverage' : 'fuzzing', data: scenario ? { scenario } : null } } } },
    interaction: { request: { method: 'GET' }, response: { status_code: status, ...(detail && { content: problem(status, detail) }) } },
  });
  const finished = (label: string, answers: ReturnType<typeof answered>[]) =>
    JSON.stringify({
      ScenarioFinished: {
        recorder: {
          label,
          cases: Object.fromEntries(answers.map((answer) => [answer.case.value.id, answer.case])),
          interactions: Object.fromEntries(answers.map((answer) => [answer.case.value.id, answer.interaction])),
        },
      },
    });

  it('counts operations past 401/403, with a 2xx, only refused and never called; requests of a shape the operation does not declare do not count', async () => {
    const file = path.join(dir, 'events.ndjson');
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ Initialize: { seed: 7 } }),
        JSON.stringify({ ScenarioFinished: { recorder: { label: 'GET /users/profile/gp' } } }), // a skipped phase: no requests
        finished('GET /users/profile/gp', [answered('a', 401, 'missing_parameter'), answered('b', 200), answered('c', 422)]),
        finished('GET /practice/invoices', [answered('d', 401, 'missing_parameter'), answered('e', 404)]),
        // An undeclared method answered 405, an unsupported content type 415: neither reached the operation.
        finished('GET /users/admin/practitioners', [answered('f', 403), answered('g', 405, 'unspecified_http_method'), answered('h', 415, 'unsupported_content_type')]),
      ].join('\n'),
    );
    const byOperation = await statusesByOperation(file);
    expect(Object.fromEntries([...byOperation].map(([label, statuses]) => [label, Object.fromEntries(statuses)]))).toEqual({
      'GET /users/profile/gp': { 401: 1, 200: 1, 422: 1 },
      'GET /practice/invoices': { 401: 1, 404: 1 },
      'GET /users/admin/practitioners': { 403: 1 },
    });
    expect(reach(byOperation, 4)).toEqual({ operations: 4, reached: 2, succeeded: 1, onlyRefused: ['GET /users/admin/practitioners'], notCalled: 1 });
  });

  it.each([
    ['the kind of caller is refused', 'You do not have access to this.', { 403: 1 }, ['GET /op']],
    ['an account awaiting approval is refused', 'Your account is awaiting approval.', { 403: 1 }, ['GET /op']],
    ["the operation's own rule refuses (the caller got past access)", 'In-session booking is open only around a session with this client.', { '403 by the operation': 1 }, []],
  ])('a 403 where %s', async (_case, detail, statuses, onlyRefused) => {
    const file = path.join(dir, 'events.ndjson');
    fs.writeFileSync(file, finished('GET /op', [answered('a', 403, undefined, detail)]));
    const byOperation = await statusesByOperation(file);
    expect(Object.fromEntries(byOperation.get('GET /op')!)).toEqual(statuses);
    expect(reach(byOperation, 1).onlyRefused).toEqual(onlyRefused);
  });
});
