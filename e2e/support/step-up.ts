import { expect, type Page } from '@playwright/test';
import { demoAdminCode } from './second-factor';

const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * Answers the console's "Confirm it is you" dialog as the demo administrator. Each step's code
 * counts once per account, and the sign-in (or another worker's) may have used this step's: a used
 * code is answered "already used", so the next and the previous step's codes are tried, and when
 * all three are used it waits for the authenticator's next step (a condition, not a fixed sleep).
 */
export async function answerStepUpDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  for (let round = 0; round < 3; round += 1) {
    const step = currentStep();
    for (const offset of [0, 1, -1]) {
      await dialog.getByLabel('Authenticator code').fill(demoAdminCode(offset));
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/second-factor/step-up')),
        dialog.getByRole('button', { name: 'Confirm' }).click(),
      ]);
      if (answer.status() === 429) throw new Error('The demo administrator tried too many wrong codes in 15 minutes (the limit counts only wrong ones).');
      if (answer.status() === 204) {
        await expect(dialog).toBeHidden();
        return;
      }
      await expect(dialog.getByText('already used')).toBeVisible();
    }
    await expect.poll(currentStep, { timeout: (STEP_SECONDS + 5) * 1000 }).toBeGreaterThan(step);
  }
  throw new Error('every code of three steps was already used');
}
