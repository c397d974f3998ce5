import { expect, test, type Browser, type Page } from '../support/fixtures';
import { accessTokenOf, registerClient, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createSession } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// What stopped a newcomer, each checked as a person meets it: at a phone's 390 px and a laptop's
// 1280 px, with axe on every page state.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const WIDTHS = [
  ['390 px', PHONE],
  ['1280 px', LAPTOP],
] as const;

test.afterAll(closeE2eDatabase);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('support hub', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`a question narrows the answers, best first, and nothing found offers the contact form (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const all = ((await (await page.request.get('/api/content/faqs')).json()) as { faqs: unknown[] }).faqs.length;
      await page.goto('/support-hub');
      await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('how do I cancel a session');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('faq-summary')).toContainText('for “how do I cancel a session”');
      const questions = page.locator('details summary');
      await expect(questions.first()).toHaveText('Can I reschedule or cancel a session?');
      expect(await questions.count()).toBeLessThan(all / 3);
      await expect(page.getByRole('heading', { level: 2, name: 'Best matches' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zebra crossing quantum');
      await page.keyboard.press('Enter');
      await expect(page.getByText('No answers match “zebra crossing quantum”')).toBeVisible();
      await expect(page.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the "Ask a question" button covers no answer at 390 px, the first one included, wherever the page is scrolled', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/support-hub');
    const launcher = page.getByRole('button', { name: 'Ask a question' });
    const answers = page.locator('details summary');
    await expect(answers.first()).toBeVisible();
    const count = await answers.count();
    const bottom = await page.evaluate(() => Math.floor(document.documentElement.scrollHeight - window.innerHeight));
    for (const scroll of [0, Math.floor(bottom / 2), bottom]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect.poll(() => page.evaluate(() => Math.floor(window.scrollY))).toBe(scroll);
      const button = (await launcher.boundingBox())!;
      for (let i = 0; i < count; i++) {
        const answer = (await answers.nth(i).boundingBox())!;
        expect(overlaps(button, answer), `the launcher overlaps answer ${i + 1} at scroll ${scroll}`).toBe(false);
      }
    }
  });
});

test.describe('the header', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`a visitor sees Sign up beside Sign in, and it leads to the sign-up form (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = page.getByRole('banner');
      const signUp = banner.getByRole('link', { name: 'Sign up' });
      await expect(signUp).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // Both fit: nothing pushed off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const box = (await signUp.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeViolations(page);
      await signUp.click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    });
  }

  test('the crisis line has no stray spaces around its numbers', async ({ page }) => {
    await page.goto('/get-matched');
    const strip = page.getByRole('complementary', { name: 'Crisis support' });
    await expect(strip).toContainText('In an emergency call 000; for crisis support call Lifeline on 13 11 14.');
    // The links sit tight against the punctuation after them: no padding shows as a space.
    const gaps = await strip.evaluate((element) =>
      [...element.querySelectorAll('a')].map((link) => {
        const after = link.nextSibling!;
        const range = document.createRange();
        range.setStart(after, 0);
        range.setEnd(after, 1);
        const text = document.createRange();
        text.selectNodeContents(link);
        return range.getBoundingClientRect().left - text.getBoundingClientRect().right;
      }),
    );
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(1);
  });
});

