import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Phone width: most first visits to content come from a search on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test('a content page: footer → About → a link inside the page → Privacy, each with its heading and tab title', async ({ page }) => {
  await page.goto('/');
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Harbour' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we do' })).toBeVisible();
  await expect(page).toHaveTitle('About Harbour — Harbour');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'How we handle your information' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeVisible();
  await expect(page.getByText('7 years after your last session')).toBeVisible();
});

test('a page with children, and the practitioners’ landing at /psychologists', async ({ page }) => {
  await page.goto('/medicare');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicare and your sessions' })).toBeVisible();
  await page.getByRole('region', { name: 'In this section' }).getByRole('link', { name: 'The review after six sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The review after six sessions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Medicare and your sessions' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/psychologists');
  await expect(page.getByRole('heading', { level: 1, name: 'For psychologists' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find a psychologist' }).click();
  await expect(page).toHaveURL(/\/find-a-psychologist$/);
});

test('a section list → an article → its author, each readable at phone width', async ({ page }) => {
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  // Newest first.
  await expect(cards.first()).toContainText('Nervous about your first session?');
  await expect(cards.first()).toContainText('2 October 2026');
  await expectNoSeriousAxeViolations(page);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/education\/first-session-nerves$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nervous about your first session?' })).toBeVisible();
  await expect(page.getByText('Published 2 October 2026')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Tom Nguyen' }).click();
  await expect(page).toHaveURL(/\/author\/tom-nguyen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tom Nguyen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles by Tom Nguyen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Talking with your teenager about how they are feeling' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A page past the end of the list says so and leads back.
  await page.goto('/education?page=5');
  await expect(page.getByText('There is no page 5 of this list.')).toBeVisible();
});

test('an unknown article shows "Page Not Found" with its path', async ({ page }) => {
  await page.goto('/research/no-such-study');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/research/no-such-study')).toBeVisible();
});

test('family and domestic violence: the quick exit is reachable by keyboard, leaves the site, and Back does not return', async ({ page }) => {
  // Test double at the edge: the neutral site is on the internet, which the test machine cannot
  // reach; Playwright answers its address instead. Everything before it is the real portal.
  await page.route('https://www.bom.gov.au/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }));
  await page.goto('/');
  await footerLink(page, 'Family and domestic violence').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family and domestic violence support' })).toBeVisible();
  const exit = page.getByRole('button', { name: 'Leave this site' });
  await expect(exit).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Keyboard: Tab from the top of the page reaches it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+Tab');
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await exit.evaluate((button) => button === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('https://www.bom.gov.au/');
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/family-domestic-violence/);
  await expect(page).toHaveURL(/\/$/);
});

test('on the family and domestic violence page, Escape also leaves', async ({ page }) => {
  await page.route('https://www.bom.gov.au/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }));
  await page.goto('/family-domestic-violence');
  await expect(page.getByRole('button', { name: 'Leave this site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('https://www.bom.gov.au/');
});
