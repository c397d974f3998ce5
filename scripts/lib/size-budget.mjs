// `npm run size`: what each area's own code weighs on a first visit (gzipped), and the shell's.
// An area's first visit downloads its remoteEntry.js, the exposed lifecycles' chunks (first mount)
// and the chunks of the one page it shows (pages load lazily, per route); the shared singletons
// come from the shell. Fails (exit 1) when an area's first visit is over the budget.
// Then what a browser really downloads for whole pages on a first visit: the published
// portal (.dist) served by the real portal server, visited by Chromium at phone width; fails
// (exit 1) when `/` needs more than PAGE_JS_BUDGET_BYTES of JavaScript on the wire.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createPortalServer } from '../portal-server.mjs';
import { AREAS } from './areas.mjs';
import { firstVisit as visitPage, launchChromium, summarise } from './first-visit-browser.mjs';
import { DIST } from './publish.mjs';
import { ROOT } from './run.mjs';

/** JavaScript a first visit to `/` downloads, compressed, at most. */
export const PAGE_JS_BUDGET_BYTES = 170 * 1000;
/** The pages the first-visit budget measures. */
export const MEASURED_PAGES = ['/', '/signup', '/find-a-psychologist'];

/** Each area's own code on a first visit, gzipped. */
export const BUDGET_BYTES = 35 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** Decimal kilobytes, as the issue's budget (170 kB) is written. */
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
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

/** Prints both budgets' tables; throws when one is over. */
export async function checkSizeBudgets() {
  const rows = AREAS.map((area) => [area, firstVisit(area)]);
  const missing = rows.filter(([, r]) => !r).map(([a]) => a);
  if (missing.length) {
    throw new Error(`No build with first-visit.json for ${missing.join(', ')}: run \`npm run build\` first.`);
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
    throw new Error(`Over the ${kb(BUDGET_BYTES)} budget: ${over.map(([a, r]) => `${a} ${kb(r.total)}`).join(', ')}`);
  }
  const pages = await measurePages();
  if (pages && pages['/'].page.jsBytes > PAGE_JS_BUDGET_BYTES) {
    throw new Error(`First visit to / downloads ${kB(pages['/'].page.jsBytes)} of JavaScript: OVER the ${kB(PAGE_JS_BUDGET_BYTES)} budget`);
  }
}


/**
 * Each page's first visit, anonymous, through the real portal server over the published build.
 * The API is not started: these pages' files do not depend on its answers (its calls get the
 * portal's 502 and the pages show as for an unreachable API, which also costs no bytes).
 */
export async function measurePages(pages = MEASURED_PAGES) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('\nNo published build in .dist: run `npm run build` for the page figures.');
    return undefined;
  }
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('\nNo Chromium at /usr/bin/chromium (npm test installs it): page figures skipped.');
    return undefined;
  }
  const server = createPortalServer({ distDir: DIST, apiUrl: 'http://127.0.0.1:9' }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://localhost:${server.address().port}`;
  const browser = await launchChromium();
  const results = {};
  try {
    console.log(`\nFirst visit in Chromium at 390 px, anonymous, bytes on the wire (brotli); budget for / JavaScript: ${kB(PAGE_JS_BUDGET_BYTES)}\n`);
    console.log('page'.padEnd(24) + 'JavaScript'.padEnd(22) + 'all files'.padEnd(22) + 'then preloaded (next areas)');
    for (const pagePath of pages) {
      // The page alone (the shell told the visitor saves data, so it preloads nothing), then
      // again with the preloading of likely next areas that follows once the page is shown.
      const page = summarise((await visitPage(browser, base + pagePath, { preload: false })).files);
      const withPreload = summarise((await visitPage(browser, base + pagePath)).files);
      results[pagePath] = { page, withPreload };
      const preloaded = withPreload.jsBytes - page.jsBytes;
      console.log(
        pagePath.padEnd(24) +
          `${kB(page.jsBytes)} in ${page.jsRequests}`.padEnd(22) +
          `${kB(page.bytes)} in ${page.requests}`.padEnd(22) +
          `+${kB(Math.max(0, preloaded))} JS in ${Math.max(0, withPreload.jsRequests - page.jsRequests)}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
