import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

const outboxFor = async (page: Page, to: string) =>
  ((await (await page.request.get(`/api/notifications/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { subject: string; text: string; kind: string }[] }).messages;

test('by keyboard at phone width: the contact form explains what is missing, then sends to the outbox and shows the reference', async ({ page }) => {
  const email = `contact-${randomUUID()}@example.com`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Sent empty: each field says what it needs and focus lands on the first one.
  await page.getByRole('button', { name: 'Send message' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter your email address so we can reply.')).toBeVisible();
  await expect(page.getByText('Choose what your message is about.')).toBeVisible();
  await expect(page.getByText('Enter your message.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('What is it about?')).toBeFocused();
  await page.getByLabel('What is it about?').selectOption({ label: 'Payments and Medicare' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your message')).toBeFocused();
  await page.keyboard.type('How do I add my Medicare referral before my first session?');
  // The honeypot is out of the tab order: the next stop is the Send button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  const reference = (await page.getByTestId('enquiry-reference').textContent())!;
  expect(reference).toMatch(/^H-[A-Z0-9]{6}$/);
  await expectNoSeriousAxeViolations(page);
  const sent = (await outboxFor(page, 'support@harbour.test')).find((m) => m.subject.includes(reference));
  expect(sent?.kind).toBe('contact-enquiry');
  expect(sent?.text).toContain(`From: Ada Lovelace <${email}>`);
});

test('the 6th message in a minute is refused with a clear message, and everything typed stays', async ({ page }) => {
  const email = `busy-${randomUUID()}@example.com`;
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post('/api/content/contact', { data: { name: 'Busy Bee', email, topic: 'other', message: `Message number ${i + 1} from the same address.` } });
    expect(response.status()).toBe(201);
  }
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Busy Bee');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('What is it about?').selectOption('booking');
  await page.getByLabel('Your message').fill('A sixth message within the same minute.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have sent 5 messages' })).toHaveText('You have sent 5 messages in the last minute from this email address. Please wait a minute, then try again.');
  await expect(page.getByLabel('Your name')).toHaveValue('Busy Bee');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Your message')).toHaveValue('A sixth message within the same minute.');
});

test('a bot that fills the hidden field is told "sent", and nothing reaches the outbox', async ({ page }) => {
  const email = `bot-${randomUUID()}@example.com`;
  await page.goto('/contact');
  await expect(page.getByTestId('honeypot')).toHaveAttribute('aria-hidden', 'true');
  await page.getByLabel('Your name').fill('Totally Human');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('What is it about?').selectOption('other');
  await page.getByLabel('Your message').fill('Buy cheap things at our wonderful shop.');
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  const reference = (await page.getByTestId('enquiry-reference').textContent())!;
  expect((await outboxFor(page, 'support@harbour.test')).some((m) => m.subject.includes(reference) || m.text.includes(email))).toBe(false);
});

test('an organisation sends a partner enquiry and sees it was received', async ({ page }) => {
  await page.goto('/organisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner with Harbour' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Work email address').fill(`grace-${randomUUID()}@fund.example`);
  await page.getByLabel('Organisation', { exact: true }).fill('Example Health Fund');
  await page.getByLabel('Kind of organisation').selectOption({ label: 'Health fund' });
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('How would you like to work with us?').fill('We would like to offer funded sessions to our members.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Enter a valid phone number, e.g. 02 9876 5432, or leave it empty.')).toBeVisible();
  await page.getByLabel('Phone').fill('02 9876 5432');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeVisible();
  await expect(page.getByText('Our partnerships team has your enquiry for Example Health Fund')).toBeVisible();
  const reference = (await page.getByTestId('enquiry-reference').textContent())!;
  expect((await outboxFor(page, 'partners@harbour.test')).some((m) => m.subject.includes(reference))).toBe(true);
});
