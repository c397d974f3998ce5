import { expect, test } from '../support/fixtures';
import { DEMO, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// The GP attaches the referral letter as a file and lets Harbour match a
// psychologist from the patient's concerns. On a phone, by the demo GP.
test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0)]);

test('the GP sends a referral with its letter as a PDF and lets Harbour match; a renamed program is not attached', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.gp, { returnTo: '/gp/account/send-referral' });
  await expect(page.getByRole('heading', { name: 'Send a referral', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send a referral' });
  const fill = async (email: string) => {
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Lettered');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Reason for referral/).fill('Panic attacks at work for two months.');
    await form.getByLabel('Psychologist', { exact: true }).selectOption({ label: 'Let Harbour match' });
    await form.getByRole('checkbox', { name: 'Anxiety', exact: true }).check();
  };

  // A renamed program: the referral is sent, and the page says the file was not attached and why.
  await fill(uniqueEmail('lettered'));
  await form.getByLabel(/^Referral letter or care plan file/).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: EXE });
  await form.getByRole('button', { name: 'Send referral' }).click();
  await expect(page.getByText(/The referral was sent, but the file was not attached: /)).toBeVisible();

  // The real letter, for another patient: sent and attached, matched by Harbour.
  const email = uniqueEmail('lettered');
  await page.goto('/gp/account/send-referral');
  await fill(email);
  await form.getByLabel('Attached file is the').selectOption({ label: 'Referral letter' });
  await form.getByLabel(/^Referral letter or care plan file/).setInputFiles({ name: 'referral-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Send referral' }).click();
  await expect(page.getByText(/^Referral sent\. We emailed Sam Lettered an invitation/)).toBeVisible();
  await expect(page.getByText(/the file was not attached/)).toHaveCount(0);

  await page.getByRole('link', { name: 'See your referrals' }).click();
  await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Referrals and requests' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Sam Lettered' }).first()).toContainText(/Matched by Harbour: \S+ \S+/);
  await expectNoSeriousAxeViolations(page);
});
