import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { DEMO, fillSignInForm, signIn } from '../support/accounts';
import { buildWith, publishedHashes, RELEASE_JOURNEY_TIMEOUT_MS, releaseFrom, rememberRemotes, ROOT } from '../support/releases';

const OTHER_AREAS = ['mf-public', 'mf-patient', 'mf-psychologist', 'mf-gp', 'mf-messaging', 'mf-admin'];
const FIXTURE = path.join(ROOT, 'e2e/fixtures/mf-booking-summary');

test('mf-booking released alone brings a new page with its own guard and layout, calling an endpoint the shell never saw', async ({ page, request }) => {
  test.setTimeout(RELEASE_JOURNEY_TIMEOUT_MS);
  const restoreRemotes = rememberRemotes();
  try {
    const remotesBefore = await (await request.get('/remotes.json')).json();
    const hashesBefore = publishedHashes(OTHER_AREAS);
    // The shell's build knows neither the page, nor its route, nor the endpoint it calls (areas
    // bundle the SDK's endpoint modules they import; the shell carries only the core).
    const shellCode = Object.keys(hashesBefore).filter((file) => file.startsWith('shell/') && file.endsWith('.js'));
    expect(shellCode.length).toBeGreaterThan(0);
    for (const file of shellCode) expect(fs.readFileSync(path.join(ROOT, '.dist', file), 'utf8')).not.toMatch(/\/book\/summary|Your booking summary|booking-summary/);

    await page.goto('/book/summary');
    await expect(page.getByRole('heading', { name: 'Your booking summary' })).toBeHidden();

    // A new build of mf-booking from the fixture source, with mf-booking's own webpack config.
    const output = path.join(ROOT, '.data', `mf-booking-summary-${randomBytes(3).toString('hex')}`);
    buildWith(path.join(FIXTURE, 'webpack.config.js'), output, { HARBOUR_RELEASE_LABEL: 'booking summary' });
    releaseFrom('mf-booking', output);

    const remotesAfter = await (await request.get('/remotes.json')).json();
    expect(remotesAfter['mf-booking'].entry).not.toBe(remotesBefore['mf-booking'].entry);
    expect(remotesAfter['mf-booking'].routes).toMatch(/^\/areas\/mf-booking\/[^/]+\/routes\.json$/);
    for (const area of OTHER_AREAS) expect(remotesAfter[area]).toEqual(remotesBefore[area]);

    // Anonymous: the new route's guard (patient) sends the visitor to sign in, and back afterwards.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
    await fillSignInForm(page, DEMO.client);
    await expect(page).toHaveURL(/\/book\/summary$/);
    const slot = page.locator('[data-area="mf-booking"]');
    await expect(slot.getByRole('heading', { level: 1, name: 'Your booking summary' })).toBeVisible();
    await expect(slot.getByTestId('booking-summary')).toHaveText(/^Booking as \S+/);
    // Its own layout (reduced: no footer), not mf-booking's checkout layout.
    await expect(page.locator('[data-layout="reduced"]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page).toHaveTitle('Your booking summary — Harbour');

    // The area's existing page still works, with its own layout.
    await page.goto('/book');
    await expect(slot.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
    await expect(page.locator('[data-layout="checkout"]')).toBeVisible();

    // Nothing else was rebuilt or republished: the shell's and the other areas' files are byte-identical.
    expect(publishedHashes(OTHER_AREAS)).toEqual(hashesBefore);
  } finally {
    restoreRemotes();
  }
});

test('mf-admin released alone (npm run release -w mf-admin) leaves the shell and every other area byte-identical', async ({ page, request }) => {
  test.setTimeout(RELEASE_JOURNEY_TIMEOUT_MS);
  const restoreRemotes = rememberRemotes();
  const others = ['mf-booking', ...OTHER_AREAS.filter((area) => area !== 'mf-admin')];
  try {
    const remotesBefore = await (await request.get('/remotes.json')).json();
    const hashesBefore = publishedHashes(others);

    execFileSync('npm', ['run', 'release', '-w', 'mf-admin', '--', '--label', `admin-${randomBytes(3).toString('hex')}`], { cwd: ROOT, stdio: 'inherit' });

    const remotesAfter = await (await request.get('/remotes.json')).json();
    expect(remotesAfter['mf-admin'].entry).not.toBe(remotesBefore['mf-admin'].entry);
    for (const area of others) expect(remotesAfter[area]).toEqual(remotesBefore[area]);
    expect(publishedHashes(others)).toEqual(hashesBefore);

    // The new build serves the console from the next page load.
    await signIn(page, DEMO.admin);
    await expect(page.locator('[data-area="mf-admin"]').getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(loaded.some((file) => file.startsWith(path.dirname(remotesAfter['mf-admin'].entry)))).toBe(true);
  } finally {
    restoreRemotes();
  }
});
