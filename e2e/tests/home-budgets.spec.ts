import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';

// The signed-in homes' load budget: from the page load until the page's own heading and content
// show and the network is idle, the page makes at most 5 API calls, asks no API URL twice (method +
// URL), and the loading placeholders have their final size (the layout does not shift when the
// data arrives: CLS by the Layout Instability API, shifts without recent input). Every call is
// printed. The messaging event stream counts as a call: it is a request to the API like any other,
// and holds a connection there for the page's life. What makes 5 possible: one "home" read per
// role, the client's zone carried by the shell's profile, and the client settings and redirect
// lookup served with the page (docs/performance.md).
const HOMES = [
  { who: 'client', account: DEMO.client, home: '/account', messaging: true },
  { who: 'psychologist', account: DEMO.psychologist, home: '/psychologists/account', messaging: true },
  { who: 'GP', account: DEMO.gp, home: '/gp/account', messaging: false },
] as const;

const MAX_CALLS = 5;
const MAX_CLS = 0.05;

// Sums layout shifts without recent input from the first paint on (buffered: shifts before the
// observer was made count too); an init script, so it runs before any of the page's own scripts.
function watchLayoutShifts() {
  const state = window as unknown as { __harbourCls: number; __harbourShifts: string[] };
  state.__harbourCls = 0;
  state.__harbourShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
      if (entry.hadRecentInput) continue;
      state.__harbourCls += entry.value;
      const nodes = (entry.sources ?? []).map((source) => {
        const element = source.node instanceof Element ? source.node : source.node?.parentElement;
        return element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '?';
      });
      state.__harbourShifts.push(`${entry.value.toFixed(3)}: ${nodes.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
// The messaging event stream stays open for the page's life: it is counted, but never "finishes".
const isStream = (request: Request) => new URL(request.url()).pathname === '/api/messaging/events';

/** Records every API request the page makes, and how many are still in flight. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!isApi(request)) return;
    const url = new URL(request.url());
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
    if (!isStream(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { calls, inFlight };
}

for (const { who, account, home, messaging } of HOMES) {
  test(`the ${who}'s home loads each API URL once, without layout shift`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, account, { returnTo: home });
    await expect(page).toHaveURL(new RegExp(`${home}$`));

    // The measured load: a fresh page load of the home, signed in. The sign-in's own load of the
    // home may still be fetching (on a busy machine it was, and its calls were counted): leave it
    // first, so only the measured load's requests are recorded. The session stays in the tab.
    await page.goto('about:blank');
    await page.addInitScript(watchLayoutShifts);
    const { calls, inFlight } = recordApiCalls(page);
    await page.goto(home);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /^Welcome back, / }).first()).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    // Messaging (loaded after the page) has connected its stream: its reads are part of the load.
    if (messaging) await expect(page.locator('body')).toHaveAttribute('data-messaging-stream', 'open');
    // Network idle: no API request in flight and none started over two looks a second apart.
    let seen = -1;
    await expect
      .poll(
        () => {
          const idle = inFlight.size === 0 && calls.length === seen;
          seen = calls.length;
          return idle;
        },
        { intervals: [1_000], message: 'the API calls settle' },
      )
      .toBe(true);

    const counts = new Map<string, number>();
    for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1).map(([call, n]) => `${call} ×${n}`);
    const { cls, shifts } = await page.evaluate(() => {
      const state = window as unknown as { __harbourCls: number; __harbourShifts: string[] };
      return { cls: state.__harbourCls, shifts: state.__harbourShifts };
    });
    console.log(`${who} home ${home}: ${calls.length} API calls (${counts.size} distinct), CLS ${cls.toFixed(3)}\n  ${calls.join('\n  ')}${shifts.length ? `\n  shifts:\n    ${shifts.join('\n    ')}` : ''}`);

    expect(twice, `API URLs requested more than once while ${home} loaded`).toEqual([]);
    expect(calls.length, `API calls while ${home} loaded:\n  ${calls.join('\n  ')}`).toBeLessThanOrEqual(MAX_CALLS);
    expect(cls, `layout shift while ${home} loaded:\n  ${shifts.join('\n  ')}`).toBeLessThanOrEqual(MAX_CLS);
    await context.close();
  });
}
