import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

// Checkout steps shared by the journeys that book through the real checkout.

/**
 * Step 2: the first time of the second day offered, well past the minimum notice. The first time
 * of all sits at the edge of the notice, and the clock may pass that edge between the times being
 * listed and the hold (the hold is then refused): a journey about something else must not depend on it.
 */
export async function chooseTimeClearOfNotice(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose a time', level: 1 })).toBeVisible();
  const secondDay = page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1);
  await secondDay.click();
  await expect(secondDay).toHaveAttribute('aria-pressed', 'true');
  const times = page.getByRole('group', { name: /^Times/ }).first().getByRole('button');
  await expect(times.first()).toBeVisible();
  await times.first().click();
  await expect(times.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Your time' })).toBeVisible();
}

export const price = (page: Page) => page.getByRole('region', { name: /^Your price/ });

export async function addTestCard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Test mode: add a test card' })).toBeVisible();
  // Any other number is refused in the page: it never reaches our API.
  await page.getByLabel('Test card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save test card' }).click();
  await expect(page.getByText('Test mode: enter one of Stripe’s test card numbers')).toBeVisible();
  await page.getByLabel('Test card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save test card' }).click();
  await expect(page.getByRole('radio', { name: /ending 4242/i })).toBeChecked();
}

/** Intake questions, asked before the first session with a psychologist (and skipped after). */
export async function answerIntake(page: Page) {
  const intake = page.getByRole('region', { name: 'Before your first session' });
  await intake.getByRole('button', { name: 'Save my answers' }).click();
  await expect(intake.getByText('Please answer the questions marked below.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await intake.getByLabel('What has led you to seek support at this time? (required)').fill('Trouble sleeping since a new job.');
  await intake.getByRole('checkbox', { name: 'Sleep' }).check();
  await intake.getByLabel('How long have you been experiencing these difficulties? (required)').selectOption('1 to 6 months');
  await intake.getByLabel(/how much have these difficulties affected your daily life/).selectOption('6');
  await intake.getByRole('group', { name: /seen a psychologist, counsellor or psychiatrist before/ }).getByRole('radio', { name: 'No' }).check();
  await intake.getByLabel(/currently taking any medication/).fill('None');
  await intake.getByLabel(/current referral or Mental Health Treatment Plan/).selectOption('Yes');
  await intake.getByLabel(/thoughts of harming yourself/).selectOption('No');
  await intake.getByLabel(/What would you like to be different/).fill('Sleeping through the night.');
  await intake.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByTestId('intake-saved')).toHaveText('Thank you: your answers are saved for your psychologist.');
}

/** The finalise page's parts, in order (only the one shown is visible). */
export const PARTS = ['How the session is paid', 'Before your first session', 'Your card', 'Check and book'] as const;
export type Part = (typeof PARTS)[number];

/** The part on screen now. */
export async function shownPart(page: Page): Promise<Part> {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^(${PARTS.join('|')})$`) });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent()) as Part;
}

/** Continue from the part shown; its heading takes focus on the next one. */
export async function continueFromPart(page: Page) {
  const before = await shownPart(page);
  await page.getByRole('region', { name: before }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: before, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^(${PARTS.join('|')})$`) })).toBeFocused();
}

/**
 * From wherever the finalise page is (price updated), through the parts to "Check and book": the
 * intake questions when due, a test card when there is something to pay and none is saved.
 */
export async function throughParts(page: Page) {
  for (let step = 0; step < PARTS.length; step++) {
    const part = await shownPart(page);
    if (part === 'Check and book') return;
    if (part === 'Before your first session' && (await page.getByTestId('intake-saved').count()) === 0) await answerIntake(page);
    if (part === 'Your card' && (await page.getByRole('radio', { name: /ending \d{4}/ }).count()) === 0) await addTestCard(page);
    await continueFromPart(page);
  }
  throw new Error('Never reached "Check and book"');
}

export async function acceptAndBook(page: Page, message?: string) {
  await throughParts(page);
  // The psychologist's late-cancellation window and fee are shown before the client confirms: a
  // free-cancellation time while it is still ahead, else what applies instead (a time 12 hours
  // ahead is inside a 24-hour window).
  await expect(page.getByTestId('cancellation-policy')).toContainText(
    /^(You can cancel or reschedule free of charge until .+ \(\d+ hours before the session\)\. |This session starts less than \d+ hours from now, inside your psychologist’s late-cancellation window)/,
  );
  await acceptAndBookAsShown(page, message);
  return new URL(page.url()).searchParams.get('sessionId')!;
}

/** "Check and book" as it stands: accept the policy, a message, book. */
export async function acceptAndBookAsShown(page: Page, message?: string) {
  await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
  if (message) await page.getByLabel(/Anything you would like them to know/).fill(message);
  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expect(page).toHaveURL(/\/book\/confirmation\?sessionId=/);
  return new URL(page.url()).searchParams.get('sessionId')!;
}

/** The first whose 50-minute fee is above the Medicare rebate: a gap to pay, so a card is asked for. */
export async function withMedicareGap(page: Page, ids: string[]): Promise<string> {
  for (const id of ids) {
    const answer = await page.request.get(`/api/payments/sessions/prices?psychologistId=${id}`);
    const { prices } = (await answer.json()) as { prices: { durationMinutes: number; feeCents: number; medicareRebateCents: number }[] };
    const standard = prices.find((p) => p.durationMinutes === 50);
    if (standard && standard.feeCents > standard.medicareRebateCents) return id;
  }
  throw new Error('No psychologist with free times charges more than the Medicare rebate');
}

/** Axe at a phone's width and a laptop's, then back to the page's own size. */
export async function expectNoSeriousAxeViolationsAtBothWidths(page: Page) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousAxeViolations(page);
  }
  if (size) await page.setViewportSize(size);
}
