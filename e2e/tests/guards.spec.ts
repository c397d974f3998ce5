import { expect, test, type Browser, type Page } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';

// Spec §2 route guards × §4 approval gate, in the browser: every guard type against every kind
// of visitor. `area` = the guarded area rendered at the same path; otherwise where they end up.
const ROUTES = {
  public: { path: '/styleguide', area: 'mf-public' },
  authenticated: { path: '/session/enter', area: 'mf-booking' },
  patient: { path: '/account', area: 'mf-patient' },
  psychologist: { path: '/psychologists/account', area: 'mf-psychologist' },
  gp: { path: '/gp/account', area: 'mf-gp' },
} as const;

type Outcome = 'area' | 'login' | 'awaiting approval' | `home ${string}`;
const PEOPLE: { who: string; email?: string; expect: Record<keyof typeof ROUTES, Outcome> }[] = [
  {
    who: 'anonymous',
    expect: { public: 'area', authenticated: 'login', patient: 'login', psychologist: 'login', gp: 'login' },
  },
  {
    who: 'client',
    email: DEMO.client,
    expect: { public: 'area', authenticated: 'area', patient: 'area', psychologist: 'home /account', gp: 'home /account' },
  },
  {
    who: 'psychologist',
    email: DEMO.psychologist,
    expect: {
      public: 'area',
      authenticated: 'area',
      patient: 'home /psychologists/account',
      psychologist: 'area',
      gp: 'home /psychologists/account',
    },
  },
  {
    who: 'unapproved psychologist',
    email: DEMO.pendingPsychologist,
    expect: {
      public: 'area',
      authenticated: 'awaiting approval',
      patient: 'awaiting approval', // sent to their own home, which waits for approval
      psychologist: 'awaiting approval',
      gp: 'awaiting approval',
    },
  },
  {
    who: 'GP',
    email: DEMO.gp,
    expect: { public: 'area', authenticated: 'area', patient: 'home /gp/account', psychologist: 'home /gp/account', gp: 'area' },
  },
];

async function signedInPage(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await signIn(page, email);
  return page;
}

for (const person of PEOPLE) {
  test.describe(`guards for ${person.who}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await signedInPage(browser, person.email);
    });
    test.afterAll(async () => page.context().close());

    for (const [guard, route] of Object.entries(ROUTES) as [keyof typeof ROUTES, (typeof ROUTES)[keyof typeof ROUTES]][]) {
      const outcome = person.expect[guard];
      test(`${guard} route ${route.path} → ${outcome}`, async () => {
        await page.goto(route.path);
        if (outcome === 'area') {
          await expect(page.locator(`[data-area="${route.area}"]`)).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        } else if (outcome === 'login') {
          // Not signed in: sent to sign in, and asked to come back to the page afterwards.
          await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
        } else if (outcome === 'awaiting approval') {
          await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
          await expect(page.locator(`[data-area="${route.area}"]`)).toBeHidden();
        } else {
          await expect(page).toHaveURL(new RegExp(`${outcome.slice('home '.length)}$`));
          await expect(page.locator(`[data-area="${route.area}"]`)).toBeHidden();
        }
      });
    }
  });
}

test('after signing in, an anonymous visitor is taken back to the page they asked for', async ({ page }) => {
  await page.goto('/account?tab=1');
  await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.client);
  await page.getByLabel('Password').fill('Harbour-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\?tab=1$/);
  await expect(page.locator('[data-area="mf-patient"]')).toBeVisible();
});
