import { expect, test, type Browser, type Page } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// Every page a signed-in client, psychologist and GP can reach from their area's menu, at phone and
// desktop width: it shows its own heading (not "Page Not Found", not an area error, not a spinner
// that never ends) and has no serious or critical axe violation. Pages that need a record's id
// (a session, an invoice) are reached by following the first link on their list.
const PAGES = {
  client: {
    account: DEMO.client,
    home: '/account',
    paths: [
      '/account',
      '/account/welcome',
      '/account/sessions',
      '/account/sessions/upcoming',
      '/account/sessions/past',
      '/account/medicare',
      '/account/case-notes',
      '/account/profile',
      '/account/profile/partner',
      '/account/settings',
    ],
    follow: { list: '/account/sessions/upcoming', link: /\/account\/sessions\/(?!upcoming$|past$|reschedule$)[^/]+$/ },
  },
  psychologist: {
    account: DEMO.psychologist,
    home: '/psychologists/account',
    paths: [
      '/psychologists/account',
      '/psychologists/account/availability',
      '/psychologists/account/profile',
      '/psychologists/account/patients',
      '/psychologists/account/case-notes',
      '/psychologists/account/sessions',
      '/psychologists/account/sessions/upcoming',
      '/psychologists/account/sessions/past',
      '/psychologists/account/sessions/create',
      '/psychologists/account/custom-bookings',
      '/psychologists/account/invoices',
      '/psychologists/account/correspondence',
      '/psychologists/account/provide-referral',
      '/psychologists/account/settings',
    ],
    follow: { list: '/psychologists/account/patients', link: /\/psychologists\/account\/patient\/[^/]+$/ },
  },
  GP: {
    account: DEMO.gp,
    home: '/gp/account',
    paths: ['/gp/account', '/gp/account/new', '/gp/account/send-referral', '/gp/account/provide-referral', '/gp/account/referrals', '/gp/account/correspondence', '/gp/account/profile'],
    follow: undefined,
  },
} as const;

// Six long tests that only read: let both workers share them (each signs in as its own demo world).
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

async function expectPageReady(page: Page, path: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first(), `${path} shows its heading`).toBeVisible();
  await expect(main.getByRole('heading', { name: /Page Not Found|could not be loaded/ })).toHaveCount(0);
  // Loading placeholders settle (each says what it is loading through role=status with "Loading").
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Nothing wider than the screen at phone width.
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth - width <= 1) return [];
    // Name the outermost elements that stick out (inside a scrolling box is fine: it scrolls).
    const scrolls = (el: Element | null): boolean => !!el && el !== document.body && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !scrolls(el.parentElement))
      .filter((el, _, all) => !all.includes(el.parentElement as Element))
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
  });
  expect(wider, `${path} fits the screen width`).toEqual([]);
  // The header's brand and its buttons do not overlap.
  // (the brand's text, not its box: a box squeezed narrower than its text lets the text run on)
  const brandEnd = await page.getByRole('link', { name: 'Harbour home' }).evaluate((el) => el.getBoundingClientRect().left + el.scrollWidth);
  const firstButton = await page.getByRole('banner').getByRole('button').first().boundingBox();
  expect(brandEnd, `${path}: the brand ends before the header's buttons`).toBeLessThanOrEqual(firstButton!.x);
}

async function signedIn(browser: Browser, email: string, home: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, { returnTo: home });
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

for (const [who, pages] of Object.entries(PAGES)) {
  for (const { name, viewport } of WIDTHS) {
    test(`every page of the ${who}'s area shows its heading and passes axe (${name}, ${viewport.width} px)`, async ({ browser }) => {
      test.slow(); // many pages in one test: one sign-in for all of them
      const page = await signedIn(browser, pages.account, pages.home, viewport);
      for (const path of pages.paths) {
        await page.goto(path);
        await expectPageReady(page, path);
        await expectNoSeriousAxeViolations(page);
      }
      if (pages.follow) {
        await page.goto(pages.follow.list);
        await expectPageReady(page, pages.follow.list);
        const hrefs = await page.getByRole('main').locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
        const target = hrefs.find((href) => pages.follow!.link.test(href));
        expect(target, `a record page is linked from ${pages.follow.list}`).toBeTruthy();
        await page.goto(target!);
        await expectPageReady(page, target!);
        await expectNoSeriousAxeViolations(page);
      }
      await page.context().close();
    });
  }
}
