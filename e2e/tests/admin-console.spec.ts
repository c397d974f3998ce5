import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, fillSignInForm, latestCodeFor, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoAdminCode, enterDemoAdminCode } from '../support/second-factor';

const PASSWORD = 'Journey-pass-2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A surname no other journey uses, so this journey finds its own practitioner in a shared queue. */
const uniqueSurname = () => `Queue${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

/** Every request for the console's code (its routes.json is read by the shell for everyone: not code). */
function watchConsoleCode(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/areas/mf-admin/') && !url.pathname.endsWith('/routes.json')) fetched.push(url.pathname);
  });
  return fetched;
}

test('the administrator lands on the console, approves a psychologist who registered, and that psychologist then uses their area', async ({ page, browser }) => {
  // A psychologist registers and verifies the emailed code: their area waits for approval.
  const surname = uniqueSurname();
  const name = `Robin ${surname}`;
  const email = uniqueEmail('queued.psychologist');
  const psychologist = await (await browser.newContext({ viewport: PHONE })).newPage();
  await psychologist.goto('/psychologists/signup');
  await psychologist.getByLabel('First name').fill('Robin');
  await psychologist.getByLabel('Last name').fill(surname);
  await psychologist.getByLabel('Email').fill(email);
  await psychologist.getByLabel('Postcode').fill('3000');
  await psychologist.getByLabel('Password').fill(PASSWORD);
  await psychologist.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check();
  await psychologist.getByRole('button', { name: 'Create account' }).click();
  await expect(psychologist.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await psychologist.getByLabel('Verification code').fill(await latestCodeFor(psychologist.request, email));
  await psychologist.getByRole('button', { name: 'Verify' }).click();
  await psychologist.getByRole('button', { name: 'Sign in to your account' }).click();
  await fillSignInForm(psychologist, email, PASSWORD);
  await expect(psychologist.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();

  // The administrator signs in and lands on the console home, not on the public home page.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await expect(consoleArea.getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
  await expect(consoleArea.getByText(/^\d+ practitioners? awaits? approval\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);

  // The queue shows what they submitted; at phone width, approved with the keyboard after a confirmation.
  await consoleArea.getByRole('link', { name: 'Review practitioner approvals' }).click();
  await expect(page).toHaveURL(/\/admin\/practitioners$/);
  const entry = consoleArea.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(entry).toContainText('Psychologist');
  await expect(entry).toContainText(email);
  await expect(entry).toContainText('Provider numberNot given');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE);

  await entry.getByRole('button', { name: `Approve ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Approve practitioner' });
  await expect(dialog).toContainText(`Approve ${name} as a Psychologist?`);
  await dialog.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByText(`${name} is approved.`)).toBeVisible();
  await expect(consoleArea.getByRole('heading', { level: 2, name })).toBeHidden();

  // The psychologist's area opens for them now.
  await psychologist.getByRole('button', { name: 'Check again' }).click();
  await expect(psychologist.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeHidden();
  await expect(psychologist.locator('[data-area="mf-psychologist"]')).toContainText('Robin');
  await psychologist.context().close();
});

test("the administrator's sign-in asks for the authenticator code: a wrong code is refused clearly, the right one opens the console", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login?returnTo=%2Fadmin');
  await fillSignInForm(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);

  // A code of none of the accepted steps: wrong, however the clock stands.
  const accepted = [-1, 0, 1, 2].map(demoAdminCode); // and the next step, should the clock pass a boundary meanwhile
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!;
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.');
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/That code is not right/);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);

  await enterDemoAdminCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-area="mf-admin"]').getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
});

test('cancelling the confirmation approves nobody', async ({ page }) => {
  await signIn(page, DEMO.admin, { returnTo: '/admin/practitioners' });
  const entry = page.locator('[data-area="mf-admin"]').getByRole('listitem').filter({ hasText: DEMO.pendingPsychologist });
  await entry.getByRole('button', { name: /^Approve / }).click();
  await page.getByRole('alertdialog', { name: 'Approve practitioner' }).getByRole('button', { name: 'Not yet' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Approve practitioner' })).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-area="mf-admin"]').getByRole('listitem').filter({ hasText: DEMO.pendingPsychologist })).toBeVisible();
});

for (const { person, home } of [
  { person: 'client', home: /\/account$/ },
  { person: 'psychologist', home: /\/psychologists\/account$/ },
  { person: 'gp', home: /\/gp\/account$/ },
] as const)
  test(`a ${person} going to /admin is sent to their own home and never downloads the console`, async ({ page }) => {
    const fetched = watchConsoleCode(page);
    await signIn(page, DEMO[person], { returnTo: '/admin/practitioners' });
    await expect(page).toHaveURL(home);
    await expect(page.locator('[data-area="mf-admin"]')).toBeHidden();
    expect(fetched).toEqual([]);
  });

test('an anonymous visitor going to /admin is asked to sign in and never downloads the console', async ({ page }) => {
  const fetched = watchConsoleCode(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
  expect(fetched).toEqual([]);
});
