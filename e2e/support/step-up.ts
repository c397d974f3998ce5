import { expect, type Page } from '@playwright/test';
import { answerWithDemoAdminCodes, refuseTooManyTries } from './second-factor';

/**
 * Answers the console's "Confirm it is you" dialog as the demo administrator. Each step's code
 * counts once per account, and the sign-in (or another worker's) may have used this step's: a used
 * code is answered "already used" (see `answerWithDemoAdminCodes`).
 */
export async function answerStepUpDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await answerWithDemoAdminCodes(async (code) => {
    await dialog.getByLabel('Authenticator code').fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/second-factor/step-up')),
      dialog.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    refuseTooManyTries(answer.status());
    if (answer.status() === 204) return 'taken';
    await expect(dialog.getByText('already used')).toBeVisible();
    return 'used';
  });
  await expect(dialog).toBeHidden();
}
