import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The demo administrators' authenticator secret (one per demo world, all enrolled with it): fixed by
 * the seed for local use only (refused in production: api/src/seed/demo-second-factor.ts),
 * published in docs/admin.md.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'HARBOURDEMOADMINTOTPLOCALONLY234';

const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The authenticator's code `offsetSteps` steps from now (the authority accepts −1, 0 and +1). */
export const demoAdminCode = (offsetSteps = 0) => generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: (currentStep() + offsetSteps) * STEP_SECONDS });

/**
 * Answers the code page as this worker's demo administrator. Each step's code counts once per
 * account, and a journey may sign its administrator in again within 30 s: a code an earlier sign-in
 * used is answered "already used" (see `answerWithDemoAdminCodes`).
 */
export async function enterDemoAdminCode(page: Page) {
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await answerWithDemoAdminCodes(async (code) => {
    await page.getByLabel('Code', { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/second-factor')),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    refuseTooManyTries(answer.status());
    if (answer.status() !== 401) return 'taken';
    await expect(page.getByRole('alert')).toContainText('already used');
    return 'used';
  });
}

/** The authority's lock-out is a failure of the journey, never something to try again. */
export function refuseTooManyTries(status: number) {
  if (status === 429) throw new Error('The demo administrator tried too many wrong codes in 15 minutes (the limit counts only wrong ones).');
}

/**
 * Tries this step's code and the next step's with `submit` (which says whether the code was taken
 * or, as the page said, already used) until one is taken; when both are used, waits for the
 * authenticator's next step (a condition, not a sleep). Never the previous step's: the authority
 * accepts −1, 0 and +1 steps of its own clock, and a step boundary passing between making the code
 * and the authority checking it turns "previous" into "two steps old", refused as not right (and
 * counted as a wrong code). This and the next step's stay inside the window then.
 */
export async function answerWithDemoAdminCodes(submit: (code: string) => Promise<'taken' | 'used'>) {
  for (let round = 0; round < 3; round += 1) {
    const step = currentStep();
    for (const offset of [0, 1]) {
      if ((await submit(demoAdminCode(offset))) === 'taken') return;
    }
    await expect.poll(currentStep, { timeout: (STEP_SECONDS + 5) * 1000 }).toBeGreaterThan(step);
  }
  throw new Error('every code of three steps was already used');
}
