import { expect, test, type Page } from '../support/fixtures';
import { latestCodeFor, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// A fast first page on a phone, a shell that says where you are, sign-up that signs you in.
test.use({ viewport: { width: 390, height: 844 } });

const DIRECTORY_INTRO = 'Every psychologist here sees clients by video. Filter by what matters to you; times are shown on your own clock.';

/** Every response the page receives, with the headers that matter here. */
function recordResponses(page: Page) {
  const seen: { url: string; type: string; encoding?: string; vary?: string }[] = [];
  page.on('response', async (response) => {
    const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
    seen.push({ url: response.url(), type: response.request().resourceType(), encoding: headers['content-encoding'], vary: headers['vary'] });
  });
  return seen;
}

test.describe('serving', () => {
  test('scripts come pre-compressed and the page compressed, each chosen by Accept-Encoding', async ({ page, request }) => {
    const responses = recordResponses(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' })).toBeVisible();
    // The heading is in the served frame, shown before any script has run: wait for the scripts
    // themselves (the shell's and the area's), not for the heading.
    await expect.poll(() => responses.filter((r) => r.type === 'script').length).toBeGreaterThan(5);
    const scripts = responses.filter((r) => r.type === 'script');
    // Chromium accepts brotli: every script and the page itself arrive as br, with Vary.
    expect(scripts.filter((r) => r.encoding !== 'br').map((r) => r.url)).toEqual([]);
    expect(scripts.every((r) => /accept-encoding/i.test(r.vary ?? ''))).toBe(true);
    expect(responses.find((r) => r.type === 'document')?.encoding).toBe('br');

    const script = new URL(scripts[0].url).pathname;
    const asked = async (acceptEncoding: string) => {
      const response = await request.get(script, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/javascript/);
      expect(response.headers()['cache-control']).toContain('immutable');
      return response.headers()['content-encoding'];
    };
    expect(await asked('gzip, deflate, br')).toBe('br');
    expect(await asked('gzip')).toBe('gzip');
    expect(await asked('br;q=0, gzip')).toBe('gzip');
    expect(await asked('identity')).toBeUndefined();
    // API answers are never touched by the portal's compression (only its own pages and files are).
    const api = await request.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(api.headers()['content-encoding']).toBeUndefined();
  });

  test('the first paint is the page: its title, header and heading are in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/find-a-psychologist');
    await expect(page).toHaveTitle('Find a psychologist — Harbour');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a psychologist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour home' })).toBeVisible();
    // Its opening paragraph too: the page's largest text is in the first paint (LCP).
    await expect(page.getByText(DIRECTORY_INTRO)).toBeVisible();
    await context.close();
  });

  test('the frame’s opening paragraph gives way to the page’s own: the text shows once', async ({ page }) => {
    await page.goto('/find-a-psychologist');
    await expect(page.locator('#main-content h1:not([data-skeleton]):not([data-frame-heading])')).toHaveText('Find a psychologist');
    await expect(page.locator('#main-content').getByText(DIRECTORY_INTRO, { exact: true })).toHaveCount(1);
    await expect(page.locator('[data-frame-intro], p[data-skeleton]')).toHaveCount(0);
  });

  // oidc-client-ts names its loggers after its classes: the names survive minifying, as strings.
  const holdsSignInLibrary = (script: string) => script.includes('"OidcClient"') && script.includes('"UserManager"');

  test('an anonymous visit to / loads neither the messaging area nor the sign-in library', async ({ page }) => {
    // Each script's body is read on its way to the page (a response listener reads it later, and
    // after the sign-in redirect the body may be gone): what the page ran is what is recorded.
    const scripts: { url: string; body: string }[] = [];
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      scripts.push({ url: route.request().url(), body });
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' })).toBeVisible();
    // The shell marks the page once its idle preload of likely next areas has finished.
    await expect(page.locator('html[data-preload-rounds]')).toHaveCount(1);
    expect(scripts.filter((s) => s.url.includes('/areas/mf-messaging/')).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => holdsSignInLibrary(s.body)).map((s) => s.url)).toEqual([]);

    // Signing in is what brings both: the header's Sign in loads the library (and goes to sign in).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
    expect(scripts.some((s) => holdsSignInLibrary(s.body))).toBe(true);
  });
});

