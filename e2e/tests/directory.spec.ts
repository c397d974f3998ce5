import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Phone width: the directory is used most on phones.
test.use({ viewport: { width: 390, height: 844 } });

test('home → directory → filter by concern, funding and language → profile → Book; filters survive reload and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse psychologists' }).click();
  await expect(page).toHaveURL(/\/find-a-psychologist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a psychologist' })).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ psychologists found$/);
  await expectNoSeriousAxeViolations(page);

  // Filters are folded on a phone.
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Concern', { exact: true }).selectOption({ label: 'Anxiety' });
  await expect(page).toHaveURL(/\?concern=1$/);
  await page.getByLabel('Funding', { exact: true }).selectOption({ label: 'Medicare rebate' });
  await expect(page).toHaveURL(/\?concern=1&funding=Medicare$/);
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Mandarin' });
  await expect(page).toHaveURL(/\?concern=1&funding=Medicare&language=2$/);
  const count = page.getByTestId('results-count');
  await expect(count).toHaveText(/^[1-9]\d* psychologists? found$/);
  const found = await count.textContent();
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Anxiety');
  await expect(cards.first()).toContainText('Mandarin');
  await expect(cards.first()).toContainText('Next available');

  // A reload shows the same list; Back undoes the last filter.
  await page.reload();
  await expect(page.getByTestId('results-count')).toHaveText(found!);
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('2');
  await page.goBack();
  await expect(page).toHaveURL(/\?concern=1&funding=Medicare$/);
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('');
  await page.goForward();
  await expect(page.getByTestId('results-count')).toHaveText(found!);

  const name = await cards.first().getByRole('heading', { level: 2 }).textContent();
  await cards.first().getByRole('link', { name: /^View profile/ }).click();
  await expect(page).toHaveURL(/\/online-psychologists\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
  await expect(page.getByText(/^AHPRA|AHPRA PSY\d{10}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toHaveCount(0); // nobody signed in
  await expectNoSeriousAxeViolations(page);

  const book = page.getByRole('link', { name: `Book with ${name}` });
  const psychologistId = new URL((await book.getAttribute("href")) ?? "", page.url()).searchParams.get('psychologistId');
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/book/availability\\?psychologistId=${psychologistId}$`));
});

test('get matched: from the first question to ranked matches with reasons; Back keeps answers', async ({ page }) => {
  await page.goto('/get-matched');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose who the sessions are for.');
  await page.getByLabel('Me (Individual)').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByLabel('Anxiety', { exact: true }).check();
  await page.getByLabel('Grief and loss').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Medicare rebate').check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Anxiety', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Grief and loss')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Medicare rebate')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByLabel('Evening (5 – 10 pm)').check();
  await page.getByRole('button', { name: 'Show my matches' }).click();

  await expect(page.getByRole('heading', { name: 'Your matches' })).toBeVisible();
  const matches = page.getByRole('article');
  await expect(matches.first()).toBeVisible();
  const n = await matches.count();
  expect(n).toBeGreaterThanOrEqual(3);
  expect(n).toBeLessThanOrEqual(5);
  await expect(matches.first()).toContainText('Match 1: why we suggest them');
  await expect(matches.first()).toContainText(/main areas|Works with/);
  await expect(matches.first()).toContainText('Accepts Medicare rebates');
  await expect(matches.first()).toContainText(/Next available|No times free/);
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByRole('link', { name: 'See more psychologists like these' })).toHaveAttribute('href', '/find-a-psychologist?concern=1&clientType=1&funding=Medicare&time=evening');
});

test('a partner listing shows only its psychologists, and the workers-comp filter only for the Aspen referrers', async ({ page }) => {
  const api = async (referrerId: string) =>
    (await (await page.request.post('/api/users/psychologists/list', { data: { referrerId, pageSize: 50 } })).json()) as { total: number; psychologists: { firstName: string; lastName: string }[] };

  const aspen = await api('aspen-medical-origin-wcc');
  await page.goto('/third-party/aspen-medical-origin-wcc/psychologists');
  await expect(page.getByRole('heading', { level: 1, name: 'Aspen Medical Origin (WCC) psychologists' })).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText(`${aspen.total} psychologists found`);
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(names.sort()).toEqual(aspen.psychologists.map((p) => `${p.firstName} ${p.lastName}`).sort());
  await page.getByText('Filters', { exact: true }).click();
  // The box follows the address (filters live in the URL), so it turns on once the URL has changed.
  await page.getByLabel('Workers compensation claims').click();
  await expect(page).toHaveURL(/funding=WorkersComp/);
  await expect(page.getByLabel('Workers compensation claims')).toBeChecked();
  await expect(page.getByTestId('results-count')).toHaveText(/^[1-9]\d* psychologists? found$/);
  await expectNoSeriousAxeViolations(page);

  const hcf = await api('hcf');
  await page.goto('/third-party/hcf/psychologists');
  await expect(page.getByTestId('results-count')).toHaveText(`${hcf.total} psychologists found`);
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByLabel('Workers compensation claims')).toHaveCount(0);
  await expect(page.getByLabel('Funding', { exact: true })).toHaveCount(0);
});

test('topic and city pages are the pre-filtered directory; an unknown profile is the 404 view', async ({ page }) => {
  await page.goto('/online-psychologists/anxiety');
  await expect(page.getByRole('heading', { level: 1, name: 'Online psychologists for anxiety' })).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText(/^[1-9]\d* psychologists found$/);
  await expect(page.getByRole('article').first()).toContainText('Anxiety');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/online-psychologists/darwin');
  await expect(page.getByRole('heading', { level: 1, name: 'Online psychologists in Darwin' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('NT');

  await page.goto('/online-psychologists/nobody-by-this-name');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  await page.goto('/search?q=grief');
  await expect(page.getByRole('heading', { level: 1, name: 'Psychologists matching “grief”' })).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText(/^[1-9]\d* psychologists? found$/);
});
