import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** An article no other journey reads (its section keeps two others for the sitemap journey). */
const ARTICLE = '/media/video-sessions-in-the-regions';

test('the administrator edits an article, previews and publishes it, the public page shows it; unpublished it is not found; a new redirect leads on', async ({ page, browser }) => {
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(ARTICLE);
  const original = (await visitor.getByRole('heading', { level: 1 }).textContent())!.trim();
  const edited = `Video sessions reach the regions ${randomUUID().slice(0, 8)}`;

  // The console's content list, filtered to articles, passes axe at desktop and phone widths.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin);
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('link', { name: 'Content: pages, articles and redirects' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await consoleArea.getByLabel('Kind').selectOption('article');
  const row = consoleArea.getByRole('row').filter({ hasText: ARTICLE });
  await expect(row).toContainText('Published');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);

  // The editor: a new title and sentence, previewed through the API's renderer, then published.
  await row.getByRole('link', { name: original }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: `Edit ${ARTICLE}` })).toBeVisible();
  await consoleArea.getByLabel('Title').fill(edited);
  const text = consoleArea.getByLabel('Text in Markdown');
  await text.fill(`${await text.inputValue()}\n\nA sentence added in the console: ${edited}.`);
  await consoleArea.getByRole('button', { name: 'Preview' }).click();
  await expect(consoleArea.getByRole('region', { name: 'Preview of the page text' })).toContainText(`A sentence added in the console: ${edited}.`);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
  await consoleArea.getByRole('button', { name: 'Publish', exact: true }).click();
  // The toast, not the state line: that read "Published." before the click too.
  await expect(page.getByText(`Published: ${ARTICLE} shows the new text now.`)).toBeVisible();
  await expect(consoleArea.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // The public page shows it on the next read: no deploy.
  await visitor.goto(ARTICLE);
  await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(visitor.getByText(`A sentence added in the console: ${edited}.`)).toBeVisible();
  // What crawlers get (the portal's head, from its content cache) follows within its generation check.
  await expect.poll(async () => (await visitor.request.get(ARTICLE)).text()).toContain(`<meta property="og:title" content="${edited}" />`);

  // Unpublished (after a confirmation), the public page answers the not-found view.
  await consoleArea.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(consoleArea.getByText(/^Unpublished\./)).toBeVisible();
  await visitor.goto(ARTICLE);
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect.poll(async () => (await visitor.request.get(ARTICLE)).status()).toBe(404);

  // Restored as it was: the original title and text, published.
  await consoleArea.getByLabel('Title').fill(original);
  await text.fill((await text.inputValue()).replace(`\n\nA sentence added in the console: ${edited}.`, ''));
  await consoleArea.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(consoleArea.getByText(/^Published\./)).toBeVisible();
  await visitor.goto(ARTICLE);
  await expect(visitor.getByRole('heading', { level: 1, name: original })).toBeVisible();

  // A redirect from a path nobody has to the article: the visitor is led on.
  const from = `/regional-video-${randomUUID().slice(0, 8)}`;
  await consoleArea.getByRole('link', { name: 'Back to the content list' }).click();
  await consoleArea.getByLabel('From path').fill(from);
  await consoleArea.getByLabel('To path').fill(ARTICLE);
  await consoleArea.getByRole('button', { name: 'Add the redirect' }).click();
  const redirects = consoleArea.getByRole('region', { name: 'Redirects from and to' });
  await expect(redirects.getByRole('row').filter({ hasText: from })).toContainText(ARTICLE);
  await visitor.goto(from);
  await expect(visitor).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: original })).toBeVisible();

  // Removed after a confirmation.
  await redirects.getByRole('button', { name: `Remove the redirect from ${from}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove it' }).click();
  await expect(redirects.getByRole('row').filter({ hasText: from })).toHaveCount(0);
});
