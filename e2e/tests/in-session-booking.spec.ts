import { DEMO, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSession, sessionsOfPatient } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(closeE2eDatabase);

test('the psychologist books the next session in-session with the client’s new card; the client sees it (390 px, axe)', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const client = await registerClient(request);
  // A session that started 10 minutes ago: the in-session booking window is open.
  const current = await createSession(client.email, DEMO.psychologist, -10);

  await signIn(page, DEMO.psychologist, { returnTo: `/session/new/${current}/end` });
  await expect(page.getByRole('heading', { name: 'Book the next session' })).toBeVisible();
  await expect(page.getByText('With Riley Tester, 50 minutes. Times are on Riley’s clock (Australia/Sydney).')).toBeVisible();
  const time = page.getByLabel('Time of the next session');
  await expect(time.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a time for the next session.');
  const chosen = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(chosen!);
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page.getByRole('region', { name: 'Riley’s price' }).or(page.getByLabel('Riley’s price'))).toContainText('Session fee');
  await expect(page.getByText(/is held until/)).toBeVisible();

  // No card yet: the client types a Stripe test card on the psychologist's screen (test mode).
  await expect(page.getByRole('heading', { name: 'Test mode: add a test card for Riley' })).toBeVisible();
  await page.getByLabel('Test card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save test card' }).click();
  await expect(page.getByText('Test mode: enter one of Stripe’s test card numbers')).toBeVisible();
  await page.getByLabel('Test card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save test card' }).click();
  await expect(page.getByLabel(/ending 4242/)).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Book next session' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm that Riley agrees to the cancellation policy.');
  await page.getByLabel('Riley agrees to the cancellation policy').check();
  await page.getByRole('button', { name: 'Book next session' }).click();
  await expect(page.getByRole('heading', { name: 'Next session booked' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Booked with Riley for' })).toBeVisible();

  const next = (await sessionsOfPatient(client.email)).find((s) => s._id !== current);
  expect(next).toMatchObject({ sessionStatus: 'Pending' });
  expect(next!.startsAt.toISOString()).toBe(new Date(chosen!).toISOString());

  // The client sees the new session (its confirmation page, the link their email carries).
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client.email, { returnTo: `/book/confirmation?sessionId=${next!._id}`, password: client.password });
  await expect(clientPage.getByRole('heading', { level: 1 })).toContainText(/booked/i);
  await expect(clientPage.getByText(/Sydney|AEDT|AEST/).first()).toBeVisible();
  await clientContext.close();
});

test('outside a session with the client the booking is refused with a clear reason', async ({ page, request }) => {
  const client = await registerClient(request);
  // Ended two hours ago: the window (until 30 minutes after the booked end) has closed.
  const old = await createSession(client.email, DEMO.psychologist, -120);
  await signIn(page, DEMO.psychologist, { returnTo: `/session/new/${old}/end` });
  const time = page.getByLabel('Time of the next session');
  await expect(time.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  await time.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'In-session booking is open only around a session with this client' })).toBeVisible();
  expect((await sessionsOfPatient(client.email)).length).toBe(1);
});
