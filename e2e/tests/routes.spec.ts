import { expect, test } from '../support/fixtures';

test('an unknown path shows "Page Not Found" with the path', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page/here')).toBeVisible();
});

test('/faqs follows its stored redirect', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/support-hub$/);
});

test('/psychologists/account/new follows its stored redirect to the psychologist sign-up', async ({ page }) => {
  await page.goto('/psychologists/account/new');
  await expect(page).toHaveURL(/\/psychologists\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Harbour as a psychologist' })).toBeVisible();
});
