import fs from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { answerStepUpDialog } from '../support/step-up';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
}

test("the administrator finds the demo client, exports their data with a reason and a fresh code, and reads the export in the audit trail", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, { returnTo: '/admin' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('link', { name: /^People/ }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  // Find the account from the keyboard.
  await consoleArea.getByLabel('Email', { exact: true }).fill(DEMO.client);
  await page.keyboard.press('Enter');
  const details = consoleArea.getByRole('definition');
  await expect(details.filter({ hasText: `${DEMO.client} (verified)` })).toBeVisible();
  await expect(details.filter({ hasText: /^Client$/ })).toBeVisible();
  const name = (await consoleArea.getByRole('term').filter({ hasText: /^Name$/ }).locator('xpath=following-sibling::dd[1]').textContent())!;
  await axeAtBothWidths(page);

  // The export: a reason, a confirmation, the code dialog, then the browser downloads the zip.
  const reason = `Privacy Act access request AR-${Date.now()}`;
  await consoleArea.getByRole('button', { name: 'Export their data' }).click();
  const dialog = page.getByRole('dialog', { name: `Export the data of ${name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(reason);
  await axeAtBothWidths(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export their data' }).click();
  await answerStepUpDialog(page);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^harbour-data-\d{4}-\d{2}-\d{2}-[\w-]+\.zip$/);
  const entries = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['profile.json', 'sessions.json', 'payments.json', 'messages.json', 'dass21.json']));
  const profile = JSON.parse(strFromU8(entries['profile.json'])) as { account: { email: string; userType: string }; profile: { firstName: string; lastName: string } };
  expect(profile.account).toMatchObject({ email: DEMO.client, userType: 'client' });
  expect(`${profile.profile.firstName} ${profile.profile.lastName}`).toBe(name);
  await expect(consoleArea.getByRole('status').filter({ hasText: download.suggestedFilename() })).toContainText('The export is recorded in the audit trail.');
  await axeAtBothWidths(page);

  // The audit trail shows the export with its reason.
  await page.goto('/admin/audit');
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await consoleArea.getByLabel('Patient', { exact: true }).fill(DEMO.client);
  await consoleArea.getByRole('button', { name: 'Search' }).click();
  const exported = consoleArea.getByRole('table', { name: 'Audit events' }).getByRole('row').filter({ hasText: `data export: ${reason}` });
  await expect(exported).toContainText('Exported their data');
  await axeAtBothWidths(page);
});
