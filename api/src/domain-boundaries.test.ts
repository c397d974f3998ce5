import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The lint rule that keeps the API's domains apart must actually fire: lint imaginary files with
// the real config (api/domain-boundaries.mjs). In a child process, because ESLint loads its flat
// config with import(), which jest cannot; one process for every snippet (scripts/lib/lint-snippets.mjs),
// because ESLint takes a second of CPU to start. Imports must name real files: an unresolved one is not checked.
const ROOT = path.resolve(__dirname, '../..');

/** The snippets the tests below lint, each as [file, code]. */
const SNIPPETS = {
  payments: ['api/src/services/payments/x.ts', "import { SessionModel } from '../sessions/records/session.model';\nexport { SessionModel };\n"],
  paymentsReExport: ['api/src/services/payments/x.ts', "export { SessionModel } from '../sessions/records/session.model';\n"],
  paymentsDynamic: ['api/src/services/payments/charges/x.ts', "export const load = () => import('../../sessions/records/session.model');\n"],
  bookingAllowed: ['api/src/services/booking/x.ts', "import { chargeSession } from '../payments';\nimport { expireReservation } from './reservations/expire-reservations';\nexport { chargeSession, expireReservation };\n"],
  paymentsUp: ['api/src/services/payments/charges/x.ts', "import { registerBookingJobHandlers } from '../../booking';\nexport { registerBookingJobHandlers };\n"],
  paymentsToSessions: ['api/src/services/payments/x.ts', "import { sessionOf } from '../sessions';\nexport { sessionOf };\n"],
  sessionsToBooking: ['api/src/services/sessions/calls/x.ts', "import { registerBookingJobHandlers } from '../../booking';\nexport { registerBookingJobHandlers };\n"],
  testSeeds: ['api/src/services/payments/x.int.test.ts', "import { SessionModel } from '../sessions/records/session.model';\nexport { SessionModel };\n"],
} satisfies Record<string, [string, string]>;
type Snippet = keyof typeof SNIPPETS;

/** Each snippet's boundary problems, from one ESLint process. */
function lintAll(): Record<Snippet, string[]> {
  const names = Object.keys(SNIPPETS) as Snippet[];
  const input = JSON.stringify(names.map((name) => ({ filePath: SNIPPETS[name][0], code: SNIPPETS[name][1] })));
  const result = spawnSync(process.execPath, ['scripts/lib/lint-snippets.mjs'], { cwd: ROOT, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`linting the snippets failed: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as { ruleId: string | null; message: string }[][];
  return Object.fromEntries(names.map((name, i) => [name, reports[i].filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)])) as Record<Snippet, string[]>;
}

let linted: Record<Snippet, string[]>;
beforeAll(() => {
  linted = lintAll();
});
const problems = (snippet: Snippet): string[] => linted[snippet];

describe('API domain boundaries', () => {
  it("rejects importing another domain's inside, by import, re-export or dynamic import", () => {
    expect(problems('payments')).toEqual([
      expect.stringContaining('through its front door only'),
    ]);
    expect(problems('paymentsReExport')).toHaveLength(1);
    expect(problems('paymentsDynamic')).toHaveLength(1);
  });

  it("allows a lower domain's front door and the domain's own inside", () => {
    expect(problems('bookingAllowed')).toEqual([]);
  });

  it('rejects the other half of a two-way pair: a domain importing one above it, even through its front door', () => {
    expect(problems('paymentsUp')).toEqual([
      expect.stringContaining('"payments" may not import a domain above it'),
    ]);
  });

  it('rejects closing a cycle through three domains', () => {
    // booking → payments → sessions are allowed; sessions → booking would close the circle.
    expect(problems('paymentsToSessions')).toEqual([]);
    expect(problems('sessionsToBooking')).toHaveLength(1);
  });

  it('leaves tests free to seed any domain', () => {
    expect(problems('testSeeds')).toEqual([]);
  });

  it('front doors export functions and types, never a mongoose model', () => {
    const services = path.join(ROOT, 'api/src/services');
    const exported = fs
      .readdirSync(services)
      .filter((domain) => fs.existsSync(path.join(services, domain, 'index.ts')))
      .flatMap((domain) => [...fs.readFileSync(path.join(services, domain, 'index.ts'), 'utf8').matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) => m[1].split(',').map((name) => `${domain}: ${name.trim()}`)));
    expect(exported.length).toBeGreaterThan(50);
    expect(exported.filter((entry) => /Model$/.test(entry))).toEqual([]);
  });
});
