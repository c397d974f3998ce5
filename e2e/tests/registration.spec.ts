import { expect, test, type Browser } from '../support/fixtures';
import { accessTokenOf, DEMO, fillSignInForm, latestCodeFor, signIn, uniqueEmail } from '../support/accounts';

const PASSWORD = 'Journey-pass-2026';

// On a phone, as most clients are (sign-in is by redirect at every width).
test.use({ viewport: { width: 390, height: 844 } });

async function fillPerson(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Harbour');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check();
}

async function verifyAndSignIn(page: import('@playwright/test').Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to your account' }).click();
  await fillSignInForm(page, email, PASSWORD);
}

/** An administrator approves a practitioner through the API with their own signed-in token. */
async function approve(browser: Browser, email: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin);
  const token = await accessTokenOf(admin);
  const headers = { authorization: `Bearer ${token}` };
  const pending = await admin.request.get('/api/users/admin/practitioners', { headers });
  expect(pending.status()).toBe(200);
  const list = (await pending.json()) as { practitioners: { userId: string; email: string }[] } | { userId: string; email: string }[];
  const practitioners = Array.isArray(list) ? list : list.practitioners;
  const practitioner = practitioners.find((p) => p.email === email)!;
  expect(practitioner).toBeTruthy();
  expect((await admin.request.post(`/api/users/admin/practitioners/${practitioner.userId}/approve`, { headers })).status()).toBe(200);
  await context.close();
}

test('a new client registers, verifies the emailed code and is signed in on the first-run page (no password again)', async ({ page }) => {
  const email = uniqueEmail('new.client');
  await page.goto('/signup');
  await fillPerson(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/welcome$/);
  await expect(page.locator('[data-area="mf-patient"]')).toContainText('Welcome, Sam');
});

test('a new psychologist waits for approval, then reaches /psychologists/account', async ({ page, browser }) => {
  const email = uniqueEmail('new.psychologist');
  await page.goto('/psychologists/signup');
  await fillPerson(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyAndSignIn(page, email);
  await expect(page).toHaveURL(/\/psychologists\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  await expect(page.locator('[data-area="mf-psychologist"]')).toBeHidden();

  await approve(browser, email);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeHidden();
  await expect(page.locator('[data-area="mf-psychologist"]')).toContainText('Sam');
  await expect(page).toHaveURL(/\/psychologists\/account$/);
});

test('a new GP registers with a valid provider number, verifies at /gp/verify and lands on /gp/account', async ({ page, browser }) => {
  const email = uniqueEmail('new.gp');
  await page.goto('/gp/signup');
  await fillPerson(page, email);
  await page.getByLabel('Practice name').fill('Harbour Street Medical');
  await page.getByLabel('Provider number').fill('4024742F');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/gp\/verify/);
  await verifyAndSignIn(page, email);
  await expect(page).toHaveURL(/\/gp\/account$/);
  // Spec §4: GPs, like psychologists, open their area once an administrator approves them.
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  await approve(browser, email);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.locator('[data-area="mf-gp"]')).toContainText('Sam');
  await expect(page).toHaveURL(/\/gp\/account$/);
});
