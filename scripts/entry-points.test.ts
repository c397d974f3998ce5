/**
 * Every command a newcomer can type works on a fresh clone (nothing installed but Node and Go):
 * each entry point's static import graph — what Node loads before the first line runs — holds
 * only Node's own modules and the project's own source files, never an npm package or a build
 * output. What needs packages is imported dynamically after `setup()` has installed them.
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

const ROOT = path.resolve(__dirname, '..');
const REQUIRE = /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Specifiers a file loads before it runs: ES static imports and (conservatively) every literal require(). */
function staticSpecifiers(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const requires = [...source.matchAll(REQUIRE)].map((match) => match[1]);
  if (file.endsWith('.cjs') || file.endsWith('.js') && !/^\s*(import|export)\s/m.test(source)) return requires;
  const [imports] = parse(source, file);
  // d === -1: a static import or re-export; dynamic import() and import.meta are not loaded up front.
  return [...imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => entry.n as string), ...requires];
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.js`, `${base}.mjs`, `${base}.cjs`, path.join(base, 'index.js')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Each chain from `entry` that reaches an npm package or a file a fresh clone does not have. */
export function packagesLoadedBeforeSetup(entry: string, root = ROOT): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const show = (file: string) => path.relative(root, file);
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      if (isBuiltin(specifier)) continue;
      const via = [...chain, show(file)].join(' → ');
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
        problems.push(`${via} → ${specifier} (an npm package)`);
        continue;
      }
      const target = resolveRelative(file, specifier);
      const relative = target ? show(target) : specifier;
      if (!target || /(^|\/)(dist|node_modules|generated)\//.test(relative)) {
        problems.push(`${via} → ${relative} (made by the install or the build)`);
        continue;
      }
      walk(target, [...chain, show(file)]);
    }
  };
  walk(entry, []);
  return problems;
}

/** The entry points: every script package.json runs, and every scripts/*.mjs that runs as a program. */
function entryPoints(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const fromPackage = Object.values(pkg.scripts).map((command) => command.match(/^node (scripts\/\S+\.mjs)/)?.[1]).filter((file): file is string => Boolean(file));
  const programs = fs
    .readdirSync(path.join(ROOT, 'scripts'))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `scripts/${name}`)
    .filter((file) => !/^export /m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')) || /import\.meta\.url === `file:\/\//.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  return [...new Set([...fromPackage, ...programs])].sort();
}

beforeAll(() => init);

describe('entry points load nothing installed before setup()', () => {
  it('every package.json script is a Node program in scripts/ (a bare tool would fail on a fresh clone)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const bare = Object.entries(pkg.scripts).filter(([, command]) => !/^node scripts\/\S+\.mjs\b/.test(command));
    expect(bare).toEqual([]);
  });

  it.each(entryPoints())('%s', (entry) => {
    expect(packagesLoadedBeforeSetup(path.join(ROOT, entry))).toEqual([]);
  });

  it('CI runs npm start (smoke) and then the README test command', () => {
    const ci = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    const commands = ci.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#') && !/^(set|cd) /.test(line.trim()));
    expect(commands.at(-1)?.trim()).toBe('npm test');
    expect(commands).toContain('npm start -- --smoke');
  });
});

describe('the check itself', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-points-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  };

  it('names the chain to a package imported statically two files away (the crash a fresh clone had)', () => {
    write('start.mjs', "import fs from 'node:fs';\nimport { setup } from './setup.mjs';\nimport { DIST } from './lib/publish.mjs';\n");
    write('setup.mjs', "import path from 'node:path';\nexport const setup = () => path;\n");
    write('lib/publish.mjs', "import { frames } from './page-frames.mjs';\nexport const DIST = frames;\n");
    write('lib/page-frames.mjs', "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst { loadTs } = require('./routes.cjs');\nexport const frames = loadTs;\n");
    write('lib/routes.cjs', "const esbuild = require('esbuild');\nmodule.exports = { loadTs: esbuild };\n");
    expect(packagesLoadedBeforeSetup(path.join(dir, 'start.mjs'), dir)).toEqual(['start.mjs → lib/publish.mjs → lib/page-frames.mjs → lib/routes.cjs → esbuild (an npm package)']);
  });

  it('accepts packages imported dynamically after setup, and flags a build output required up front', () => {
    write('start.mjs', "import { setup } from './setup.mjs';\nawait setup();\nconst { build } = await import('express');\nconst headers = require('../api/dist/headers.js');\n");
    write('setup.mjs', 'export const setup = async () => {};\n');
    expect(packagesLoadedBeforeSetup(path.join(dir, 'start.mjs'), dir)).toEqual(['start.mjs → ../api/dist/headers.js (made by the install or the build)']);
  });
});
