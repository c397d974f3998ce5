import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// The administrator adds an FAQ to the support hub, changes it, unpublishes and publishes it; a
// visitor's search on the hub follows each step without a deploy. A made-up word keeps the
// search to this journey's FAQ (other journeys search the seeded ones).
test('the administrator adds, changes, unpublishes and republishes an FAQ; the support hub follows each step', async ({ page, browser }) => {
  const word = `zephyrine${randomUUID().slice(0, 8)}`;
  const question = `Can I have a session on a ferry ${word}?`;
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  const hubShows = async (visible: boolean, text?: string) => {
    await visitor.goto(`/support-hub?q=${word}`);
    const summary = visitor.getByTestId('faq-summary');
    if (!visible) return expect(summary).toContainText('0 answers');
    await expect(summary).toContainText('1 answer');
    await visitor.getByText(question).click();
    if (text) await expect(visitor.getByText(text)).toBeVisible();
  };
  await hubShows(false);

  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('link', { name: 'Content: pages, articles and redirects' }).click();
  await consoleArea.getByRole('link', { name: 'FAQs' }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  await axeAtBothWidths(page);

  // A new FAQ: the category is asked for, a link outside the site is refused on its field and kept.
  await consoleArea.getByRole('link', { name: 'Add an FAQ' }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'New FAQ' })).toBeVisible();
  await consoleArea.getByLabel('Question').fill(question);
  await consoleArea.getByLabel('Answer', { exact: true }).fill(`First part ${word}.\n\nSecond part.`);
  await consoleArea.getByRole('button', { name: 'Add the FAQ' }).click();
  await expect(consoleArea.getByText('Choose a category.', { exact: true })).toBeVisible();
  await consoleArea.getByLabel('Category').selectOption('sessions-video');
  await consoleArea.getByRole('button', { name: 'Add a related page' }).click();
  await consoleArea.getByLabel('Link 1 text').fill('Contact us');
  await consoleArea.getByLabel('Link 1 path').fill('https://example.org');
  await consoleArea.getByRole('button', { name: 'Add the FAQ' }).click();
  await expect(consoleArea.getByText("must be a site path on Harbour starting with '/', e.g. /contact", { exact: true })).toBeVisible();
  await expect(consoleArea.getByLabel('Link 1 path')).toHaveValue('https://example.org');
  await consoleArea.getByLabel('Link 1 path').fill('/contact');
  await expect(consoleArea.getByRole('region', { name: 'Preview of the FAQ' }).getByText('Second part.')).toBeVisible();
  await axeAtBothWidths(page);
  await consoleArea.getByRole('button', { name: 'Add the FAQ' }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Edit an FAQ' })).toBeVisible();
  await hubShows(true, `First part ${word}.`);
  await expect(visitor.getByRole('list', { name: 'Related pages' }).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

  // Changed: the hub shows the new text on its next read.
  await consoleArea.getByLabel('Answer', { exact: true }).fill(`Changed ${word}.`);
  await consoleArea.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the support hub shows the new text now.')).toBeVisible();
  await hubShows(true, `Changed ${word}.`);

  // Unpublished only after a confirmation; then off the hub; published again, back.
  await consoleArea.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished: the support hub no longer shows it.')).toBeVisible();
  await hubShows(false);
  await consoleArea.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Published: the support hub shows it now.')).toBeVisible();
  await hubShows(true, `Changed ${word}.`);
  await visitor.context().close();
});

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
}
