import { expect, test } from '../support/fixtures';
import { registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { acceptAndBook, chooseTimeClearOfNotice, price } from '../support/checkout';
import { directoryPsychologistsOnly } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// A client turns on texts in their settings, books, and the booking confirmation is texted: under
// the e2e stack (as under npm start) texts go to the local SMS sink on the development outbox page.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Australia/Perth' });
test.afterAll(closeE2eDatabase);

interface SinkText {
  id: string;
  to: string;
  body: string;
  kind: string;
}

test('a client turns on text messages in settings and the booking confirmation appears in the SMS sink', async ({ page }) => {
  test.setTimeout(150_000);
  const from = new Date();
  const found = await page.request.post('/api/users/psychologists/search-for-availability', {
    data: { from: from.toISOString(), to: new Date(from.getTime() + 14 * 86_400_000).toISOString(), timeZone: 'Australia/Perth', durationMinutes: 50, slotsPerPsychologist: 5, pageSize: 100 },
  });
  const { psychologists } = (await found.json()) as { psychologists: { psychologistId: string; timeZone: string; slots: unknown[] }[] };
  // The last listed: the checkout journeys book the first ones' first times.
  const psychologistId = (await directoryPsychologistsOnly(psychologists.filter((p) => p.slots.length > 0 && p.timeZone.startsWith('Australia/')).map((p) => p.psychologistId))).at(-1)!;

  const { email, password } = await registerClient(page.request);
  await signIn(page, email, { returnTo: '/account/settings', password });
  const texts = page.getByRole('region', { name: 'Text messages' });
  await expect(texts.getByText('Replying STOP to one of our texts does not work yet.', { exact: false })).toBeVisible();
  await texts.getByRole('checkbox', { name: /Text me about my sessions/ }).check();
  await texts.getByRole('button', { name: 'Save text messages' }).click();
  await expect(texts.getByText('Enter your mobile number.')).toBeVisible(); // asked before anything is sent
  await texts.getByRole('textbox', { name: 'Mobile number' }).fill('(02) 9999 9999');
  await texts.getByRole('button', { name: 'Save text messages' }).click();
  await expect(texts.getByText('Enter an Australian mobile number, like 0412 345 678 or +61 412 345 678.')).toBeVisible();
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const mobile = `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`; // a mobile range; random, so this run's texts are its own
  await texts.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await texts.getByRole('button', { name: 'Save text messages' }).click();
  await expect(texts.getByRole('status')).toHaveText(`Texts are on: we will text ${mobile}.`);
  await expectNoSeriousAxeViolations(page);

  // Book with nothing to pay (DVA), so no card is needed.
  await page.goto(`/book/availability?psychologistId=${psychologistId}&fundingRoute=DVA`);
  await chooseTimeClearOfNotice(page);
  await page.getByRole('button', { name: 'Hold this time and continue' }).click();
  await page.getByLabel('DVA card colour').selectOption('Gold');
  await page.getByLabel('DVA file number').fill('NX123456');
  await page.getByRole('button', { name: 'Update my price' }).click();
  await expect(price(page)).toHaveText(/Out-of-pocket\s*\$0\.00/);
  const sessionId = await acceptAndBook(page);

  // The sink, as the API lists it and as the development outbox page shows it.
  let confirmation: SinkText | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/notifications/outbox/sms?to=${encodeURIComponent(mobile)}`);
      confirmation = ((await answer.json()) as { messages: SinkText[] }).messages.find((m) => m.kind === 'session-booked');
      return confirmation?.body;
    })
    .toContain(`/account/sessions/${sessionId}`);
  expect(confirmation!.to).toBe(`+61412${digits}`);
  expect(confirmation!.body).toMatch(/is booked for \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AWST\./);
  await page.goto(`/api/notifications/outbox/page?to=${encodeURIComponent(mobile)}`);
  await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible();
  await expect(page.getByText(`/account/sessions/${sessionId}`, { exact: false })).toBeVisible();
});
