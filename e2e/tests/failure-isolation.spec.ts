import { expect, test } from '../support/fixtures';
import { AREA_ERROR_HEADING, expectShellLayout, navigateInPortal } from '../support/portal';

test('an area whose remote cannot be fetched shows Retry in its own slot; the rest keeps working', async ({ page }) => {
  // Make mf-booking's code unreachable: every request for its manifest and scripts fails in the
  // network (its routes.json, read at start-up, still tells the shell the page is mf-booking's).
  const unreachable = /\/areas\/mf-booking\/.*\.(js|json)$/;
  await page.route(unreachable, (route) => (route.request().url().endsWith('/routes.json') ? route.fallback() : route.abort('connectionrefused')));

  await page.goto('/book');
  const bookingSlot = page.locator('[data-area="mf-booking"]');
  await expect(bookingSlot.getByRole('heading', { name: AREA_ERROR_HEADING })).toBeVisible();
  await expect(bookingSlot.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectShellLayout(page);

  // The home page (mf-public) and another area (mf-gp) still work in the same page.
  await page.getByRole('link', { name: 'Harbour home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' })).toBeVisible();
  await navigateInPortal(page, '/gp/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a GP' })).toBeVisible();

  // Back to booking: still failing, until the remote is reachable again and Retry fetches it.
  await navigateInPortal(page, '/book');
  await expect(bookingSlot.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(unreachable);
  await bookingSlot.getByRole('button', { name: 'Retry' }).click();
  await expect(bookingSlot.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
  await expect(bookingSlot.getByRole('heading', { name: AREA_ERROR_HEADING })).toBeHidden();
});

test('a remotes manifest entry pointing nowhere is contained the same way', async ({ page }) => {
  // The live remotes.json comes inside the served page (and from /remotes.json when a page lacks
  // it): mf-gp's line points nowhere in both.
  const nowhere = '/areas/mf-gp/no-such-build/mf-manifest.json';
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    remotes['mf-gp'] = { ...remotes['mf-gp'], entry: nowhere };
    await route.fulfill({ response, json: remotes });
  });
  await page.route('**/gp/signup', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(/\/areas\/mf-gp\/[^/"]+\/mf-manifest\.json/);
    // The body is re-sent as text: its encoding and length headers no longer apply.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: html.replace(/\/areas\/mf-gp\/[^/"]+\/mf-manifest\.json/g, nowhere) });
  });
  await page.goto('/gp/signup');
  const gpSlot = page.locator('[data-area="mf-gp"]');
  await expect(gpSlot.getByRole('heading', { name: AREA_ERROR_HEADING })).toBeVisible();
  await navigateInPortal(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' })).toBeVisible();
});
