/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The lint rules that keep areas apart must actually fire: lint imaginary files with the real
// config. (In a child process, because ESLint loads its flat config with import(), which jest
// cannot; one process for every snippet, because ESLint takes a second to start.)
const ROOT = path.resolve(__dirname, '../../..');

type Rule = 'no-restricted-imports' | 'no-restricted-syntax';
interface Case {
  /** What the case shows (one test per distinct text). */
  shows: string;
  file: string;
  code: string;
  rule: Rule;
  /** How many problems of that rule the snippet must have. */
  problems: number;
}

const imports = (shows: string, file: string, code: string, problems: number): Case => ({ shows, file, code, rule: 'no-restricted-imports', problems });
const syntax = (shows: string, file: string, code: string, problems: number): Case => ({ shows, file, code, rule: 'no-restricted-syntax', problems });

const AREA_APP = "import { App } from '@harbour/mf-public';\nexport { App };\n";
const CASES: Case[] = [
  imports('rejects an area importing another area by package name', 'mf-booking/src/x.ts', AREA_APP, 1),
  imports('rejects an area importing another area or the shell by relative path', 'mf-gp/src/x.ts', "import { App } from '../../mf-patient/src/App';\nexport { App };\n", 1),
  imports('rejects an area importing another area or the shell by relative path', 'mf-gp/src/x.ts', "import { x } from '../../shell/src/root-config';\nexport { x };\n", 1),
  imports('rejects a shared package importing an area', 'packages/ui/src/x.ts', "import { App } from '@harbour/mf-gp';\nexport { App };\n", 1),
  imports('rejects the design system importing the SDK, by package name, domain module or relative path', 'packages/ui/src/x.ts', "import { errorMessageOf } from '@harbour/sdk';\nexport { errorMessageOf };\n", 1),
  imports('rejects the design system importing the SDK, by package name, domain module or relative path', 'packages/ui/src/forms/x.tsx', "import { accountsApi } from '@harbour/sdk/accounts';\nexport { accountsApi };\n", 1),
  imports('rejects the design system importing the SDK, by package name, domain module or relative path', 'packages/ui/src/x.ts', "import { harbourApi } from '../../sdk/src/api';\nexport { harbourApi };\n", 1),
  imports('allows the design system its own code and the platform contract', 'packages/ui/src/x.ts', "import { useToasts } from '@harbour/platform';\nimport { Button } from './button/Button';\nexport { useToasts, Button };\n", 0),
  ...['mf-public/src/x.tsx', 'shell/src/x.tsx', 'packages/ui/src/x.tsx', 'packages/area-runtime/src/x.tsx'].flatMap((file) => [
    imports('takes React Router only through @harbour/router', file, "import { Link } from 'react-router-dom';\nexport { Link };\n", 1),
    imports('takes React Router only through @harbour/router', file, "import { Link } from 'react-router';\nexport { Link };\n", 1),
    imports('takes React Router only through @harbour/router', file, "import { Link } from '@harbour/router';\nexport { Link };\n", 0),
  ]),
  imports('takes React Router only through @harbour/router', 'packages/router/src/x.ts', "export { Link } from 'react-router';\n", 0),
  imports('allows packages and the area’s own code', 'mf-gp/src/x.ts', "import { Button } from '@harbour/ui';\nimport { App } from './App';\nexport { Button, App };\n", 0),
  imports('keeps the design system free of booking: the booking kit builds on ui, not the other way round', 'packages/ui/src/x.ts', "import { SlotPicker } from '@harbour/booking-kit';\nexport { SlotPicker };\n", 1),
  imports('keeps the design system free of booking: the booking kit builds on ui, not the other way round', 'packages/ui/src/forms/x.ts', "import { priceWords } from '../../booking-kit/src/price/price-words';\nexport { priceWords };\n", 1),
  imports('keeps the design system free of booking: the booking kit builds on ui, not the other way round', 'packages/booking-kit/src/x.ts', "import { useGetSessionQuery } from '@harbour/sdk/booking';\nimport { Button } from '@harbour/ui';\nexport { useGetSessionQuery, Button };\n", 0),
  imports('keeps the design system free of booking: the booking kit builds on ui, not the other way round', 'mf-patient/src/x.ts', "import { SlotPicker } from '@harbour/booking-kit';\nexport { SlotPicker };\n", 0),
  ...['mf-patient/src/x.ts', 'mf-gp/src/x.tsx', 'shell/src/x.ts'].flatMap((file) => [
    syntax('lets no area or the shell format dates or money with an Intl formatter of its own', file, "export const d = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });\n", 1),
    syntax('lets no area or the shell format dates or money with an Intl formatter of its own', file, "export const m = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });\n", 1),
    syntax('lets no area or the shell format dates or money with an Intl formatter of its own', file, "import { formatCents } from '@harbour/ui';\nexport const m = formatCents(100);\nexport const n = new Intl.NumberFormat('en-AU').format(1000);\n", 0),
  ]),
  // The design system is where the formats live.
  syntax('lets no area or the shell format dates or money with an Intl formatter of its own', 'packages/ui/src/format/x.ts', "export const d = new Intl.DateTimeFormat('en-AU');\n", 0),
];

/** Each case's problems of its rule, from one ESLint process. */
function lintAll(cases: Case[]): string[][] {
  const result = spawnSync(process.execPath, ['scripts/lib/lint-snippets.mjs'], {
    cwd: ROOT,
    input: JSON.stringify(cases.map(({ file, code }) => ({ filePath: file, code }))),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`linting the snippets failed: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as { ruleId: string | null; message: string }[][];
  return reports.map((messages, i) => messages.filter((m) => m.ruleId === cases[i].rule).map((m) => m.message));
}

let problems: string[][];
beforeAll(() => {
  problems = lintAll(CASES);
});

describe('area boundaries', () => {
  it.each([...new Set(CASES.map((c) => c.shows))])('%s', (shows) => {
    const found = CASES.flatMap((c, i) => (c.shows === shows ? [{ file: c.file, code: c.code, problems: problems[i].length }] : []));
    expect(found).toEqual(CASES.filter((c) => c.shows === shows).map(({ file, code, problems: expected }) => ({ file, code, problems: expected })));
  });
});
