import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, fillSignInForm, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { closeE2eDatabase, e2eDatabase } from '../support/database';

// A new administrator's first sign-in: the authenticator is set up from the QR code's key, the 10
// recovery codes are shown once, and a recovery code signs in once. The account is made in the
// database as an operator would (there is no public sign-up for administrators): a copy of this
// world's demo administrator under a new address, without their second factor.
const PHONE = { width: 390, height: 844 };
test.afterAll(closeE2eDatabase);

async function newAdministrator(): Promise<string> {
  const accounts = (await e2eDatabase()).collection<{ _id: string; email: string }>('accounts');
  const template = await accounts.findOne({ email: DEMO.admin });
  if (!template) throw new Error(`no ${DEMO.admin} in the e2e database`);
  const email = uniqueEmail('administrator');
  await accounts.insertOne({ ...template, _id: randomUUID(), email, createdAt: new Date(), updatedAt: new Date() } as typeof template);
  return email;
}

async function signInWithCode(page: Page, email: string, code: string) {
  await page.goto('/login?returnTo=/admin');
  await fillSignInForm(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new administrator sets up the authenticator, keeps 10 recovery codes shown once, and a recovery code signs in once', async ({ browser, page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const email = await newAdministrator();

  await page.goto('/login?returnTo=/admin');
  await fillSignInForm(page, email);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const secret = (await page.locator('#secret').textContent())!.replace(/\s/g, '');

  // A wrong code is said to be wrong, and the page stays (by keyboard: the code field has focus).
  const right = [0, 30, -30].map((offset) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset }));
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(right.includes('000000') ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the 6-digit code your authenticator app shows for Harbour.');

  await page.getByLabel('6-digit code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page.locator('ul.codes code').allTextContents();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin');

  // The phone is lost: a recovery code signs in (another browser), once.
  const elsewhere = await browser.newContext({ viewport: PHONE });
  const second = await elsewhere.newPage();
  await signInWithCode(second, email, codes[0]);
  await expect(second.getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
  await elsewhere.close();

  const again = await browser.newContext({ viewport: PHONE });
  const third = await again.newPage();
  await signInWithCode(third, email, codes[0]);
  await expect(third.getByRole('alert')).toContainText('already used');
  await expect(third.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await again.close();
});