test('get-matched shows each step’s title once, as the heading that names its choices', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/get-matched');
  await expect(page.getByRole('group', { name: 'Who are the sessions for?' })).toBeVisible();
  await expect(page.getByText('Who are the sessions for?', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Who are the sessions for?' })).toHaveCount(1);
  await page.getByLabel('Me (Individual)').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like help with?' })).toBeFocused();
  await expect(page.getByText('What would you like help with?', { exact: true })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test.describe('consent at sign-up', () => {
  for (const [label, viewport] of WIDTHS) {
    test(`the form asks for agreement to the terms and privacy policy before anything is sent (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/users/register/')) posts.push(request.url());
      });
      const email = uniqueEmail('consent');
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Casey');
      await page.getByLabel('Last name').fill('Newcomer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Postcode').fill('2000');
      await page.getByLabel('Password').fill('Journey-pass-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      const box = page.getByRole('checkbox', { name: /^I agree to the terms of use/ });
      await expect(box).toBeFocused();
      await expect(box).toHaveAccessibleDescription('Agree to the terms of use and the privacy policy to create an account.');
      await expect(page.getByRole('link', { name: /^terms of use/ })).toHaveAttribute('href', '/terms');
      await expect(page.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute('href', '/privacy');
      await expectNoSeriousAxeViolations(page);
      expect(posts).toEqual([]);

      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      expect(posts).toHaveLength(1);
    });
  }

  test('the API refuses a sign-up without agreement: 422 naming the field, and no code is sent', async ({ page }) => {
    const email = uniqueEmail('no.consent');
    for (const kind of ['patient', 'psychologist', 'gp']) {
      const answer = await page.request.post(`/api/users/register/${kind}`, {
        data: { email, password: 'Journey-pass-2026', firstName: 'Casey', lastName: 'Newcomer', postcode: '2000', providerNumber: '4024742F' },
      });
      expect(answer.status()).toBe(422);
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty('acceptedTermsVersion');
    }
    const outbox = (await (await page.request.get(`/api/notifications/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] };
    expect(outbox.messages).toEqual([]);
  });
});

test.describe('the directory puts the visitor’s country first', () => {
  async function firstCard(browser: Browser, timezoneId: string) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, timezoneId });
    const page = await context.newPage();
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/users/psychologists/list') && response.status() === 200);
    await page.goto('/find-a-psychologist');
    const answer = (await (await listed).json()) as { psychologists: { firstName: string; lastName: string; state: string }[] };
    const first = answer.psychologists[0];
    // What the visitor sees first is that psychologist.
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toContainText(`${first.firstName} ${first.lastName}`);
    return { page, context, first };
  }

  test('an Australian visitor’s first result is an Australian psychologist; a New Zealander’s is from New Zealand', async ({ browser }) => {
    const australian = await firstCard(browser, 'Australia/Perth');
    expect(australian.first.state).not.toBe('NZ');
    await expect(australian.page.getByRole('article').first()).not.toContainText(' · NZ');
    await expectNoSeriousAxeViolations(australian.page);
    await australian.context.close();

    const newZealander = await firstCard(browser, 'Pacific/Auckland');
    expect(newZealander.first.state).toBe('NZ');
    await newZealander.context.close();
  });
});

test('the site has an icon: /favicon.ico and the one the page head names', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto('/');
  const href = await page.locator('link[rel~="icon"]').first().getAttribute('href');
  const named = await page.request.get(href!);
  expect(named.status()).toBe(200);
  expect(named.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test.describe('the header’s Messages button', () => {
  /** A new client with a session booked with a directory psychologist, who has sent them one message. */
  async function clientWithUnreadMessage(browser: Browser, page: Page) {
    const psychologistEmail = 'psychologist.07@directory.harbour.test';
    const client = await registerClient(page.request);
    await createSession(client.email, psychologistEmail, 3 * 24 * 60);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const practice = await context.newPage();
    await signIn(practice, psychologistEmail);
    const headers = { authorization: `Bearer ${await accessTokenOf(practice)}` };
    const me = (await (await practice.request.get('/api/users/profile/psychologist', { headers })).json()) as { userId: string };
    await signIn(page, client.email, { password: client.password, returnTo: '/account' });
    const clientHeaders = { authorization: `Bearer ${await accessTokenOf(page)}` };
    const clientId = ((await (await page.request.get('/api/users/profile/patient', { headers: clientHeaders })).json()) as { userId: string }).userId;
    const created = await practice.request.post('/api/messaging/conversations', {
      headers,
      data: {
        participants: [
          { participantUserId: me.userId, participantUserType: 'psychologist' },
          { participantUserId: clientId, participantUserType: 'client' },
        ],
      },
    });
    expect([200, 201]).toContain(created.status());
    const { conversationId } = (await created.json()) as { conversationId: string };
    const sent = await practice.request.post(`/api/messaging/conversations/${conversationId}/messages`, { headers, data: { message: 'Hello, see you on Thursday.' } });
    expect(sent.status()).toBe(201);
    // The client has read the messaging terms before (once), so the chat opens straight away.
    expect((await page.request.post('/api/messaging/messaging/terms/accept', { headers: clientHeaders })).status()).toBeLessThan(300);
    await context.close();
  }

  test('is named by what it shows (no axe violation at 390 or 1280 px), and its badge goes down once the message is read', async ({ browser, page }) => {
    test.slow();
    await clientWithUnreadMessage(browser, page);
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/account');
      const button = page.getByRole('banner').getByRole('button', { name: 'Messages 1 unread' });
      await expect(button).toBeVisible();
      await expect(button).toContainText('Messages1');
      await expectNoSeriousAxeViolations(page);
    }

    await page.getByRole('banner').getByRole('button', { name: /^Messages/ }).click();
    const inbox = page.getByRole('dialog', { name: 'Messages' });
    await inbox.getByTestId('conversation').click();
    await expect(inbox.getByTestId('chat-log')).toContainText('Hello, see you on Thursday.');
    await expect(page.getByTestId('header-unread')).toHaveCount(0);
    await inbox.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

    // Still read on the next page and after a reload: the server has it.
    await page.goto('/account/sessions');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(page.getByTestId('header-unread')).toHaveCount(0);
  });
});
