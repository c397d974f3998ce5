import { expect, test, type Browser, type Page } from '../support/fixtures';
import { accessTokenOf, DEMO, fillSignInForm, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

const PATH = '/mental-health-assessment/dass21';
const area = (page: Page) => page.locator('[data-area="mf-patient"]');
const crisis = (page: Page) => area(page).getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Support is available right now' }) });

/** Answers the 21 statements by keyboard only: Tab into the radio group, arrows to the answer, Tab to Next, Enter. */
async function answerByKeyboard(page: Page, answers: number[]) {
  for (const [i, value] of answers.entries()) {
    await expect(area(page).getByRole('heading', { name: `Question ${i + 1} of 21` })).toBeFocused();
    await page.keyboard.press('Tab');
    if (value === 0) await page.keyboard.press('Space');
    for (let step = 0; step < value; step++) await page.keyboard.press('ArrowDown');
    await expect(area(page).getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^${value} `));
    await page.keyboard.press('Tab'); // Previous
    await page.keyboard.press('Tab'); // Next / See my results
    await page.keyboard.press('Enter');
  }
}

/** Answers by pointer: each tap answers and moves on (21 taps), then "See my results". */
async function answerByClick(page: Page, answers: number[]) {
  for (const [i, value] of answers.entries()) {
    await expect(area(page).getByRole('heading', { name: `Question ${i + 1} of 21` })).toBeVisible();
    // click, not check(): the tap moves on, so the radio under the pointer is the next statement's.
    await area(page).getByRole('radio', { name: new RegExp(`^${value} `) }).click();
  }
  await expect(area(page).getByRole('button', { name: 'See my results' })).toBeFocused();
  await area(page).getByRole('button', { name: 'See my results' }).click();
}

/** Answers with one key per statement (0–3 answer and move on): 21 choices, then Enter on "See my results". */
async function answerByNumberKeys(page: Page, answers: number[]) {
  for (const [i, value] of answers.entries()) {
    await expect(area(page).getByRole('heading', { name: `Question ${i + 1} of 21` })).toBeFocused();
    await page.keyboard.press(String(value));
  }
  await expect(area(page).getByRole('button', { name: 'See my results' })).toBeFocused();
  await page.keyboard.press('Enter');
}

async function expectScore(page: Page, subscale: 'depression' | 'anxiety' | 'stress', text: string) {
  await expect(area(page).getByTestId(`dass21-${subscale}`)).toContainText(text);
}

async function psychologistToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, DEMO.psychologist);
  const token = await accessTokenOf(page);
  await context.close();
  return token!;
}

test('anyone can take the check-in by keyboard; signing in saves it, and two check-ins show in the trend', async ({ page }) => {
  test.slow();
  const { email, password } = await registerClient(page.request);
  await page.goto(PATH);
  await expect(area(page).getByRole('heading', { name: 'DASS-21 mental health check-in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await area(page).getByRole('button', { name: 'Start the check-in' }).focus();
  await page.keyboard.press('Enter');
  // Next without an answer says what to do, and stays on the question.
  await area(page).getByRole('button', { name: 'Next' }).click();
  await expect(area(page).getByRole('alert')).toHaveText('Choose the answer that fits best to continue.');
  await expectNoSeriousAxeViolations(page);
  await area(page).getByRole('heading', { name: 'Question 1 of 21' }).focus();

  // Every item 1: each subscale sums to 7, doubled 14 → depression Moderate, anxiety Moderate, stress Normal.
  await answerByKeyboard(page, Array(21).fill(1));
  await expect(area(page).getByRole('heading', { name: 'Your check-in results' })).toBeVisible();
  await expectScore(page, 'depression', '14 out of 42: Moderate');
  await expectScore(page, 'anxiety', '14 out of 42: Moderate');
  await expectScore(page, 'stress', '14 out of 42: Normal');
  await expect(crisis(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Signing in keeps the answers (sessionStorage) and saves them on return.
  await area(page).getByRole('button', { name: 'Sign in to save this check-in' }).click();
  await fillSignInForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(area(page).getByRole('status')).toHaveText('Saved to your account.');
  await expectScore(page, 'depression', '14 out of 42: Moderate');
  const table = area(page).getByRole('table', { name: /Your check-ins/ });
  await expect(table.getByRole('row')).toHaveCount(2);

  // A second check-in, signed in: every item 3 → 42 everywhere, extremely severe: crisis resources at once.
  await area(page).getByRole('button', { name: 'Back to the start' }).click();
  await area(page).getByRole('button', { name: 'Start the check-in' }).click();
  await answerByClick(page, Array(21).fill(3));
  await expect(crisis(page)).toBeVisible();
  await expect(crisis(page).getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
  await expect(crisis(page).getByRole('link', { name: '000' })).toHaveAttribute('href', 'tel:000');
  // This new client has no psychologist yet: nobody was told, and the page does not claim so.
  await expect(crisis(page)).not.toContainText('let your psychologist know');
  await expectScore(page, 'anxiety', '42 out of 42: Extremely severe');

  await expect(area(page).getByRole('img', { name: 'DASS-21 scores over time' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('42 Extremely severe');
  await expect(table.getByRole('row').nth(2)).toContainText('14 Moderate');
  await expectNoSeriousAxeViolations(page);
});

test("a high answer to item 21 shows crisis resources and flags the result to the demo client's psychologist", async ({ page, browser }) => {
  test.slow();
  await signIn(page, DEMO.client, { returnTo: PATH });
  await area(page).getByRole('button', { name: /Start the check-in|Continue from question/ }).click();
  // Otherwise calm (0), but "I felt that life was meaningless" answered 3.
  await answerByClick(page, [...Array(20).fill(0), 3]);
  await expect(crisis(page)).toBeVisible();
  await expect(crisis(page)).toContainText('We have let your psychologist know about this result');
  await expectScore(page, 'depression', '6 out of 42: Normal');

  const token = await psychologistToken(browser);
  const flags = await page.request.get('/api/sessions/dass21/flags', { headers: { authorization: `Bearer ${token}` } });
  expect(flags.status()).toBe(200);
  const { flags: open } = (await flags.json()) as { flags: { patientFirstName: string; result: { flagReasons: string[]; answers: number[] } }[] };
  expect(open.some((f) => f.result.flagReasons.includes('item-21-high') && f.result.answers[20] === 3)).toBe(true);

  const outbox = await page.request.get(`/api/notifications/outbox?to=${encodeURIComponent(DEMO.psychologist)}`);
  const { messages } = (await outbox.json()) as { messages: { kind: string }[] };
  expect(messages.some((m) => m.kind === 'dass21-flag')).toBe(true);
});

test("a severe result (without item 21) shows crisis resources at once, and the psychologist sees the flag on the client's page", async ({ page, browser }) => {
  test.slow();
  await signIn(page, DEMO.client, { returnTo: PATH });
  await area(page).getByRole('button', { name: /Start the check-in|Continue from question/ }).click();
  // Anxiety items (2, 4, 7, 9, 15, 19, 20) answered 2, everything else 0: anxiety 14 doubled is 28, extremely severe.
  const ANXIETY_ITEMS = [2, 4, 7, 9, 15, 19, 20];
  await answerByClick(page, Array.from({ length: 21 }, (_, i) => (ANXIETY_ITEMS.includes(i + 1) ? 2 : 0)));
  await expect(crisis(page)).toBeVisible();
  await expect(crisis(page)).toContainText('13 11 14');
  await expect(crisis(page)).toContainText('000');
  await expectScore(page, 'anxiety', '28 out of 42: Extremely severe');
  const clientToken = await accessTokenOf(page);
  const { userId } = (await (await page.request.get('/api/users/profile/patient', { headers: { authorization: `Bearer ${clientToken}` } })).json()) as { userId: string };

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const practice = await context.newPage();
  await signIn(practice, DEMO.psychologist, { returnTo: `/psychologists/account/patient/${userId}` });
  const dass = practice.getByRole('region', { name: 'DASS-21', exact: true });
  await expect(dass).toContainText(/Flagged\s*\d+ results? flagged for safety/);
  // The flag in words, never its code.
  await expect(dass.getByRole('cell', { name: /^Anxiety: extremely severe \(\d+ of 42\)$/ }).first()).toBeVisible();
  await expect(dass).not.toContainText('anxiety-extremely-severe');
  await context.close();
});

test('by keyboard the check-in takes 21 choices (a number key answers and moves on), with Previous to change an answer', async ({ page }) => {
  await page.goto(PATH);
  await area(page).getByRole('button', { name: /Start the check-in|Continue from question/ }).click();
  await expect(area(page).getByRole('heading', { name: 'Question 1 of 21' })).toBeFocused();
  // A change of mind: answer 1 with 3, go back with Previous, answer 0 instead.
  await page.keyboard.press('3');
  await expect(area(page).getByRole('heading', { name: 'Question 2 of 21' })).toBeFocused();
  await area(page).getByRole('button', { name: 'Previous' }).click();
  await expect(area(page).getByRole('radio', { name: /^3 / })).toBeChecked();
  await area(page).getByRole('heading', { name: 'Question 1 of 21' }).focus();
  await expectNoSeriousAxeViolations(page);
  // Stress items (1, 6, 8, 11, 12, 14, 18) answered 2, everything else 0: stress 14 doubled is 28, severe.
  const STRESS_ITEMS = [1, 6, 8, 11, 12, 14, 18];
  await answerByNumberKeys(page, Array.from({ length: 21 }, (_, i) => (STRESS_ITEMS.includes(i + 1) ? 2 : 0)));
  await expect(area(page).getByRole('heading', { name: 'Your check-in results' })).toBeVisible();
  await expectScore(page, 'stress', '28 out of 42: Severe');
  await expectScore(page, 'depression', '0 out of 42: Normal');
});
