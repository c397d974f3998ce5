import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, DEMO_PSYCHOLOGIST, signIn } from '../support/accounts';

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

/**
 * Waits until the network is idle (no API request in flight and none started over two looks a
 * second apart), then returns the calls, those asked more than once, and the layout shift.
 */
async function settledLoad(page: Page, { calls, inFlight }: ReturnType<typeof recordApiCalls>) {
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
  return { calls: [...calls], twice, cls, shifts };
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
    const recorded = recordApiCalls(page);
    await page.goto(home);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /^Welcome back, / }).first()).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    // Messaging (loaded after the page) has connected its stream: its reads are part of the load.
    if (messaging) await expect(page.locator('body')).toHaveAttribute('data-messaging-stream', 'open');
    const { calls: asked, twice, cls, shifts } = await settledLoad(page, recorded);
    console.log(`${who} home ${home}: ${asked.length} API calls (${new Set(asked).size} distinct), CLS ${cls.toFixed(3)}\n  ${asked.join('\n  ')}${shifts.length ? `\n  shifts:\n    ${shifts.join('\n    ')}` : ''}`);

    expect(twice, `API URLs requested more than once while ${home} loaded`).toEqual([]);
    expect(asked.length, `API calls while ${home} loaded:\n  ${asked.join('\n  ')}`).toBeLessThanOrEqual(MAX_CALLS);
    expect(cls, `layout shift while ${home} loaded:\n  ${shifts.join('\n  ')}`).toBeLessThanOrEqual(MAX_CLS);
    await context.close();
  });
}

// The checkout's times for one psychologist, as the directory's "Book" link opens it on a first
// visit: the same budget, at a phone's width and a desktop's. Who and what it costs show with the
// times, so the page reads each thing it needs once (one directory card, one availability token,
// one answer of times) and its placeholder holds the space until everything is there.
const AVAILABILITY_WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const MAX_AVAILABILITY_CALLS = 6;

for (const { name, viewport } of AVAILABILITY_WIDTHS) {
  test(`one psychologist's times (/book/availability) load each API URL once, without layout shift, on a ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const bio = await page.request.get(`/api/users/psychologists/bio?slug=${DEMO_PSYCHOLOGIST.slug}`);
    expect(bio.status()).toBe(200);
    const { psychologistId } = (await bio.json()) as { psychologistId: string };
    const url = `/book/availability?psychologistId=${psychologistId}`;

    await page.addInitScript(watchLayoutShifts);
    const recorded = recordApiCalls(page);
    await page.goto(url);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /^Choose a time with / })).toBeVisible();
    await expect(main.getByRole('group', { name: 'Day' }).or(main.getByText(/^No times are free/))).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const { calls, twice, cls, shifts } = await settledLoad(page, recorded);
    console.log(`${url} (${name}): ${calls.length} API calls (${new Set(calls).size} distinct), CLS ${cls.toFixed(3)}\n  ${calls.join('\n  ')}${shifts.length ? `\n  shifts:\n    ${shifts.join('\n    ')}` : ''}`);

    expect(twice, `API URLs requested more than once while ${url} loaded`).toEqual([]);
    expect(calls.length, `API calls while ${url} loaded:\n  ${calls.join('\n  ')}`).toBeLessThanOrEqual(MAX_AVAILABILITY_CALLS);
    expect(cls, `layout shift while ${url} loaded:\n  ${shifts.join('\n  ')}`).toBeLessThanOrEqual(MAX_CLS);
    await context.close();
  });
}
