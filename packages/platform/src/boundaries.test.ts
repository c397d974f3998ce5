/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The lint rule that keeps areas apart must actually fire: lint imaginary files with the real
// config. (The CLI, because ESLint loads its flat config with import(), which jest cannot.)
const ROOT = path.resolve(__dirname, '../../..');

async function problems(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const result = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('area boundaries', () => {
  it('rejects an area importing another area by package name', async () => {
    expect(await problems('mf-booking/src/x.ts', "import { App } from '@harbour/mf-public';\nexport { App };\n")).toHaveLength(1);
  });

  it('rejects an area importing another area or the shell by relative path', async () => {
    expect(await problems('mf-gp/src/x.ts', "import { App } from '../../mf-patient/src/App';\nexport { App };\n")).toHaveLength(1);
    expect(await problems('mf-gp/src/x.ts', "import { x } from '../../shell/src/root-config';\nexport { x };\n")).toHaveLength(1);
  });

  it('rejects a shared package importing an area', async () => {
    expect(await problems('packages/ui/src/x.ts', "import { App } from '@harbour/mf-gp';\nexport { App };\n")).toHaveLength(1);
  });

  it('rejects the design system importing the SDK, by package name, domain module or relative path', async () => {
    expect(await problems('packages/ui/src/x.ts', "import { errorMessageOf } from '@harbour/sdk';\nexport { errorMessageOf };\n")).toHaveLength(1);
    expect(await problems('packages/ui/src/forms/x.tsx', "import { accountsApi } from '@harbour/sdk/accounts';\nexport { accountsApi };\n")).toHaveLength(1);
    expect(await problems('packages/ui/src/x.ts', "import { harbourApi } from '../../sdk/src/api';\nexport { harbourApi };\n")).toHaveLength(1);
    // Still a shared package: the area rule holds there too.
    expect(await problems('packages/ui/src/x.ts', "import { App } from '@harbour/mf-gp';\nexport { App };\n")).toHaveLength(1);
  });

  it('allows the design system its own code and the platform contract', async () => {
    expect(await problems('packages/ui/src/x.ts', "import { useToasts } from '@harbour/platform';\nimport { Button } from './button/Button';\nexport { useToasts, Button };\n")).toEqual([]);
  });

  it('takes React Router only through @harbour/router, whose shared copy is its library mode alone', async () => {
    for (const file of ['mf-public/src/x.tsx', 'shell/src/x.tsx', 'packages/ui/src/x.tsx', 'packages/area-runtime/src/x.tsx']) {
      expect(await problems(file, "import { Link } from 'react-router-dom';\nexport { Link };\n")).toHaveLength(1);
      expect(await problems(file, "import { Link } from 'react-router';\nexport { Link };\n")).toHaveLength(1);
      expect(await problems(file, "import { Link } from '@harbour/router';\nexport { Link };\n")).toEqual([]);
    }
    expect(await problems('packages/router/src/x.ts', "export { Link } from 'react-router';\n")).toEqual([]);
  });

  it('allows packages and the area’s own code', async () => {
    expect(await problems('mf-gp/src/x.ts', "import { Button } from '@harbour/ui';\nimport { App } from './App';\nexport { Button, App };\n")).toEqual([]);
  });

  it('keeps the design system free of booking: the booking kit builds on ui, not the other way round', async () => {
    expect(await problems('packages/ui/src/x.ts', "import { SlotPicker } from '@harbour/booking-kit';\nexport { SlotPicker };\n")).toHaveLength(1);
    expect(await problems('packages/ui/src/forms/x.ts', "import { priceWords } from '../../booking-kit/src/price/price-words';\nexport { priceWords };\n")).toHaveLength(1);
    expect(await problems('packages/booking-kit/src/x.ts', "import { useGetSessionQuery } from '@harbour/sdk/booking';\nimport { Button } from '@harbour/ui';\nexport { useGetSessionQuery, Button };\n")).toEqual([]);
    expect(await problems('mf-patient/src/x.ts', "import { SlotPicker } from '@harbour/booking-kit';\nexport { SlotPicker };\n")).toEqual([]);
  });

  it('lets no area or the shell format dates or money with an Intl formatter of its own', async () => {
    const syntax = (file: string, code: string) => problems(file, code, 'no-restricted-syntax');
    for (const file of ['mf-patient/src/x.ts', 'mf-gp/src/x.tsx', 'shell/src/x.ts']) {
      expect(await syntax(file, "export const d = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });\n")).toHaveLength(1);
      expect(await syntax(file, "export const m = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });\n")).toHaveLength(1);
      expect(await syntax(file, "import { formatCents } from '@harbour/ui';\nexport const m = formatCents(100);\nexport const n = new Intl.NumberFormat('en-AU').format(1000);\n")).toEqual([]);
    }
    // The design system is where the formats live.
    expect(await syntax('packages/ui/src/format/x.ts', "export const d = new Intl.DateTimeFormat('en-AU');\n")).toEqual([]);
  });
});
