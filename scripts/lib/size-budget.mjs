// `npm run size`: what each area's own code weighs on a first visit (gzipped), and the shell's.
// An area's first visit downloads its remoteEntry.js, the exposed lifecycles' chunks (first mount)
// and the chunks of the one page it shows (pages load lazily, per route); the shared singletons
// come from the shell. Fails (exit 1) when an area's first visit is over the budget.
// Then what a browser really downloads for whole pages on a first visit: the published
// portal (.dist) served by the real portal server, visited by Chromium at phone width; fails
// (exit 1) when `/` needs more than PAGE_JS_BUDGET_BYTES of JavaScript on the wire, counting what
// the shell preloads while idle after the page (up to its "preload done" mark).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createPortalServer } from '../portal-server.mjs';
import { AREAS } from './areas.mjs';
import { isScript, firstVisit as visitPage, launchChromium, PRELOAD_DONE, summarise } from './first-visit-browser.mjs';
import { DIST } from './publish.mjs';
import { ROOT } from './run.mjs';

/** JavaScript a first visit to `/` downloads, compressed, at most: the page and its idle preloading. */
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

/**
 * Prints both budgets' tables; throws when one is over. `allFigures: false` (npm test) visits only
 * what the budget decides, `/` with its idle preloading: one Chromium visit instead of six, the
 * other pages and the page-alone column being figures for `npm run size`.
 */
export async function checkSizeBudgets({ allFigures = true } = {}) {
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
  const pages = allFigures ? await measurePages() : await measurePages(['/'], { pageAlone: false });
  const home = pages?.['/'].withPreload;
  if (home && home.jsBytes > PAGE_JS_BUDGET_BYTES) {
    throw new Error(`First visit to / downloads ${kB(home.jsBytes)} of JavaScript in ${home.jsRequests} files, idle preloading included: OVER the ${kB(PAGE_JS_BUDGET_BYTES)} budget`);
  }
}


/**
 * Each page's first visit, anonymous, through the real portal server over the published build.
 * The API is not started: these pages' files do not depend on its answers (its calls get the
 * portal's 502 and the pages show as for an unreachable API, which also costs no bytes).
 * Two visits each, both waiting for the shell's "preload done" mark rather than a timer: the page
 * alone (the shell is told the visitor saves data, so it marks at once and preloads nothing), and
 * the first visit as a browser makes it, the idle preloading of likely next pages included.
 * `listFiles` prints every JavaScript file of the full visit (`npm run size -- --files`).
 */
export async function measurePages(pages = MEASURED_PAGES, { listFiles = process.argv.includes('--files'), pageAlone = true } = {}) {
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
    console.log(`\nFirst visit in Chromium at 390 px, anonymous, bytes on the wire (brotli); budget for / JavaScript, idle preloading included: ${kB(PAGE_JS_BUDGET_BYTES)}\n`);
    console.log('page'.padEnd(24) + 'JavaScript in all'.padEnd(20) + 'the page alone'.padEnd(18) + 'preloaded while idle'.padEnd(22) + 'all files');
    for (const pagePath of pages) {
      const page = pageAlone ? summarise((await visitPage(browser, base + pagePath, { preload: false, until: PRELOAD_DONE, settleMs: 0 })).files) : undefined;
      const visit = await visitPage(browser, base + pagePath, { until: PRELOAD_DONE, settleMs: 0 });
      const withPreload = summarise(visit.files);
      results[pagePath] = { page, withPreload };
      const preloadedBytes = page && Math.max(0, withPreload.jsBytes - page.jsBytes);
      const preloadedFiles = page && Math.max(0, withPreload.jsRequests - page.jsRequests);
      console.log(
        pagePath.padEnd(24) +
          `${kB(withPreload.jsBytes)} in ${withPreload.jsRequests}`.padEnd(20) +
          (page ? `${kB(page.jsBytes)} in ${page.jsRequests}` : '(npm run size)').padEnd(18) +
          (page ? `+${kB(preloadedBytes)} in ${preloadedFiles}` : '').padEnd(22) +
          `${kB(withPreload.bytes)} in ${withPreload.requests}`,
      );
      if (listFiles) {
        for (const file of visit.files.filter(isScript)) console.log(`    ${kB(file.bytes).padStart(9)}  ${new URL(file.url).pathname}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
