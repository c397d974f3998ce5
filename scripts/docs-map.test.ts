/**
 * The docs stay a map that is true: the README stays short, no doc or comment names a ticket
 * number (it says nothing to a reader; the reason does), every relative link in the README, docs/
 * and any README.md leads to a file and heading that exist, and every command the README names is
 * a script of the package it runs in. Each check is proven to fire on a small tree of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const README_MAX_LINES = 400;

/** Folders that hold no hand-written docs or source: installed, generated, built or run data. */
const SKIP_DIRS = new Set(['node_modules', '.git', '.data', '.dist', 'dist', 'generated', '.tools', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md)$/;
// The word "issue" with a number after it, or its plural with a range of numbers; not the verb
// before a measure ("it issues" and a number of seconds). Built from parts so this file names no ticket.
const TICKET = new RegExp(['\\b[Ii]ssue #?[0-9]+', '|\\b[Ii]ssues #?[0-9]+\\s*(?:[–,-]|and)\\s*#?[0-9]+'].join(''));

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name), keep, found);
    } else if (keep(entry.name)) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

/** `file:line: text` for each line of a doc or source file that names a ticket number. */
export function ticketMentions(root = ROOT): string[] {
  const hits: string[] = [];
  for (const file of walk(root, (name) => SOURCE.test(name))) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (TICKET.test(line)) hits.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

/** The Markdown files the map is made of: README.md, CHANGELOG.md, docs/**, every README.md. */
export function mapFiles(root = ROOT): string[] {
  const docs = fs.existsSync(path.join(root, 'docs')) ? walk(path.join(root, 'docs'), (name) => name.endsWith('.md')) : [];
  const readmes = walk(root, (name) => name === 'README.md');
  const changelog = path.join(root, 'CHANGELOG.md');
  return [...new Set([...readmes, ...docs, ...(fs.existsSync(changelog) ? [changelog] : [])])].sort();
}

/** Lines outside fenced code blocks, with inline code removed (a link inside code is not a link). */
function proseLines(markdown: string): { text: string; line: number }[] {
  let fenced = false;
  const lines: { text: string; line: number }[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ text: text.replace(/`[^`]*`/g, ''), line: index + 1 });
  });
  return lines;
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers, numbering repeats as GitHub does (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const OUTSIDE = /^([a-z][a-z0-9+.-]*:|\/\/|\/)/i; // http:, mailto:, tel:, protocol-relative, site paths

/** `file:line: target (why)` for each relative link to a missing file or heading anchor. */
export function brokenLinks(root = ROOT, files = mapFiles(root)): string[] {
  const broken: string[] = [];
  for (const file of files) {
    for (const { text, line } of proseLines(fs.readFileSync(file, 'utf8'))) {
      for (const [, target] of text.matchAll(LINK)) {
        if (OUTSIDE.test(target)) continue;
        const [filePart, anchor] = target.split('#', 2);
        const where = `${path.relative(root, file)}:${line}: ${target}`;
        const resolved = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file;
        if (!fs.existsSync(resolved)) {
          broken.push(`${where} (no such file)`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor.toLowerCase())) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
  }
  return broken;
}

interface Workspace {
  name: string;
  dir: string;
  scripts: Record<string, string>;
}

function workspaces(root: string): Workspace[] {
  const read = (dir: string): Workspace => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { name: manifest.name, dir, scripts: manifest.scripts ?? {} };
  };
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIP_DIRS.has(entry.name))
    .flatMap((entry) => {
      const dir = path.join(root, entry.name);
      if (fs.existsSync(path.join(dir, 'package.json'))) return [read(dir)];
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { withFileTypes: true })
            .filter((child) => child.isDirectory() && fs.existsSync(path.join(dir, child.name, 'package.json')))
            .map((child) => read(path.join(dir, child.name)))
        : [];
    });
}

/** The areas of packages/platform/areas.json: what `<area>` in a command stands for. */
const areaNames = (root: string): string[] =>
  JSON.parse(fs.readFileSync(path.join(root, 'packages/platform/areas.json'), 'utf8')).map((area: { name: string }) => area.name);

/**
 * Each `npm start`, `npm test` or `npm run <script> [-w <workspace>]` the README names, with what is
 * missing. A workspace written with a placeholder (`@harbour/<area>`: each area of areas.json)
 * must have the script in every workspace it stands for.
 */
export function missingCommands(root = ROOT): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const rootScripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  const all = workspaces(root);
  const missing: string[] = [];
  for (const [command, short, script, , workspace] of readme.matchAll(/npm (start|test)\b|npm run ([\w:.-]+)( -w ([^\s`|]+))?/g)) {
    const name = short ?? script;
    if (!workspace) {
      if (!(name in rootScripts)) missing.push(`${command}: no "${name}" script in package.json`);
      continue;
    }
    const pattern = new RegExp(`^${workspace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<area>/g, `(${areaNames(root).join('|')})`).replace(/<[^>]+>/g, '.+')}$`);
    const matching = all.filter((ws) => pattern.test(ws.name));
    if (!matching.length) missing.push(`${command}: no workspace ${workspace}`);
    for (const ws of matching) if (!(name in ws.scripts)) missing.push(`${command}: no "${name}" script in ${path.relative(root, ws.dir)}/package.json`);
  }
  return [...new Set(missing)];
}

