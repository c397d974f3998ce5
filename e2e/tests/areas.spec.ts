import { expect, test } from '../support/fixtures';
import { expectShellLayout } from '../support/portal';

// One route of every area, each rendered by its federated remote inside the shell's layout.
const ROUTES = [
  { area: 'mf-public', path: '/', heading: 'Find the right online psychologist in Australia' },
  { area: 'mf-booking', path: '/book', heading: 'Book a session' },
  { area: 'mf-patient', path: '/mental-health-assessment/dass21', heading: 'DASS-21 mental health check-in' },
  { area: 'mf-psychologist', path: '/psychologists/signup', heading: 'Join Harbour as a psychologist' },
  { area: 'mf-gp', path: '/gp/signup', heading: 'Register as a GP' },
];

for (const { area, path, heading } of ROUTES) {
  test(`${area} renders ${path} inside the shell`, async ({ page }) => {
    await page.goto(path);
    const slot = page.locator(`[data-area="${area}"]`);
    await expect(slot.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour home' })).toBeVisible();
  });
}

test('mf-messaging opens the inbox overlay on ?inbox=true and removes the parameter on close', async ({ page }) => {
  await page.goto('/?inbox=true');
  const dialog = page.getByRole('dialog', { name: 'Messages' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sign in to read and send messages');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the shell shows Page Not Found with the path for a path no area owns', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectShellLayout(page);
});

test('the styleguide lists the theme and taxonomies answered by the API', async ({ page }) => {
  await page.goto('/styleguide');
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
  await expect(page.getByText('rgb(179, 124, 55)').first()).toBeVisible();
  const therapyTypes = page.getByRole('table').filter({ has: page.getByText('Therapy types (3)') });
  await expect(therapyTypes).toContainText('Couples');
  await expect(page.getByText('Referrer partners (17)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Member number, Member number reference' })).toBeVisible();
});
