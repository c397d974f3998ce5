import { expect, test, type Page } from '../support/fixtures';
import { accessTokenOf, fillSignInForm, registerClient } from '../support/accounts';

// The e2e stack issues 20-second access tokens and renews 10 s before expiry (scripts/e2e.mjs).
const ACCESS_TOKEN_TTL_MS = 20_000;
const LOGIN_EXPIRED = 'Your login has expired. Please click Login to continue.';

/** Signs the whole account out everywhere, as changing the password does. */
async function revokeSessions(page: Page, password: string) {
  const token = await accessTokenOf(page);
  const response = await page.request.post('/api/identity/auth/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: password, newPassword: `${password}-changed` },
  });
  expect(response.status()).toBe(204);
}

test('silent renew keeps a client signed in past the access-token lifetime', async ({ page }) => {
  test.slow();
  const { email, password } = await registerClient(page.request);
  await page.goto(`/login?returnTo=${encodeURIComponent('/account')}`);
  await fillSignInForm(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  const first = await accessTokenOf(page);

  // The condition is the clock itself: wait until the first token has expired, then until the tab
  // holds a renewed one (however long the renewal takes on a busy machine).
  const firstExpiresAt = (JSON.parse(Buffer.from(first!.split('.')[1], 'base64url').toString()) as { exp: number }).exp * 1000;
  await expect.poll(() => Date.now() > firstExpiresAt + 1_000, { timeout: ACCESS_TOKEN_TTL_MS * 3 }).toBe(true);
  await expect.poll(() => accessTokenOf(page), { timeout: ACCESS_TOKEN_TTL_MS * 3 }).not.toBe(first);
  const current = await accessTokenOf(page);
  expect(current).toBeTruthy();
  // Still signed in: the guarded page renders after a reload, and the API accepts the new token.
  await page.reload();
  await expect(page.locator('[data-area="mf-patient"]')).toContainText('Riley');
  const profile = await page.request.get('/api/users/profile/patient', { headers: { authorization: `Bearer ${current}` } });
  expect(profile.status()).toBe(200);
});

test.describe('a revoked session', () => {
  test('shows the Login expired dialog in popup mode, and its Login re-authenticates in a popup', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const { email, password } = await registerClient(page.request);
    // Sign-in is by redirect at every width; the popup is only for re-authenticating
    // from this dialog, so a tab that re-authenticated that way is in popup mode (spec §4).
    await page.goto(`/login?returnTo=${encodeURIComponent('/account')}`);
    await fillSignInForm(page, email, password);
    await expect(page.locator('[data-area="mf-patient"]')).toContainText('Riley');
    await page.evaluate(() => window.sessionStorage.setItem('harbour.auth.mode', 'popup'));

    await revokeSessions(page, password);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(LOGIN_EXPIRED, { timeout: ACCESS_TOKEN_TTL_MS * 3 });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Login' }).click();
    const popup = await popupOpened;
    // Listened for before the sign-in is sent: the popup can close before the click returns.
    const popupClosed = popup.waitForEvent('close');
    await fillSignInForm(popup, email, `${password}-changed`);
    await popupClosed;
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('sends a redirect-mode user to sign in again, on a guarded page', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 800, height: 900 });
    const { email, password } = await registerClient(page.request);
    await page.goto(`/login?returnTo=${encodeURIComponent('/account')}`);
    await fillSignInForm(page, email, password);
    await expect(page).toHaveURL(/\/account$/);

    await revokeSessions(page, password);
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible({ timeout: ACCESS_TOKEN_TTL_MS * 3 });
  });
});

test('logging out clears the sign-in here and at the identity authority', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const { email, password } = await registerClient(page.request);
  await page.goto(`/login?returnTo=${encodeURIComponent('/account')}`);
  await fillSignInForm(page, email, password);
  await page.getByRole('button', { name: 'Riley' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await accessTokenOf(page)).toBeUndefined();
  // The authority's session is gone too: a guarded page asks for the password again.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
});
