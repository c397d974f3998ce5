// Web vitals on a slow phone: each page's first visit in Chromium through CDP with 4×
// CPU slowdown and a 1.6 Mbps down / 750 kbps up / 150 ms link, three times (a fresh profile each:
// empty cache), printing the median FCP, LCP, TBT and CLS. Runs the real portal on its own stack
// (database in .data/bench-web, free ports) over the published build in .dist.
import fs from 'node:fs';
import path from 'node:path';
import { loadAverage } from '../lib/bench-tools.mjs';
import { firstVisit, launchChromium, SLOW_PHONE, summarise } from '../lib/first-visit-browser.mjs';
import { DIST } from '../lib/publish.mjs';
import { ROOT, timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

export const PAGES = ['/', '/signup', '/find-a-psychologist'];
const RUNS = 3;
/** The first-visit targets on this machine. */
const TARGETS = { lcpMs: 2500, cls: 0.05 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);

export default async function webBench() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No published build in .dist: run `npm run build` first.');
  const stack = await timed('Start database, API and portal (bench data in .data/bench-web)', () =>
    startStack({ port: 0, dataDir: '.data/bench-web/postgres', databaseName: 'harbour_bench_web', logLevel: 'warn', quiet: true }),
  );
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await firstVisit(browser, stack.url + page, { throttle: SLOW_PHONE, settleMs: 2000 }));
      const pick = (fn) => median(runs.map(fn));
      const size = summarise(runs[0].files);
      rows.push({
        page,
        fcp: pick((r) => r.vitals.fcp ?? Infinity),
        lcp: pick((r) => r.vitals.lcp ?? Infinity),
        tbt: pick((r) => r.vitals.tbt),
        cls: pick((r) => r.vitals.cls),
        heading: pick((r) => r.headingAtMs),
        lcpElement: runs[0].vitals.lcpElement,
        js: size.jsBytes,
        requests: size.requests,
        load: loadAverage(),
      });
    }
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(path.join(ROOT, '.data/bench-web'), { recursive: true, force: true });
  }
  console.log(`\nSlow phone (CPU ×${SLOW_PHONE.cpuSlowdown}, ${SLOW_PHONE.downloadBps / 1e6} Mbps down / ${SLOW_PHONE.uploadBps / 1e3} kbps up, ${SLOW_PHONE.latencyMs} ms RTT), 390 px, first visit, median of ${RUNS}`);
  console.log('| page | FCP | LCP | TBT | CLS | page heading shown | JS on the wire (requests) | LCP element | load (1/5/15 min) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of rows) {
    const lcpFlag = r.lcp <= TARGETS.lcpMs ? '✓' : '✗';
    const clsFlag = r.cls < TARGETS.cls ? '✓' : '✗';
    console.log(
      `| ${r.page} | ${ms(r.fcp)} | ${ms(r.lcp)} ${lcpFlag} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} ${clsFlag} | ${ms(r.heading)} | ${(r.js / 1000).toFixed(1)} kB (${r.requests}) | ${r.lcpElement ?? ''} | ${r.load} |`,
    );
  }
  console.log(`Targets: LCP ≤ ${TARGETS.lcpMs} ms (aim 1500 ms), CLS < ${TARGETS.cls}.`);
  return rows;
}
