import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// The GP area at phone width, by keyboard: the demo psychologist writes to the
// demo GP, who sees the letter unread on their home and correspondence pages, reads it (marked
// read), downloads its PDF and replies, and the psychologist reads the reply; the GP's practice
// locations; and the public /gp page's call to action.
const phone = { width: 390, height: 844 };

test.describe('GP area at phone width', () => {
  test.describe.configure({ mode: 'serial' });
  let gp: { context: BrowserContext; page: Page };
  let unreadBefore = 0;
  const unreadText = (n: number) => (n === 1 ? 'You have 1 unread letter.' : `You have ${n} unread letters.`);

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, DEMO.psychologist, { returnTo: '/psychologists/account/correspondence' });
    await page.getByRole('combobox', { name: /^Patient/ }).selectOption({ label: 'Alex Client' });
    await page.getByRole('combobox', { name: /^Template/ }).selectOption({ label: 'Report to the GP after the 6th session' });
    await page.getByLabel("GP's name").fill('Dr Jordan General');
    await page.getByLabel("GP's email").fill(DEMO.gp);
    await page.getByRole('button', { name: 'Send letter' }).click();
    await expect(page.getByRole('list', { name: 'Sent letters' })).toContainText('(in their Harbour area)');
    await context.close();

    gp = { context: await browser.newContext({ viewport: phone }), page: undefined as unknown as Page };
    gp.page = await gp.context.newPage();
    await signIn(gp.page, DEMO.gp, { returnTo: '/gp/account' });
  });
  test.afterAll(async () => {
    await gp?.context.close();
  });

  test('the home counts the unread letter and links to correspondence', async () => {
    const { page } = gp;
    const count = page.getByText(/^You have \d+ unread letters?\.$/);
    await expect(count).toBeVisible();
    unreadBefore = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
    expect(unreadBefore).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'See your referrals' })).toHaveAttribute('href', '/gp/account/referrals');
    await expectNoSeriousAxeViolations(page);
    const link = page.getByRole('link', { name: 'Read your correspondence' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Correspondence', level: 1 })).toBeVisible();
  });

  test('reads the letter by keyboard (marked read), downloads its PDF and replies', async () => {
    const { page } = gp;
    // Newest first: the letter just sent heads the list, unread.
    const item = page.getByRole('list', { name: 'Letters' }).getByRole('listitem').first();
    const title = 'Re: Alex Client';
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(`Unread: ${title}`);
    await expectNoSeriousAxeViolations(page);
    await item.getByRole('button', { name: `Read “${title}”` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Dear Dr Jordan General,')).toBeVisible();
    // Marked read: this letter's heading no longer says "Unread".
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(title);
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: `PDF of “${title}”` }).click()]);
    const { text } = await new PDFParse({ data: await readFile((await download.path())!) }).getText();
    expect(text).toContain('Dear Dr Jordan General,');

    // Reply by keyboard: a blank reply is named, then a written one is sent.
    await item.getByRole('button', { name: 'Send reply' }).focus();
    await page.keyboard.press('Enter');
    await expect(item.getByRole('alert').filter({ hasText: 'Write your reply.' })).toBeVisible();
    await item.getByLabel(/^Your reply to /).fill('Thank you, I will see Alex next week.');
    await expectNoSeriousAxeViolations(page);
    await item.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(/^Reply sent to /)).toBeVisible();

    await page.goto('/gp/account');
    await expect(page.getByText(unreadText(unreadBefore - 1))).toBeVisible();
  });

  test('the psychologist reads the GP’s reply under their sent letter', async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, DEMO.psychologist, { returnTo: '/psychologists/account/correspondence' });
    const letter = page.getByRole('list', { name: 'Sent letters' }).getByRole('listitem').filter({ hasText: 'to Dr Jordan General' }).first();
    const reply = letter.getByRole('blockquote', { name: 'Reply from Dr Jordan General' });
    await expect(reply).toContainText('Thank you, I will see Alex next week.');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  test('the profile refuses a wrong provider-number check character with the message, then saves a good one', async () => {
    const { page } = gp;
    await page.goto('/gp/account/profile');
    const provider = page.getByLabel('Provider number for this practice location');
    await expect(provider).not.toHaveValue('');
    const original = await provider.inputValue();
    await provider.fill('2547611X');
    await expectNoSeriousAxeViolations(page);
    await provider.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.' })).toBeVisible();
    // The message is also tied to the field itself.
    await expect(provider).toHaveAttribute('aria-invalid', 'true');
    await expect(provider).toHaveValue('2547611X');
    await provider.fill('4024742F');
    await provider.press('Enter');
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Provider number for this practice location')).toHaveValue('4024742F');
    // Put the demo GP's number back for other journeys.
    await page.getByLabel('Provider number for this practice location').fill(original);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.').first()).toBeVisible();
  });

  test('a second practice location, by keyboard: its provider number is checked, then chosen when sending a referral', async () => {
    const { page } = gp;
    await page.goto('/gp/account/profile');
    const add = page.getByRole('button', { name: 'Add a practice location' });
    await add.focus();
    await page.keyboard.press('Enter');
    const row = page.getByRole('group', { name: 'Practice location 2' });
    await expect(row.getByLabel('Practice name')).toBeFocused();
    await page.keyboard.type('Hill Street Surgery');
    await row.getByLabel('Provider number').fill('7654322K');
    await page.getByRole('button', { name: 'Save profile' }).click();
    // The wrong check character is named on that row, which takes focus.
    await expect(row.getByText('That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.')).toBeVisible();
    await expect(row.getByLabel('Provider number')).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('7654322J');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Practice location 2' }).getByLabel('Provider number')).toHaveValue('7654322J');

    await page.goto('/gp/account/send-referral');
    const form = page.getByRole('form', { name: 'Send a referral' });
    await form.getByLabel('Practice location').selectOption({ label: 'Hill Street Surgery (7654322J)' });
    await form.getByLabel('First name').fill('Lee');
    await form.getByLabel('Last name').fill('Hillside');
    await form.getByLabel('Email').fill(`hillside-${Date.now()}@example.com`);
    await form.getByLabel(/^Reason for referral/).fill('Panic attacks since moving house.');
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Send referral' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Referral sent.' })).toContainText('Lee Hillside');
    await expect(form.getByLabel('Practice location')).toHaveValue('7654322J');

    // Remove it again (other journeys expect the demo GP's one location); focus returns to the add button.
    await page.goto('/gp/account/profile');
    await page.getByRole('button', { name: 'Remove Hill Street Surgery' }).click();
    await expect(add).toBeFocused();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('other-location')).toHaveCount(0);
  });

  test("a new GP's first page links to their first steps", async () => {
    const { page } = gp;
    await page.goto('/gp/account/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbour' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Check your practice and provider number' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });

  test('the public /gp page shows how to refer and its sign-up call to action', async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto('/gp');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer your patients to a Harbour psychologist' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Create your GP account' }).click();
    await expect(page).toHaveURL(/\/gp\/signup$/);
    await context.close();
  });
});
