import { randomInt } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { answerStepUpDialog } from '../support/step-up';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A 1 July years ahead, different on every run: no other journey books a session that far out, so
 * their quotes keep today's rates, and the row's id (funder, item, date) is new each time.
 */
const farFirstOfJuly = () => `${2040 + randomInt(60)}-07-01`;
const words = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};

test('the administrator sees which funders are stale, adds a Medicare row from a future date, and a quote for a session after that date uses it', async ({ page }) => {
  // A psychologist who takes Medicare, and the quote for a session on the future date before the row exists.
  const listed = (await (await page.request.post('/api/users/psychologists/list', { data: { funding: ['Medicare'], pageSize: 5 } })).json()) as { psychologists: { psychologistId: string }[] };
  const psychologistId = listed.psychologists[0]!.psychologistId;
  const date = farFirstOfJuly();
  const quote = async () => {
    const answer = await page.request.post('/api/payments/sessions/pricing-estimation', {
      data: { psychologistId, sessionDurationTypeId: 2, sessionStartDate: `${date}T00:00:00.000Z`, timezoneId: 'Australia/Sydney', fundingRoute: 'Medicare' },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { item: string; rateId: string; rateEffectiveFrom: string; rebateCents: number };
  };
  const before = await quote();
  expect(before.rateEffectiveFrom < date).toBe(true);

  // The console home names the funders whose newest rates are over 12 months old (DVA: this journey adds none).
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  const consoleArea = page.locator('[data-area="mf-admin"]');
  const stale = consoleArea.getByRole('list', { name: 'Rates out of date' });
  await expect(stale.getByRole('listitem').filter({ hasText: /^DVA: The newest DVA rates apply from \d{4}-\d{2}-\d{2}, more than 12 months ago/ })).toBeVisible();
  await consoleArea.getByRole('link', { name: 'Review the rates' }).click();
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  const medicare = consoleArea.getByRole('region', { name: 'Medicare (Better Access)' });
  await expect(medicare.getByRole('row').filter({ hasText: words(before.rateEffectiveFrom) }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // At phone width, with the keyboard: a date that is not in the future is refused beside the field, nothing lost.
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await consoleArea.getByLabel('Funder').selectOption('Medicare');
  await consoleArea.getByLabel('Item').selectOption(before.item);
  await consoleArea.getByLabel('Applies from').fill('2025-07-01');
  await consoleArea.getByLabel('Schedule fee in dollars').fill('119.20');
  await consoleArea.getByLabel('Rebate in dollars').fill('101.30');
  await consoleArea.getByRole('button', { name: 'Add the row' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Add a rates row' });
  await dialog.getByRole('button', { name: 'Add the row' }).click();
  // Adding a row needs a fresh authenticator code: the console asks for it, then sends the row again.
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await answerStepUpDialog(page);
  await expect(consoleArea.getByText(/^Enter a date after today \(\d{4}-\d{2}-\d{2}\): a new rate applies from a future date\.$/)).toBeVisible();
  await expect(consoleArea.getByLabel('Rebate in dollars')).toHaveValue('101.30');
  await expectNoSeriousAxeViolations(page);

  // The future date: confirmed, added, listed (the code proved above holds for 5 minutes: no dialog).
  await consoleArea.getByLabel('Applies from').fill(date);
  await consoleArea.getByRole('button', { name: 'Add the row' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(`from ${words(date)}: Schedule fee $119.20, rebate $101.30?`);
  await dialog.getByRole('button', { name: 'Add the row' }).click();
  await expect(page.getByText(`Added: Medicare item ${before.item} from ${words(date)}.`)).toBeVisible();
  await expect(medicare.getByRole('row').filter({ hasText: words(date) })).toContainText('Schedule fee $119.20, rebate $101.30');

  // A later quote (a session on or after that date) uses the new row, and says which.
  expect(await quote()).toMatchObject({ item: before.item, rateId: `mbs-${before.item}-${date}`, rateEffectiveFrom: date, rebateCents: 10130 });
});

test('the administrator creates a limited discount code that a quote then takes, and disables it after a confirmation', async ({ page }) => {
  const code = `JOURNEY-${randomInt(1e9)}`;
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, { returnTo: '/admin/discount-codes' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await expect(consoleArea.getByRole('list', { name: 'Discount codes' })).toContainText('WELCOME10');
  await expectNoSeriousAxeViolations(page);

  await consoleArea.getByLabel('Code', { exact: true }).fill(code);
  await consoleArea.getByLabel('Kind of discount').selectOption('amount');
  await consoleArea.getByLabel('Amount off in dollars').fill('20');
  await consoleArea.getByLabel('How many bookings may use it').fill('5');
  await consoleArea.getByRole('button', { name: 'Create the code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`The code ${code} is ready to use.`)).toBeVisible();
  const entry = consoleArea.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(entry).toContainText('Discount$20.00 offUses0 of 5 usedExpiresNeverStatusActive');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);

  // A quote takes it off what the client pays.
  const listed = (await (await page.request.post('/api/users/psychologists/list', { data: { pageSize: 1 } })).json()) as { psychologists: { psychologistId: string }[] };
  const quote = (discountCode: string) =>
    page.request.post('/api/payments/sessions/pricing-estimation', {
      data: { psychologistId: listed.psychologists[0]!.psychologistId, sessionDurationTypeId: 2, sessionStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), fundingRoute: 'Private', discountCode },
    });
  expect(await (await quote(code)).json()).toMatchObject({ discountCents: 2000, discountCode: code });

  await entry.getByRole('button', { name: `See the uses of ${code}` }).click();
  await expect(entry.getByText(`No booking has used ${code} yet.`)).toBeVisible();
  await entry.getByRole('button', { name: `Disable ${code}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Disable discount code' });
  await expect(dialog).toContainText(`Disable ${code}? No new quote or booking can use it`);
  await dialog.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(entry).toContainText('StatusDisabled');
  expect((await quote(code)).status()).toBe(422);
});
