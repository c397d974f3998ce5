import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

test('/faqs leads to the support hub, where FAQs are searched and narrowed by category', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/support-hub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support hub' })).toBeVisible();
  for (const name of ['Booking', 'Payments & Medicare', 'Sessions & video', 'Account & sign-in', 'Privacy', 'For psychologists', 'For GPs']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('medicare rebate');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=medicare\+rebate/);
  await expect(page.getByTestId('faq-summary')).toContainText('for “medicare rebate”');
  const first = page.locator('details summary').first();
  await expect(first).toHaveText('Can I claim a Medicare rebate?');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('covers up to 10 individual sessions each calendar year')).toBeVisible();

  await page.getByRole('button', { name: /^Account & sign-in/ }).click();
  await expect(page.getByTestId('faq-summary')).toContainText('0 answers');
  await expect(page.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
  await page.getByRole('button', { name: /^All/ }).click();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('faq-summary')).toHaveText(/^\d+ answers\.$/);
  await expectNoSeriousAxeViolations(page);
});

test('the help assistant opens, answers and closes by keyboard, and links to the answer', async ({ page }) => {
  await page.goto('/support-hub');
  const launcher = page.getByRole('button', { name: 'Ask a question' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Harbour help assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.type('I forgot my password');
  await page.keyboard.press('Enter');
  const log = dialog.getByRole('log');
  await expect(log.getByRole('link', { name: 'I forgot my password. What do I do?' })).toBeVisible();
  await expect(log.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');

  await page.keyboard.type('zzzz qqqq');
  await page.keyboard.press('Enter');
  await expect(log.getByText('I could not find an answer to that in our FAQs.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  // Reopened, the conversation is still there; its link opens the answer on the hub.
  await page.keyboard.press('Enter');
  await dialog.getByRole('link', { name: 'I forgot my password. What do I do?' }).click();
  await expect(page).toHaveURL(/\/support-hub\?q=I\+forgot\+my\+password#faq-forgot-password$/);
  await expect(page.locator('#faq-forgot-password')).toHaveAttribute('open', '');

  // Hidden, then shown again.
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeHidden();
  await page.getByRole('button', { name: 'Show the help assistant' }).click();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeVisible();
});

test('help signing in points to the reset, the code, partner sign-in and who to contact', async ({ page }) => {
  await page.goto('/support-hub/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Help signing in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'reset your password' }).first()).toHaveAttribute('href', '/auth/forgot-password');
  await expect(page.getByRole('heading', { name: 'My verification code did not arrive' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'I came through my health fund, employer or another partner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact?topic=account');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'send us a message' }).click();
  await expect(page.getByLabel('What is it about?')).toHaveValue('account');
});
