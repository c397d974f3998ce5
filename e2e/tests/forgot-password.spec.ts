import { expect, test } from '../support/fixtures';
import { fillSignInForm, latestCodeFor, registerClient } from '../support/accounts';

test('a client who forgot their password resets it with the emailed code and signs in with the new one', async ({ page }) => {
  const { email } = await registerClient(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await page.getByLabel('Code').fill(await latestCodeFor(page.request, email, 'password-reset-code'));
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password must be at least 10 characters.');

  await page.getByLabel('New password').fill('Fresh-start-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with your new password' }).click();
  await fillSignInForm(page, email, 'Fresh-start-2026');
  await expect(page).toHaveURL(/\/account$/);
});
