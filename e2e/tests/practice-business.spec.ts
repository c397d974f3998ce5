import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { accessTokenOf, DEMO, DEMO_PSYCHOLOGIST, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// The practice's business pages as the demo psychologist, at desktop and phone
// width: an invoice and its PDF, a template letter to the GP, a custom booking the demo client
// accepts, and cancelling that session as the psychologist. Each width signs in once per person.
const A = '/psychologists/account';

async function signedIn(browser: Browser, email: string, viewport: { width: number; height: number }, returnTo: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, { returnTo });
  return { context, page };
}

async function pdfTextOf(path: string): Promise<string> {
  const { text } = await new PDFParse({ data: await readFile(path) }).getText();
  return text;
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`practice business at ${name} width`, () => {
    test.describe.configure({ mode: 'serial' });
    let psychologist: { context: BrowserContext; page: Page };
    let client: { context: BrowserContext; page: Page };
    let bookedSessionId: string;

    test.beforeAll(async ({ browser }) => {
      psychologist = await signedIn(browser, DEMO.psychologist, viewport, `${A}/settings`);
      client = await signedIn(browser, DEMO.client, viewport, '/account');
    });
    test.afterAll(async () => {
      await psychologist?.context.close();
      await client?.context.close();
    });

    test('sets the ABN in settings (a wrong checksum is named, nothing saved); the profile page opens', async () => {
      const { page } = psychologist;
      await page.goto(`${A}/settings`);
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      // The invoice details are one of the settings page's sections, each saved on its own.
      const invoice = page.getByRole('form', { name: 'Invoice details' });
      const abn = invoice.getByLabel('ABN');
      await abn.fill('51 824 753 557');
      await invoice.getByRole('button', { name: 'Save invoice details' }).click();
      await expect(invoice.getByRole('alert')).toContainText('This is not a valid ABN');
      await expect(abn).toHaveValue('51 824 753 557');
      await expectNoSeriousAxeViolations(page);
      await abn.fill('51 824 753 556');
      await invoice.getByRole('button', { name: 'Save invoice details' }).click();
      await expect(invoice.getByRole('status')).toHaveText('Invoice details saved.');
      await page.reload();
      await expect(page.getByLabel('ABN')).toHaveValue('51824753556');

      await page.goto(`${A}/profile`);
      await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('opens an invoice and downloads its PDF', async () => {
      const { page } = psychologist;
      await page.goto(`${A}/invoices`);
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      const table = page.getByRole('table', { name: 'Invoices' });
      await expect(table.getByRole('row').filter({ hasText: 'Alex Client' }).first()).toBeVisible();
      await expect(page.getByText(/invoices?: fees \$/)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await table.getByRole('row').filter({ hasText: 'Alex Client' }).filter({ hasText: '$220.00' }).first().getByRole('link').click();
      const heading = page.getByRole('heading', { name: /^Tax invoice HB-/ });
      await expect(heading).toBeVisible();
      const invoiceNumber = (await heading.textContent())!.replace('Tax invoice ', '').trim();
      await expect(page.getByText('GST-free health service')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
      const text = await pdfTextOf((await download.path())!);
      expect(text).toContain(`Tax invoice ${invoiceNumber}`);
      expect(text).toContain('Fee: $220.00');
      expect(text).toContain('Client pays: $220.00');
      expect(text).toContain('Medicare provider number: 2547611Y');
      expect(text).toContain('ABN: 51 824 753 556');
    });

    test('sends a template letter to the GP, who sees it', async ({ browser }) => {
      const { page } = psychologist;
      await page.goto(`${A}/correspondence`);
      await expect(page.getByRole('heading', { name: 'Correspondence', level: 1 })).toBeVisible();
      await page.getByRole('combobox', { name: /^Patient/ }).selectOption({ label: 'Alex Client' });
      await page.getByRole('combobox', { name: /^Template/ }).selectOption({ label: 'Report to the GP after the 6th session' });
      await expect(page.getByText('Placeholders in double braces')).toBeVisible();
      // Nothing lost on a refusal: the missing GP is named and the choices stay.
      await page.getByRole('button', { name: 'Send letter' }).click();
      await expect(page.getByRole('alert')).toContainText("Enter the GP's name.");
      await page.getByLabel("GP's name").fill(`Dr Jordan General (${name})`);
      await page.getByLabel("GP's email").fill(DEMO.gp);
      await page.getByLabel('Practice name (optional)').fill('Harbour Street Medical Centre');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Send letter' }).click();
      const sent = page.getByRole('list', { name: 'Sent letters' }).getByRole('listitem').filter({ hasText: `Dr Jordan General (${name})` });
      await expect(sent).toContainText('(in their Harbour area)');

      const [download] = await Promise.all([page.waitForEvent('download'), sent.getByRole('button').click()]);
      expect(await pdfTextOf((await download.path())!)).toContain(`Dear Dr Jordan General (${name}),`);

      // The GP's side (their area's page is a later issue): the letter is addressed to their account.
      const gpContext = await browser.newContext();
      const gpPage = await gpContext.newPage();
      await signIn(gpPage, DEMO.gp, { returnTo: '/gp/account' });
      const token = await accessTokenOf(gpPage);
      const received = await gpPage.request.get('/api/practice/gp/correspondence', { headers: { authorization: `Bearer ${token}` } });
      expect(received.status()).toBe(200);
      const { letters } = (await received.json()) as { letters: { gp: { name: string }; body: string }[] };
      expect(letters.find((l) => l.gp.name === `Dr Jordan General (${name})`)?.body).toContain('Alex has now attended');
      await gpContext.close();
    });

    test('offers a custom booking that the demo client accepts; it is in both session lists', async () => {
      const { page } = psychologist;
      await page.goto(`${A}/custom-bookings/book`);
      await expect(page.getByRole('heading', { name: 'Offer times to a patient', level: 1 })).toBeVisible();
      await page.getByRole('combobox', { name: /^Patient/ }).selectOption({ label: 'Alex Client' });
      const times = page.getByRole('group', { name: /Times to offer/ }).getByRole('checkbox');
      await times.nth(0).check();
      await times.nth(1).check();
      await page.getByLabel('Price (AUD)').fill('150');
      await page.getByLabel('Message to the patient (optional)').fill('Two times that work for me this week.');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Offer 2 times' }).click();
      await expect(page).toHaveURL(new RegExp(`${A}/custom-bookings$`));
      await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem').first()).toContainText('Offered');
      await expectNoSeriousAxeViolations(page);

      // The client follows the emailed link.
      const mail = await page.request.get(`/api/notifications/outbox?to=${encodeURIComponent(DEMO.client)}`);
      const { messages } = (await mail.json()) as { messages: { kind: string; text: string; createdAt: string }[] };
      const link = messages.filter((m) => m.kind === 'custom-booking-offered').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0].text.match(/\/account\/custom-bookings\/[\w-]+/)![0];
      const offerId = link.split('/').pop()!;
      const c = client.page;
      await c.goto(link);
      await expect(c.getByRole('heading', { name: `Session offer from ${DEMO_PSYCHOLOGIST.name}` })).toBeVisible();
      await expect(c.getByText('Two times that work for me this week.')).toBeVisible();
      await c.getByRole('button', { name: 'Accept and book' }).click();
      await expect(c.getByRole('alert')).toContainText('Choose one of the times.');
      await c.getByRole('radio').first().check();
      await expectNoSeriousAxeViolations(c);
      await c.getByRole('button', { name: 'Accept and book' }).click();
      await expect(c.getByRole('status').filter({ hasText: 'You accepted this offer.' })).toBeVisible();

      // The client's sessions (their list page is the client area's) and the psychologist's list both have it.
      bookedSessionId = `custom-${offerId}`;
      const token = await accessTokenOf(c);
      const mine = await c.request.get('/api/sessions/sessions/patient', { headers: { authorization: `Bearer ${token}` } });
      expect(((await mine.json()) as { sessions: { sessionId: string }[] }).sessions.map((s) => s.sessionId)).toContain(bookedSessionId);
      await page.goto(`${A}/sessions/upcoming`);
      await expect(page.locator(`a[href="${A}/sessions/${bookedSessionId}"]`)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('cancels that session as the psychologist, with a reason and the confirm dialog', async () => {
      const { page } = psychologist;
      await page.goto(`${A}/sessions/${bookedSessionId}`);
      await expect(page.getByRole('heading', { name: 'Session with Alex Client' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start the session' })).toHaveAttribute('href', `/session/new/${bookedSessionId}`);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel session' }).click();
      await expect(page.getByRole('alert')).toContainText('Choose a reason for cancelling.');
      await page.getByRole('combobox', { name: /^Reason/ }).selectOption({ index: 1 });
      const explain = page.getByLabel('Explain the reason');
      if (await explain.isVisible()) await explain.fill('Unwell today.');
      await page.getByRole('button', { name: 'Cancel session' }).click();
      // Named by what they do: "Keep session" changes nothing, "Cancel session" cancels.
      const dialog = page.getByRole('alertdialog', { name: 'Cancel this session?' });
      await expect(dialog).toContainText('The client is told and is not charged.');
      await expect(dialog.getByRole('button', { name: 'Keep session' })).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Keep session' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('dd').filter({ hasText: /^Pending$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel session' }).click();
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await expect(page.getByText('Cancelled by')).toBeVisible();
      await expect(page.locator('dd').filter({ hasText: /^Cancelled$/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