test.describe('where am I', () => {
  test('each page sets the tab title; after a navigation focus is on the heading and it is announced', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page).toHaveTitle('Find the right online psychologist in Australia — Harbour');
    // The server's frame has the same links: a click before the shell replaces it is a full page
    // load (where focus rightly starts at the top), not the navigation this test is about.
    await expect(page.locator('[data-shell-frame]')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get matched' }).click();
    await expect(page).toHaveURL(/\/get-matched$/);
    await expect(page).toHaveTitle('Get matched with a psychologist — Harbour');
    const heading = page.getByRole('heading', { level: 1, name: 'Get matched with a psychologist' });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Get matched with a psychologist');
    await expectNoSeriousAxeViolations(page);
  });

  test('the skip link is first and lands on the page', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' });
    await expect(heading).toBeVisible();
    // The heading shows first in the static frame; Tab is for the page once the shell has
    // replaced the frame (the skip link is the shell's).
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
  });

  test('a keyboard user who tabs into the frame before the shell has loaded keeps their place when it replaces the frame', async ({ page }) => {
    // The shell's first file is held until the frame's link has focus: "before the shell has
    // loaded", deterministically (a deferred script also holds DOMContentLoaded, so the visit
    // waits only for the frame).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shell\/[^/]+\/main\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const frameBrand = page.locator('[data-shell-frame] a[href="/"]');
    await expect(frameBrand).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(frameBrand).toBeFocused();
    release();
    await expect(page.locator('[data-shell-frame]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Harbour home' })).toBeFocused();
    // The next Tab goes on from there (the header's next control), not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused();
    await expect(page.getByRole('banner').locator(':focus')).toBeVisible();
  });

  test('under 768 px the links fold into a Menu that opens, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const box = await menu.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Find a psychologist' })).toBeVisible();
    // Nothing is trapped: Tab moves on into the open menu's links.
    await menu.focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Find a psychologist' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    // Following a link closes it and goes there.
    await menu.click();
    await panel.getByRole('link', { name: 'Get matched' }).click();
    await expect(page).toHaveURL(/\/get-matched$/);
    await expect(panel).toBeHidden();
  });

  test('crisis numbers are links a phone can call on every layout, and the footer has no styleguide link', async ({ page }) => {
    for (const path of ['/', '/signup', '/get-matched', '/mental-health-assessment/dass21']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The layout's own line (a page may show the numbers too, as the DASS-21 check-in does).
      const crisisLine = page.locator('p', { hasText: 'Harbour is not an emergency service' });
      await expect(crisisLine.locator('a[href="tel:131114"]')).toHaveText('13 11 14');
      await expect(crisisLine.locator('a[href="tel:000"]')).toHaveText('000');
    }
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Styleguide' })).toHaveCount(0);
  });
});

test.describe('sign-up signs you in', () => {
  test('a new client goes from sign-up to a signed-in first-run page, typing the password once', async ({ page }) => {
    const email = uniqueEmail('first.run');
    const password = 'Journey-pass-2026';
    let passwordTyped = 0;
    await page.goto('/signup');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Harbour');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Postcode').fill('3000');
    await page.getByLabel('Password').fill(password);
    passwordTyped++;
    await page.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // Neither the email nor the registration id is in the address.
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(new URL(page.url()).search).toBe('');
    // One way to ask for a new code, and not yet: a countdown.
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    const main = page.locator('#main-content');
    await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Reset your password' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Verification code').fill(await latestCodeFor(page.request, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/account\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find a psychologist' }).last()).toBeVisible();
    await expect(page).toHaveTitle('Welcome — Harbour');
    expect(passwordTyped).toBe(1);
    await expectNoSeriousAxeViolations(page);
    // Signed in for real: the header names the new client.
    await expect(page.getByRole('button', { name: 'Ada' })).toBeVisible();
  });

  test('Cancel on the sign-in page goes back where the person was, without an error', async ({ page }) => {
    await page.goto('/get-matched');
    await expect(page.getByRole('heading', { level: 1, name: 'Get matched with a psychologist' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/get-matched$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get matched with a psychologist' })).toBeVisible();
    await expect(page.getByText("We couldn't sign you in")).toHaveCount(0);
  });

  test('sign-in is by redirect at every width', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });
});
