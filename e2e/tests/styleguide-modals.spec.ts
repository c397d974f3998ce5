import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

const ESCAPABLE: [button: string, dialog: string][] = [
  ['Open a small modal', 'A small modal'],
  ['Open a medium modal', 'A medium modal'],
  ['Open a large modal', 'A large modal'],
  ['Open a modal without a title', 'A modal without a title'],
  ['Open a form modal', 'Rename the example'],
  ['Open nested modals', 'The first modal'],
  ['Open the confirm dialog', 'Delete the example?'],
  ['Ask the platform to confirm', 'Confirm'],
];

test('/styleguide/modals opens each dialog by keyboard; Escape closes it and focus returns to its button', async ({ page }) => {
  await page.goto('/styleguide/modals');
  await expect(page.getByRole('heading', { level: 1, name: 'Modals and dialogs' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  for (const [button, name] of ESCAPABLE) {
    const opener = page.getByRole('button', { name: button });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
    await expect(dialog).toBeVisible();
    if (button === 'Open a small modal') await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // Nested: Escape closes only the top one, and focus goes back to the button inside the first.
  await page.getByRole('button', { name: 'Open nested modals' }).click();
  const inner = page.getByRole('button', { name: 'Open a second modal' });
  await inner.click();
  await expect(page.getByRole('dialog', { name: 'The second modal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'The second modal' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'The first modal' })).toBeVisible();
  await expect(inner).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'The first modal' })).toBeHidden();

  // Login expired must be answered: Escape leaves it open, Login closes it and focus returns.
  const opener = page.getByRole('button', { name: 'Open the Login expired dialog' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const expired = page.getByRole('alertdialog', { name: 'Login expired' });
  await expect(expired).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('button', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(expired).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('modal-result')).toHaveText('Login was pressed (no sign-in on this page).');
});