describe('the docs are a map that stays true', () => {
  test(`README.md has at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(path.join(ROOT, 'README.md'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test('no doc or source comment names a ticket number', () => {
    expect(ticketMentions()).toEqual([]);
  });

  test('every relative link in README.md, docs/ and each README.md leads to a file and heading that exist', () => {
    expect(brokenLinks()).toEqual([]);
  });

  test('every command the README names is a script of the package it runs in', () => {
    expect(missingCommands()).toEqual([]);
  });
});

describe('each check fires', () => {
  let tree: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  };

  beforeEach(() => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-map-'));
    write('package.json', JSON.stringify({ scripts: { start: '', test: '', seed: '' } }));
    write('mf-a/package.json', JSON.stringify({ name: '@x/mf-a', scripts: { serve: '' } }));
    write('mf-b/package.json', JSON.stringify({ name: '@x/mf-b', scripts: {} }));
    write('packages/ui/package.json', JSON.stringify({ name: '@x/ui', scripts: {} }));
    write('packages/platform/areas.json', JSON.stringify([{ name: 'mf-a' }, { name: 'mf-b' }]));
  });
  afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

  test('a ticket number in a comment or a doc is found; in node_modules or generated code it is not', () => {
    const ticket = ['iss', 'ue 7'].join('');
    write('api/a.ts', `// Fixed in ${ticket}.\nexport const a = 1;\n`);
    write('docs/b.md', `# B\n\nSee ${ticket.replace('i', 'I')} item 2.\n`);
    write('node_modules/x/c.js', `// ${ticket}\n`);
    write('sdk/generated/d.ts', `// ${ticket}\n`);
    write('docs/e.md', '# E\n\nA tissue 3 ply, an issue with no number and a stack that issues 20-second tokens are fine.\n');
    write('scripts/f.mjs', `// From ${ticket.replace('ue', 'ues')} and 9.\n`);
    expect(ticketMentions(tree)).toEqual([`api/a.ts:1: // Fixed in ${ticket}.`, `docs/b.md:3: See ${ticket.replace('i', 'I')} item 2.`, `scripts/f.mjs:1: // From ${ticket.replace('ue', 'ues')} and 9.`]);
  });

  test('a link to a missing file or heading is found; good links, outside links and links in code are not', () => {
    write('README.md', ['# Top', '', '[ok](docs/a.md#the-soak-scriptsbenchsoakmjs) [gone](docs/gone.md) [bad](docs/a.md#nowhere)', '[self](#top) [site](/account) [web](https://example.com) `[code](missing.md)`', '```', '[fenced](missing.md)', '```'].join('\n'));
    write('docs/a.md', '# A\n\n## The soak (`scripts/bench/soak.mjs`)\n\n[up](../README.md#top) [again](#a) [folder](../mf-a)\n');
    write('mf-a/README.md', '# mf-a\n\n[twice](../docs/a.md#the-soak-scriptsbenchsoakmjs-1)\n');
    expect(brokenLinks(tree)).toEqual(['README.md:3: docs/gone.md (no such file)', 'README.md:3: docs/a.md#nowhere (no such heading)', 'mf-a/README.md:3: ../docs/a.md#the-soak-scriptsbenchsoakmjs-1 (no such heading)']);
  });

  test('repeated headings get numbered anchors, as GitHub numbers them', () => {
    expect([...anchorsOf('# Tests\n## Tests\n```\n# not a heading\n```\n### Tests')]).toEqual(['tests', 'tests-1', 'tests-2']);
    expect(headingAnchor('Areas own their routes; the platform contract has a version')).toBe('areas-own-their-routes-the-platform-contract-has-a-version');
    expect(headingAnchor('The shell (`shell/`)')).toBe('the-shell-shell');
  });

  test('a command the README names without its script is found, also in one workspace a placeholder stands for', () => {
    write('README.md', '`npm start`, `npm test`, `npm run seed`, `npm run bench`, `npm run serve -w @x/<area>`, `npm run serve -w @x/mf-a`\n');
    expect(missingCommands(tree)).toEqual(['npm run bench: no "bench" script in package.json', 'npm run serve -w @x/<area>: no "serve" script in mf-b/package.json']);
  });

  test('a README over the limit is counted as such', () => {
    write('README.md', `${'line\n'.repeat(README_MAX_LINES + 1)}`);
    expect(lineCount(path.join(tree, 'README.md'))).toBe(README_MAX_LINES + 1);
  });
});
