import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { AREA_ERROR_HEADING, expectShellLayout, navigateInPortal } from '../support/portal';
import { buildWith, RELEASE_JOURNEY_TIMEOUT_MS, releaseFrom, rememberRemotes, ROOT } from '../support/releases';

test('an area built for another contract major is not mounted: its slot says why, the rest of the portal works', async ({ page, request }) => {
  test.setTimeout(RELEASE_JOURNEY_TIMEOUT_MS);
  const restoreRemotes = rememberRemotes();
  try {
    // mf-gp as its team would build it against a future platform contract 3.0.0.
    const output = path.join(ROOT, '.data', `mf-gp-contract-3-${randomBytes(3).toString('hex')}`);
    buildWith(path.join(ROOT, 'mf-gp/webpack.config.js'), output, { HARBOUR_CONTRACT_VERSION: '3.0.0' });
    releaseFrom('mf-gp', output);
    const remotes = await (await request.get('/remotes.json')).json();
    expect((await (await request.get(remotes['mf-gp'].routes)).json()).contractVersion).toBe('3.0.0');

    await page.goto('/gp/signup');
    const gpSlot = page.locator('[data-area="mf-gp"]');
    await expect(gpSlot.getByRole('heading', { name: AREA_ERROR_HEADING })).toBeVisible();
    await expect(gpSlot).toContainText('This part of Harbour was built for platform contract 3.x; this page runs 2.x.');
    await expect(gpSlot.getByRole('heading', { name: 'Register as a GP' })).toBeHidden();
    // The header is there (this page's layout has no footer); other areas still mount, footer included.
    await expect(page.getByRole('link', { name: 'Harbour home' })).toBeVisible();
    await navigateInPortal(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right online psychologist in Australia' })).toBeVisible();
    await expectShellLayout(page);
    await navigateInPortal(page, '/book');
    await expect(page.locator('[data-area="mf-booking"]').getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
  } finally {
    restoreRemotes();
  }
});
