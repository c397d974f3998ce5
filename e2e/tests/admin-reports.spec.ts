import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;

/** The Sydney date `days` from now, YYYY-MM-DD (what the date fields take). */
const sydneyDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * DAY_MS));

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
}

const TITLES = ['Sessions per week', 'Revenue and rebates by funding route', 'New clients per week', 'Referrals received and booked', 'Days from sign-up to first session'];

test('the administrator opens the reports, reads a chart as a table, and downloads its CSV', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('link', { name: /^Reports:/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The default range (the last 12 weeks) answers with every chart, each named by its numbers.
  for (const title of TITLES) await expect(consoleArea.getByRole('img', { name: new RegExp(`^${title}: `) })).toBeVisible();
  await axeAtBothWidths(page);

  // The seed gives each of its three demo worlds one private session held two weeks ago at $220:
  // the days around it hold no other session (journeys book ahead, never in the past).
  await consoleArea.getByLabel('From', { exact: true }).fill(sydneyDate(-16));
  await consoleArea.getByLabel('To', { exact: true }).fill(sydneyDate(-12));
  await consoleArea.getByRole('button', { name: 'Show reports' }).click();
  const revenue = consoleArea.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Revenue and rebates by funding route' }) });
  await expect(revenue.getByRole('img', { name: /Private 3, fees \$660\.00, rebates \$0\.00/ })).toBeVisible();

  // The table alternative, opened from the keyboard.
  await revenue.getByRole('button', { name: 'Show the table' }).focus();
  await page.keyboard.press('Enter');
  const table = revenue.getByRole('table', { name: 'Revenue and rebates by funding route' });
  const privateRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Private' }) });
  await expect(privateRow.getByRole('cell')).toHaveText(['3', '660.00', '0.00', '0.00', '660.00']);
  await axeAtBothWidths(page);

  // The CSV has the same numbers.
  const downloading = page.waitForEvent('download');
  await revenue.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`harbour-revenue-${sydneyDate(-16)}-to-${sydneyDate(-12)}.csv`);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual(['Funding route,Sessions held,Fees ($),Medicare rebates ($),Funders paid ($),Clients paid ($)', 'Private,3,660.00,0.00,0.00,660.00', '']);

  // A backwards range is refused beside the field, before asking.
  await consoleArea.getByLabel('To', { exact: true }).fill(sydneyDate(-20));
  await consoleArea.getByRole('button', { name: 'Show reports' }).click();
  await expect(consoleArea.getByText('The end date is before the start date.')).toBeVisible();
});
