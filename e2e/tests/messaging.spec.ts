import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { DEMO, DEMO_PSYCHOLOGIST, signIn } from '../support/accounts';

// Secure messaging between the demo client (Alex) and the demo psychologist (Sam or Kai), who have a past
// and an upcoming session in the seed (spec §6: the client sees messaging). Two browser contexts,
// as two people on two machines; nothing is reloaded while they talk.
test.describe.configure({ mode: 'serial' });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };

let client: Page;
let psychologist: Page;

async function person(browser: Browser, email: string, home: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, email, { returnTo: home });
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Messages' });
const streamOpen = (page: Page) => expect(page.locator('body[data-messaging-stream="open"]')).toHaveCount(1);

/** Milliseconds from `action` until `seen` resolves: printed, never asserted (figures, not tests). */
async function timed(label: string, action: () => Promise<unknown>, seen: () => Promise<unknown>) {
  const started = Date.now();
  await action();
  await seen();
  const ms = Date.now() - started;
  console.log(`messaging e2e: ${label} in ${ms} ms`);
  return ms;
}

test.beforeAll(async ({ browser }) => {
  client = await person(browser, DEMO.client, '/account');
  psychologist = await person(browser, DEMO.psychologist, '/psychologists/account');
});

test.afterAll(async () => {
  await client?.context().close();
  await psychologist?.context().close();
});

test('the overlay opens from ?inbox=true, the parameter leaves the URL, and closing leaves it closed', async () => {
  await client.goto('/account?inbox=true&keep=1');
  await expect(overlay(client)).toBeVisible();
  await expect(client).toHaveURL(/\/account\?keep=1$/);
  await overlay(client).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(client)).toBeHidden();
  await expect(client).toHaveURL(/\/account\?keep=1$/);
});

test('the client accepts the terms once and starts a conversation', async () => {
  await client.goto('/account?inbox=true');
  await expect(overlay(client).getByRole('heading', { name: 'Before you message your psychologist' })).toBeVisible();
  await expect(overlay(client)).toContainText('Lifeline on 13 11 14');
  await overlay(client).getByRole('button', { name: 'I understand — continue' }).click();
  await overlay(client).getByRole('button', { name: `Message ${DEMO_PSYCHOLOGIST.name}` }).click();
  await expect(overlay(client).getByRole('heading', { name: `Conversation with ${DEMO_PSYCHOLOGIST.name}` })).toBeVisible();
  await expect(client).not.toHaveURL(/inbox=/);
  // Terms once: closed and opened again, straight to the conversations.
  await overlay(client).getByRole('button', { name: 'Close' }).click();
  await client.goto('/account?inbox=true');
  await expect(overlay(client).getByTestId('conversation')).toHaveCount(1);
  await expect(overlay(client).getByRole('heading', { name: 'Before you message your psychologist' })).toHaveCount(0);
});

test('client and psychologist see each other’s messages without reloading: badge, tab title, toast, read state', async () => {
  await overlay(client).getByTestId('conversation').click();
  await streamOpen(client);
  await psychologist.goto('/psychologists/account');
  await streamOpen(psychologist);
  // The practice home names itself ("Welcome back, … — Harbour") once it has loaded; read the title after that.
  await expect(psychologist).toHaveTitle(/ — Harbour$/);
  const originalTitle = await psychologist.title();

  await timed(
    'client → psychologist (toast and header badge)',
    async () => {
      await overlay(client).getByLabel(`Message to ${DEMO_PSYCHOLOGIST.firstName}`).fill('Hello Sam, this is Alex.');
      await overlay(client).getByRole('button', { name: 'Send' }).click();
    },
    () => expect(psychologist.getByText('New message from Alex: Hello Sam, this is Alex.')).toBeVisible(),
  );
  await expect(psychologist.getByTestId('header-unread')).toHaveText('1');
  await expect(psychologist).toHaveTitle(`New message | ${originalTitle}`);
  await expect(psychologist.locator('link[rel~="icon"][data-unread-badge="#B37C37"]')).toHaveCount(1);
  await expect(overlay(client).getByTestId('read-state').last()).toHaveText('Sent');

  // The psychologist opens the inbox from the header: the indicator is dismissed, the message read.
  await psychologist.getByTestId('header-inbox').click();
  await expect(psychologist).toHaveTitle(originalTitle);
  await expect(overlay(psychologist).getByTestId('conversation')).toContainText('Hello Sam, this is Alex.');
  await timed(
    'read receipt reaches the client',
    () => overlay(psychologist).getByTestId('conversation').click(),
    () => expect(overlay(client).getByTestId('read-state').last()).toHaveText('Read'),
  );
  await expect(psychologist.getByTestId('header-unread')).toHaveCount(0);

  await timed(
    'psychologist → client (in the open chat)',
    async () => {
      await overlay(psychologist).getByLabel('Message to Alex').fill('Hi Alex, good to hear from you.');
      await overlay(psychologist).getByRole('button', { name: 'Send' }).click();
    },
    () => expect(overlay(client).getByTestId('chat-log')).toContainText('Hi Alex, good to hear from you.'),
  );
});

test('a blocked client can read but not send, and is told why', async () => {
  await overlay(psychologist).getByRole('button', { name: 'Block Alex' }).click();
  await psychologist.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(overlay(client).getByTestId('cannot-send')).toHaveText(
    'Your psychologist has blocked messages from you in this conversation. You can still read the messages here.',
  );
  await expect(overlay(client).getByLabel(`Message to ${DEMO_PSYCHOLOGIST.firstName}`)).toHaveCount(0);
  await expect(overlay(client).getByTestId('chat-log')).toContainText('Hello Sam, this is Alex.');
  await overlay(psychologist).getByRole('button', { name: 'Unblock Alex' }).click();
  await psychologist.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(overlay(client).getByLabel(`Message to ${DEMO_PSYCHOLOGIST.firstName}`)).toBeVisible();
});

test('the overlay at 390 px has no serious or critical accessibility violation', async () => {
  const results = await new AxeBuilder({ page: client }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('?message=RescheduleSession_{sessionId} shows the reschedule modal in the conversation context', async () => {
  await client.goto(`/account?message=RescheduleSession_${DEMO_PSYCHOLOGIST.upcomingSessionId}`);
  await expect(client.getByRole('dialog', { name: 'Reschedule session' })).toBeVisible();
  await expect(client).not.toHaveURL(/message=/);
  const reschedule = client.getByRole('dialog', { name: 'Reschedule session' });
  await expect(reschedule.getByText(/^Now: /)).toBeVisible();
  // The demo psychologist has weekday hours in the seed, so booking offers free times.
  const firstTime = reschedule.getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  await firstTime.focus();
  await client.keyboard.press('Space');
  await expect(firstTime).toBeChecked();
  await reschedule.getByRole('button', { name: 'Continue' }).focus();
  await client.keyboard.press('Enter');
  await expect(reschedule.getByRole('heading', { name: 'Move this session?' })).toBeFocused();
  const results = await new AxeBuilder({ page: client }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Not confirmed here: other journeys share the seeded session (the move itself is proven by the
  // API's booking tests and the modal's component test).
  await reschedule.getByRole('button', { name: 'Change time' }).click();
  await expect(reschedule.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
  await expect(firstTime).toBeChecked();
});
