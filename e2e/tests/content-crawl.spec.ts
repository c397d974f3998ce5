import { expect, test } from '../support/fixtures';

/** Most pages the crawler visits: enough for every header, footer and content link and then some. */
const MAX_PAGES = 150;

// Paths a signed-out visitor is sent away from, or that are not pages of the portal.
const SKIP = [/^\/(login|logout)$/, /^\/(auth|identity|api|session)\//, /^\/account(\/|$)/, /^\/(psychologists|gp)\/account(\/|$)/, /^\/book\//];

/** One entry per page: path, plus the query only when it pages a list (?page=2). */
function pageKey(href: string, origin: string): string | undefined {
  const url = new URL(href);
  if (url.origin !== origin || SKIP.some((skip) => skip.test(url.pathname))) return undefined;
  const page = url.searchParams.get('page');
  return url.pathname + (page ? `?page=${page}` : '');
}

test('every same-origin link from the home page leads to a real page', async ({ page, context, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];
  let visited = 0;
  // Three tabs take pages from one queue: most of a visit is waiting for the network to go quiet.
  const visit = async (tab: typeof page, path: string) => {
    const response = await tab.goto(path);
    await tab.waitForLoadState('networkidle');
    await expect(tab.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const status = response?.status() ?? 0;
    const notFound = await tab.getByRole('heading', { name: 'Page Not Found' }).count();
    const failed = await tab.getByText(/could not be loaded|We could not load|Something went wrong/).count();
    if (status >= 400 || notFound || failed) broken.push(`${path} (status ${status}${notFound ? ', Page Not Found' : ''}${failed ? ', error view' : ''})`);
    const hrefs = await tab.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const key = pageKey(href, origin);
      if (key && !seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  };
  // A tab that finds the queue empty waits for another tab's visit to end (it may add links).
  let busy = 0;
  let visitEnded: () => void = () => undefined;
  let nextVisitEnd = new Promise<void>((resolve) => (visitEnded = resolve));
  const crawler = async (tab: typeof page) => {
    for (;;) {
      const path = visited < MAX_PAGES ? queue.shift() : undefined;
      if (path) {
        visited += 1;
        busy += 1;
        await visit(tab, path).finally(() => {
          busy -= 1;
          visitEnded();
          nextVisitEnd = new Promise<void>((resolve) => (visitEnded = resolve));
        });
      } else if (busy === 0 || visited >= MAX_PAGES) return;
      else await nextVisitEnd;
    }
  };
  await Promise.all([page, await context.newPage(), await context.newPage()].map(crawler));
  console.log(`content crawl: visited ${visited} pages (${seen.size} distinct links found, limit ${MAX_PAGES})`);
  expect(broken).toEqual([]);
  expect(visited).toBeGreaterThan(40);
});
