import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, fillSignInForm, latestCodeFor, registerClient, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { closeE2eDatabase } from '../support/database';
import { codeJustSent, codeSentAMinuteAgo } from '../support/registrations';
import { answerStepUpDialog } from '../support/step-up';

test.afterAll(closeE2eDatabase);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
}

const outboxFor = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/api/notifications/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { subject: string; text: string; kind: string }[] }).messages;

/** A sign-up started through the public API and left waiting for its code. */
async function startSignUp(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('waiting');
  const { version } = (await (await request.get('/api/users/register/terms')).json()) as { version: string };
  const started = await request.post('/api/users/register/patient', { data: { email, password: 'Journey-pass-2026', firstName: 'Wren', lastName: 'Waiting', postcode: '2000', acceptedTermsVersion: version } });
  expect(started.status()).toBe(201);
  return email;
}

test('support: an enquiry from the contact page is assigned, answered by email and resolved; a sign-up gets a new code; a client’s account is closed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Made by this journey, never the demo accounts: a sign-up waiting for its code, a client to close.
  const waiting = await startSignUp(page.request);
  const client = await registerClient(page.request);
  const sender = uniqueEmail('enquirer');

  // A visitor writes on the public contact page.
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(sender);
  await page.getByLabel('What is it about?').selectOption({ label: 'My account and signing in' });
  await page.getByLabel('Your message').fill('I cannot sign in since yesterday. Can you help?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  const reference = (await page.getByTestId('enquiry-reference').textContent())!;

  // The administrator finds it in the inbox.
  await signIn(page, DEMO.admin, { returnTo: '/admin' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('link', { name: /^Support inbox/ }).click();
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await consoleArea.getByLabel('Show').selectOption({ label: 'New' });
  const card = consoleArea.getByRole('article', { name: `${reference}: My account and signing in` });
  await expect(card).toContainText(sender);
  await axeAtBothWidths(page);

  // To another administrator (the one of another demo world), then back to me.
  const colleague = DEMO.colleagueAdmin;
  await card.getByRole('combobox', { name: 'Assign to' }).selectOption({ label: colleague });
  await card.getByRole('button', { name: 'Assign', exact: true }).click();
  await consoleArea.getByLabel('Show').selectOption({ label: 'All enquiries' });
  await expect(card).toContainText(`Assigned (${colleague})`);
  await card.getByRole('button', { name: 'Assign to me' }).click();
  await expect(card).toContainText(`Assigned (${DEMO.admin})`);

  await card.getByRole('textbox', { name: `Reply by email to ${sender}` }).fill('We have unlocked your account; please try again.');
  await card.getByRole('button', { name: 'Send the reply' }).click();
  await expect(card.getByRole('region', { name: `Replies to ${reference}` })).toContainText('We have unlocked your account; please try again.');
  const reply = (await outboxFor(page.request, sender)).find((m) => m.kind === 'enquiry-reply');
  expect(reply?.subject).toContain(reference);
  expect(reply?.text).toContain('We have unlocked your account; please try again.');

  await card.getByRole('button', { name: 'Resolve' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Resolve ${reference}?` });
  await axeAtBothWidths(page);
  await confirm.getByRole('button', { name: 'Resolve' }).click();
  await expect(card).toContainText('Resolved');
  await expect(card.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  // People: the freshly registered client is found by email and closed behind the typed email and a fresh code.
  await page.goto('/admin/people');
  await consoleArea.getByLabel('Email', { exact: true }).fill(client.email);
  await consoleArea.getByLabel('Email', { exact: true }).press('Enter');
  await expect(consoleArea.getByRole('definition').filter({ hasText: `${client.email} (verified)` })).toBeVisible();
  await consoleArea.getByRole('button', { name: 'Close the account' }).click();
  const closing = page.getByRole('dialog', { name: 'Close the account of Riley Tester' });
  await closing.getByLabel(`Type ${client.email} to confirm`).fill(client.email);
  await axeAtBothWidths(page);
  await closing.getByRole('button', { name: 'Close the account' }).click();
  await answerStepUpDialog(page);
  await expect(consoleArea.getByText(/The account of Riley Tester is closed\. Its clinical records are kept until/)).toBeVisible();
  await axeAtBothWidths(page);

  // The waiting sign-up: no account yet, so the page offers a new code. Registration's own limit
  // (one a minute since the last code) holds here too; then the minute passes. Both moments are set
  // in the database, so neither depends on how long the journey took to get here.
  // Pressed on the field itself: the code dialog that just closed gives focus back when it is done,
  // and on a busy machine that can be after the typing.
  await consoleArea.getByLabel('Email', { exact: true }).fill(waiting);
  await consoleArea.getByLabel('Email', { exact: true }).press('Enter');
  await expect(consoleArea.getByText(`No account has the email address ${waiting}.`)).toBeVisible();
  expect(await latestCodeFor(page.request, waiting, 'registration-code')).toMatch(/^\d{6}$/);
  const resend = consoleArea.getByRole('button', { name: 'Resend the verification code' });
  await codeJustSent(waiting);
  await resend.click();
  await expect(consoleArea.getByRole('alert').filter({ hasText: 'A code was sent less than a minute ago.' })).toBeVisible();
  await codeSentAMinuteAgo(waiting);
  await resend.click();
  await expect(consoleArea.getByRole('status').filter({ hasText: `A new verification code was emailed to ${waiting}.` })).toBeVisible();
  expect((await outboxFor(page.request, waiting)).filter((m) => m.kind === 'registration-code')).toHaveLength(2);
  await axeAtBothWidths(page);

  // The closed client can no longer sign in.
  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await fillSignInForm(visitor, client.email, client.password);
  await expect(visitor.getByText('The email or password is incorrect.')).toBeVisible();
  await visitor.close();
});
