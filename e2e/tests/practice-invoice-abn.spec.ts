import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { approvePractitioner, PRACTICE, registerPsychologist } from '../support/practice';
import { createSession } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// A tax invoice needs the psychologist's ABN: a newly approved psychologist with a completed
// session sees it waiting, adds the ABN in settings, and the invoice is issued showing it.
test.afterAll(closeE2eDatabase);

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an invoice is issued only once the ABN is set (${name})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const person = await registerPsychologist(page.request, 'Noa', `Abnless${name === 'desktop' ? 'Desk' : 'Phone'}`);
    await approvePractitioner(browser, person.email);
    // A completed private session with the demo client (six weeks cannot pass in a test).
    await createSession(DEMO.client, person.email, -3 * 24 * 60, {
      sessionStatus: 'Completed',
      paymentStatus: 'Paid',
      quote: { feeCents: 19000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 19000 },
    });

    await signIn(page, person.email, { returnTo: `${PRACTICE}/invoices`, password: person.password });
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(page.getByText('1 invoice is waiting for your ABN.')).toBeVisible();
    await expect(page.getByText('No invoices match.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Add your ABN in settings' }).click();
    const invoiceDetails = page.getByRole('form', { name: 'Invoice details' });
    await invoiceDetails.getByLabel('ABN').fill('83 914 571 674');
    await invoiceDetails.getByRole('button', { name: 'Save invoice details' }).click();
    await expect(invoiceDetails.getByRole('alert')).toContainText('This is not a valid ABN');
    await page.goto(`${PRACTICE}/invoices`);
    await expect(page.getByText('1 invoice is waiting for your ABN.')).toBeVisible();

    await page.goto(`${PRACTICE}/settings`);
    await invoiceDetails.getByLabel('ABN').fill('83 914 571 673');
    await invoiceDetails.getByRole('button', { name: 'Save invoice details' }).click();
    await expect(invoiceDetails.getByRole('status')).toHaveText('Invoice details saved.');

    await page.goto(`${PRACTICE}/invoices`);
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Alex Client' });
    await expect(row).toContainText('$190.00');
    await expect(page.getByText(/waiting for your ABN/)).toHaveCount(0);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^Tax invoice HB-/, level: 1 })).toBeVisible();
    await expect(page.getByText('83 914 571 673')).toBeVisible();
    await expect(page.getByText(/Not set/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}
