/* global navigator, PerformanceObserver -- the init scripts below run in the page */
// A first visit in a real Chromium (playwright-core, Debian's /usr/bin/chromium): what the browser
// downloads for a page (compressed bytes on the wire, requests) and, with throttling, the web
// vitals. Shared by `npm run size` and `npm run bench:web`.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** The slow phone of the first-visit targets: 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms round trip. */
export const SLOW_PHONE = { cpuSlowdown: 4, downloadBps: 1.6e6, uploadBps: 750e3, latencyMs: 150 };

/** The page's own heading (not the static frame's or the skeleton's): the page has shown. */
export const PAGE_HEADING = '#main-content h1:not([data-skeleton]):not([data-frame-heading])';

export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

// Collected in the page from its first moment (an init script is not subject to the page's CSP).
const VITALS_SCRIPT = () => {
  const vitals = { fcp: null, lcp: null, cls: 0, longTasks: [] };
  window.__vitals = vitals;
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* not supported */
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    vitals.lcp = e.startTime;
    vitals.lcpElement = e.element ? `${e.element.tagName.toLowerCase()}: ${(e.element.textContent ?? '').trim().slice(0, 40)}` : undefined;
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) vitals.cls += e.value;
  });
  observe('longtask', (e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration }));
};

/** `preload: false` tells the shell the visitor saves data, so it preloads no further areas. */
const NO_PRELOAD_SCRIPT = () => {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
};

/** The shell's mark that its idle preloading of likely next pages has finished a round (shell/src/areas/preload.ts). */
export const PRELOAD_DONE = 'html[data-preload-rounds]';

/**
 * Opens `url` in a fresh context (empty cache: a first visit) and waits until the page's own
 * heading shows and the network is quiet; with `until`, also until that selector is in the page
 * (e.g. PRELOAD_DONE), then `settleMs`. Returns every response with its encoded size.
 */
export async function firstVisit(browser, url, { throttle, preload = true, until, settleMs = 1500 } = {}) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await page.addInitScript(VITALS_SCRIPT);
  if (!preload) await page.addInitScript(NO_PRELOAD_SCRIPT);
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downloadBps / 8,
      uploadThroughput: throttle.uploadBps / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  }
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(PAGE_HEADING).first().waitFor({ timeout: 120_000 });
  const headingAtMs = Date.now() - started;
  if (until) await page.locator(until).waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  const vitals = await page.evaluate(() => window.__vitals);
  const files = [];
  for (const request of responses) {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    files.push({
      url: request.url(),
      type: request.resourceType(),
      status: response?.status(),
      encoding: (await response?.headerValue('content-encoding')) ?? undefined,
      bytes: sizes.responseBodySize,
    });
  }
  await context.close();
  const fcp = vitals.fcp ?? 0;
  // Total blocking time: the part of each long task over 50 ms, after the first contentful paint.
  const tbt = vitals.longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return { files, headingAtMs, vitals: { fcp: vitals.fcp, lcp: vitals.lcp, lcpElement: vitals.lcpElement, cls: vitals.cls, tbt } };
}

/** A JavaScript file, however it was fetched (script tag, preload link, fetch). */
export const isScript = (f) => f.type === 'script' || /\.m?js(\?|$)/.test(f.url);

/** Sums of what a visit downloaded: all files, and JavaScript alone. */
export function summarise(files) {
  const js = files.filter(isScript);
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
  return { requests: files.length, bytes: sum(files), jsRequests: js.length, jsBytes: sum(js) };
}
