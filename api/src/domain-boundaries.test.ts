import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The lint rule that keeps the API's domains apart must actually fire: lint imaginary files with
// the real config (api/domain-boundaries.mjs). The CLI, because ESLint loads its flat config with
// import(), which jest cannot. Imports must name real files: an unresolved one is not checked.
const ROOT = path.resolve(__dirname, '../..');
const ESLINT = 'node_modules/eslint/bin/eslint.js';

interface Report {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

function lint(args: string[], input?: string): Report[] {
  const result = spawnSync(process.execPath, [ESLINT, ...args, '--format', 'json'], { cwd: ROOT, input, encoding: 'utf8' });
  return JSON.parse(result.stdout) as Report[];
}

function problems(filePath: string, code: string): string[] {
  const [report] = lint(['--stdin', '--stdin-filename', filePath], code);
  return report.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('API domain boundaries', () => {
  it("rejects importing another domain's inside, by import, re-export or dynamic import", () => {
    expect(problems('api/src/services/payments/x.ts', "import { SessionModel } from '../sessions/records/session.model';\nexport { SessionModel };\n")).toEqual([
      expect.stringContaining('through its front door only'),
    ]);
    expect(problems('api/src/services/payments/x.ts', "export { SessionModel } from '../sessions/records/session.model';\n")).toHaveLength(1);
    expect(problems('api/src/services/payments/charges/x.ts', "export const load = () => import('../../sessions/records/session.model');\n")).toHaveLength(1);
  });

  it("allows a lower domain's front door and the domain's own inside", () => {
    expect(problems('api/src/services/booking/x.ts', "import { chargeSession } from '../payments';\nimport { expireReservation } from './reservations/expire-reservations';\nexport { chargeSession, expireReservation };\n")).toEqual([]);
  });

  it('rejects the other half of a two-way pair: a domain importing one above it, even through its front door', () => {
    expect(problems('api/src/services/payments/charges/x.ts', "import { registerBookingJobHandlers } from '../../booking';\nexport { registerBookingJobHandlers };\n")).toEqual([
      expect.stringContaining('"payments" may not import a domain above it'),
    ]);
  });

  it('rejects closing a cycle through three domains', () => {
    // booking → payments → sessions are allowed; sessions → booking would close the circle.
    expect(problems('api/src/services/payments/x.ts', "import { sessionOf } from '../sessions';\nexport { sessionOf };\n")).toEqual([]);
    expect(problems('api/src/services/sessions/calls/x.ts', "import { registerBookingJobHandlers } from '../../booking';\nexport { registerBookingJobHandlers };\n")).toHaveLength(1);
  });

  it('leaves tests free to seed any domain', () => {
    expect(problems('api/src/services/payments/x.int.test.ts', "import { SessionModel } from '../sessions/records/session.model';\nexport { SessionModel };\n")).toEqual([]);
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
