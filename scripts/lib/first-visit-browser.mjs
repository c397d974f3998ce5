/* global navigator, performance, PerformanceObserver, MutationObserver, requestAnimationFrame -- the init scripts below run in the page */
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
// `heading`: the selector of the page's own heading; the moment it first shows is kept on the
// page's own clock (like FCP and LCP), not when a poll from outside happens to see it.
const VITALS_SCRIPT = (heading) => {
  const vitals = { fcp: null, lcp: null, cls: 0, longTasks: [], headingAt: null };
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
  // The heading counts once it is in the page and laid out (not display: none); the next frame is when it is painted.
  const seen = () => {
    const element = document.querySelector(heading);
    if (!element || element.getClientRects().length === 0) return false;
    requestAnimationFrame(() => {
      vitals.headingAt ??= performance.now();
    });
    return true;
  };
  const watcher = new MutationObserver(() => {
    if (seen()) watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
};

/** `preload: false` tells the shell the visitor saves data, so it preloads no further areas. */
const NO_PRELOAD_SCRIPT = () => {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
};

/** The shell's mark that its idle preloading of likely next pages has finished a round (shell/src/areas/preload.ts). */
export const PRELOAD_DONE = 'html[data-preload-rounds]';

/** Requests that stay open for as long as the page does (the inbox's event stream): never "quiet". */
const LONG_LIVED = /\/api\/messaging\/events/;

/** A page with the vitals script, and a CDP session to throttle it and empty its HTTP cache. */
export async function measuredPage(context, { preload = true } = {}) {
  const page = await context.newPage();
  await page.addInitScript(VITALS_SCRIPT, PAGE_HEADING);
  if (!preload) await page.addInitScript(NO_PRELOAD_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { page, cdp };
}

/** Sets (or, without `throttle`, lifts) the slow phone's network and CPU on one page. */
export async function throttlePage(cdp, throttle) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle?.latencyMs ?? 0,
    downloadThroughput: throttle ? throttle.downloadBps / 8 : -1,
    uploadThroughput: throttle ? throttle.uploadBps / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle?.cpuSlowdown ?? 1 });
}

/**
 * Loads `url` in `page` and waits until the page's own heading shows and the network is quiet
 * (no request open for a second but the long-lived ones, at most `quietTimeoutMs`); with `until`,
 * also until that selector is in the page, then `settleMs`. `coldCache`: the browser's HTTP
 * cache is emptied first, so a signed-in page loads as a returning visitor's on a cold cache
 * (its sign-in kept in storage). Returns every finished response with its encoded size, the
 * vitals, and the API calls asked more than once.
 */
export async function measureVisit({ page, cdp }, url, { throttle, until, settleMs = 1500, coldCache = false, quietTimeoutMs = 20_000 } = {}) {
  if (coldCache) await cdp.send('Network.clearBrowserCache');
  if (throttle) await throttlePage(cdp, throttle);
  const finished = [];
  const asked = [];
  const open = new Set();
  let lastChange = Date.now();
  const onRequest = (request) => {
    asked.push(request);
    if (!LONG_LIVED.test(request.url())) open.add(request);
    lastChange = Date.now();
  };
  const onDone = (request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  const onFinished = (request) => {
    finished.push(request);
    onDone(request);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(PAGE_HEADING).first().waitFor({ timeout: 120_000 });
    if (until) await page.locator(until).waitFor({ state: 'attached', timeout: 120_000 });
    const quietBy = Date.now() + quietTimeoutMs;
    while (Date.now() < quietBy && (open.size > 0 || Date.now() - lastChange < 1000)) await page.waitForTimeout(100);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    // The heading's paint is after its frame: wait for the page's own record of it.
    await page.waitForFunction(() => window.__vitals.headingAt !== null, undefined, { timeout: 10_000 }).catch(() => undefined);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onDone);
    if (throttle) await throttlePage(cdp, undefined);
  }
  const vitals = await page.evaluate(() => window.__vitals);
  const files = [];
  for (const request of finished) {
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
  const fcp = vitals.fcp ?? 0;
  // Total blocking time: the part of each long task over 50 ms, after the first contentful paint.
  const tbt = vitals.longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {
    files,
    headingAtMs: vitals.headingAt,
    duplicateCalls: duplicateApiCalls(asked.map((request) => ({ method: request.method(), url: request.url() }))),
    vitals: { fcp: vitals.fcp, lcp: vitals.lcp, lcpElement: vitals.lcpElement, cls: vitals.cls, tbt },
  };
}

/** API calls (method and URL, query included) asked more than once in one page load, with how often. */
export function duplicateApiCalls(requests) {
  const counts = new Map();
  for (const { method, url } of requests) {
    const { pathname, search } = new URL(url);
    if (!pathname.startsWith('/api/') && !pathname.startsWith('/identity/')) continue;
    const key = `${method} ${pathname}${search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([call, count]) => ({ call, count }));
}

/**
 * Opens `url` in a fresh context (empty cache: a first visit) and measures it (measureVisit);
 * `preload: false` tells the shell the visitor saves data.
 */
export async function firstVisit(browser, url, { throttle, preload = true, until, settleMs = 1500 } = {}) {
  const context = await browser.newContext({ ...PHONE });
  try {
    return await measureVisit(await measuredPage(context, { preload }), url, { throttle, until, settleMs });
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the portal's real sign-in page (/login → the identity authority's form → back),
 * as a person would, and waits for the page `landing` to show its own heading. The context keeps
 * the session (the authority's cookie, the shell's stored user) for the visits measured after.
 */
export async function signInThroughPage(page, baseUrl, { email, password, landing }) {
  await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(landing)}`, { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Sign in to Harbour' }).waitFor({ timeout: 60_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
  await page.locator(PAGE_HEADING).first().waitFor({ timeout: 60_000 });
}

/** A JavaScript file, however it was fetched (script tag, preload link, fetch). */
export const isScript = (f) => f.type === 'script' || /\.m?js(\?|$)/.test(f.url);

/** Sums of what a visit downloaded: all files, and JavaScript alone. */
export function summarise(files) {
  const js = files.filter(isScript);
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
  return { requests: files.length, bytes: sum(files), jsRequests: js.length, jsBytes: sum(js) };
}
