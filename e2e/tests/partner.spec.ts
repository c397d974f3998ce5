import { expect, test } from '../support/fixtures';

const HOUR = 3_600_000;

test('/signup/hcf shows the partner colours, mark and extra sign-up fields, and stores rf for 720 hours', async ({ page }) => {
  const referrer = await (await page.request.get('/api/users/referrers/hcf')).json();
  const createAccount = page.getByRole('button', { name: 'Create account' });
  await page.goto('/signup');
  const plainColour = await createAccount.evaluate((button) => getComputedStyle(button).backgroundColor);

  const before = Date.now();
  await page.goto('/signup/hcf');
  await expect(page.getByTestId('partner-mark')).toContainText('hcf');
  await expect(page.getByLabel('Member number', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Member number reference')).toBeVisible();
  // The primary colour is HCF's blue (buttons use a tone of it dark enough for AA contrast), not our brown.
  await expect(createAccount).not.toHaveCSS('background-color', plainColour);
  const [r, , b] = (await createAccount.evaluate((button) => getComputedStyle(button).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(b).toBeGreaterThan(r);
  expect(referrer.theme.colours.primary.b).toBeGreaterThan(referrer.theme.colours.primary.r);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('rf') ?? 'null'));
  expect(stored.value).toBe(referrer.id);
  expect(stored.expiry).toBeGreaterThanOrEqual(before + 720 * HOUR);
  expect(stored.expiry).toBeLessThanOrEqual(Date.now() + 720 * HOUR);
});

test('plain /signup uses an unexpired stored referrer and ignores an expired one', async ({ page }) => {
  const referrer = await (await page.request.get('/api/users/referrers/hcf')).json();
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('rf', JSON.stringify({ value: id, expiry: Date.now() - 1000 })), referrer.id);
  await page.goto('/signup');
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByTestId('partner-mark')).toHaveCount(0);
  await expect(page.getByLabel('Member number', { exact: true })).toHaveCount(0);

  await page.evaluate((id) => localStorage.setItem('rf', JSON.stringify({ value: id, expiry: Date.now() + 60_000 })), referrer.id);
  await page.goto('/signup');
  await expect(page.getByTestId('partner-mark')).toContainText('hcf');
  await expect(page.getByLabel('Member number', { exact: true })).toBeVisible();
});

test('leaving a themed referrer route shows the "Taking you to" overlay, then the default theme', async ({ page }) => {
  await page.goto('/signup/hcf');
  await expect(page.getByTestId('partner-mark')).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/styleguide'));
  await expect(page.getByRole('status').filter({ hasText: 'Taking you to' })).toBeVisible();
  await expect(page.getByTestId('partner-mark')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Taking you to' })).toHaveCount(0);
});
