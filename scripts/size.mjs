// `npm run size`: what each area's own code weighs on a first visit (gzipped), and the shell's.
// An area's first visit downloads its remoteEntry.js, the exposed lifecycles' chunks (first mount)
// and the chunks of the one page it shows (pages load lazily, per route); the shared singletons
// come from the shell. Fails (exit 1) when an area's first visit is over the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AREAS } from './lib/areas.mjs';
import { ROOT } from './lib/run.mjs';

/** Issue 8: each area's own code on a first visit, gzipped. */
export const BUDGET_BYTES = 35 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const sum = (dir, files) => files.reduce((total, f) => total + gzipSize(path.join(dir, f)), 0);
const jsFiles = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.js'));

/** The area's first visit, from first-visit.json (written by the build, packages/webpack-config). */
export function firstVisit(area) {
  const dir = path.join(ROOT, area, 'dist');
  const reportFile = path.join(dir, 'first-visit.json');
  if (!fs.existsSync(reportFile)) return undefined;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const base = new Set([report.entry, ...report.initial]);
  const mount = sum(dir, [...base]);
  // The heaviest page is the worst first visit; a page's chunks already loaded at mount count once.
  let page = { name: '(none)', bytes: 0 };
  for (const [name, files] of Object.entries(report.pages)) {
    const bytes = sum(dir, files.filter((f) => !base.has(f)));
    if (bytes > page.bytes) page = { name, bytes };
  }
  return { mount, page, total: mount + page.bytes, allFiles: sum(dir, jsFiles(dir)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = AREAS.map((area) => [area, firstVisit(area)]);
  const missing = rows.filter(([, r]) => !r).map(([a]) => a);
  if (missing.length) {
    console.error(`No build with first-visit.json for ${missing.join(', ')}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`gzipped JavaScript (level 9); budget per area's first visit: ${kb(BUDGET_BYTES)}\n`);
  console.log('area'.padEnd(17) + 'first visit'.padEnd(13) + 'at mount'.padEnd(10) + 'heaviest page'.padEnd(38) + 'all files incl. shared fallbacks');
  for (const [area, r] of rows) {
    const flag = r.total > BUDGET_BYTES ? '  OVER BUDGET' : '';
    console.log(area.padEnd(17) + kb(r.total).padEnd(13) + kb(r.mount).padEnd(10) + `${kb(r.page.bytes)} ${r.page.name}`.padEnd(38) + kb(r.allFiles) + flag);
  }
  const shellDir = path.join(ROOT, 'shell/dist');
  if (fs.existsSync(path.join(shellDir, 'index.html'))) {
    const entry = [...fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8').matchAll(/src="?([^" >]+\.js)/g)].map((m) => path.basename(m[1]));
    console.log(`\nshell entry script: ${kb(sum(shellDir, entry))}; all shell files: ${kb(sum(shellDir, jsFiles(shellDir)))}`);
  }
  const over = rows.filter(([, r]) => r.total > BUDGET_BYTES);
  if (over.length) {
    console.error(`\nOver the ${kb(BUDGET_BYTES)} budget: ${over.map(([a, r]) => `${a} ${kb(r.total)}`).join(', ')}`);
    process.exit(1);
  }
}
