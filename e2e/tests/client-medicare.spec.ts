import { expect, test } from '../support/fixtures';
import { accessTokenOf, DEMO, fillSignInForm, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { bookMedicareSessions } from '../support/medicare';
import { closeE2eDatabase } from '../support/database';
import { chooseTimeClearOfNotice, expectNoSeriousAxeViolationsAtBothWidths } from '../support/checkout';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable's header, renamed to look like a PDF. */
const EXE = (() => {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(() => closeE2eDatabase());

test('the demo client uploads a care plan (a renamed .exe is refused) and updates the Medicare card (a wrong check digit is refused)', async ({ page }) => {
  await signIn(page, DEMO.client, { returnTo: '/account/medicare' });
  await expect(page).toHaveURL(/\/account\/medicare$/);
  await expect(page.getByRole('heading', { name: 'Medicare and funding', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Medicare sessions' })).toBeVisible();
  await expect(page.getByTestId('file-readers')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A renamed executable is refused, by its content.
  const upload = page.getByRole('form', { name: 'Upload a file' });
  await upload.getByLabel('What is the file?').selectOption('MentalHealthCarePlan');
  await upload.getByLabel(/^File/).setInputFiles({
    name: 'care-plan.pdf',
    mimeType: 'application/pdf',
    buffer: EXE,
  });
  await upload.getByRole('button', { name: 'Upload file' }).click();
  await expect(upload.getByRole('alert')).toContainText('Only PDF, JPEG or PNG files can be uploaded.');
  await expect(page.getByRole('list', { name: 'Your files' }).getByText('care-plan.pdf')).toHaveCount(0);

  // A real PDF goes in, is listed, and downloads under its name.
  await upload.getByLabel(/^File/).setInputFiles({
    name: 'my-care-plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await upload.getByRole('button', { name: 'Upload file' }).click();
  await expect(upload.getByRole('status')).toHaveText('my-care-plan.pdf is uploaded.');
  const files = page.getByRole('list', { name: 'Your files' });
  await expect(files).toContainText('Mental health care plan: my-care-plan.pdf');
  const downloaded = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download my-care-plan.pdf' }).first().click();
  expect((await downloaded).suggestedFilename()).toBe('my-care-plan.pdf');

  // The Medicare card: a wrong check digit is refused here (and by the API), the right one saved.
  const card = page.getByRole('region', { name: 'Medicare card' });
  await card.getByLabel('Card number').fill('2123 45671 1');
  await card.getByLabel('Individual reference number (IRN)').fill('1');
  await card.getByLabel('Expiry month').fill('2031-04');
  await card.getByRole('button', { name: 'Save Medicare card' }).click();
  await expect(card.getByText('Enter the 10-digit number on your Medicare card, e.g. 2123 45670 1.')).toBeVisible();
  await expect(card.getByLabel('Card number')).toBeFocused();
  // The API refuses it too (not only the page).
  const token = await accessTokenOf(page);
  const refused = await page.request.put('/api/users/profile/patient/medicare-card', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cardNumber: '2123456711',
      referenceNumber: '1',
      expiry: '2031-04',
    },
  });
  expect(refused.status()).toBe(422);

  await card.getByLabel('Card number').fill('2123 45670 1');
  await card.getByRole('button', { name: 'Save Medicare card' }).click();
  await expect(card.getByRole('status')).toHaveText('Your Medicare card is saved.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Medicare card' }).getByLabel('Card number')).toHaveValue('2123 45670 1');
});

test('the entitlement tracker counts a booked Medicare session and warns before a 7th', async ({ page }) => {
  // A client of its own: the demo client's sessions are other journeys' to count.
  const { email, password } = await registerClient(page.request);
  await page.goto(`/login?returnTo=${encodeURIComponent('/account/medicare')}`);
  await fillSignInForm(page, email, password);
  await expect(page).toHaveURL(/\/account\/medicare$/);
  const tracker = page.getByRole('region', { name: 'Your Medicare sessions' });
  await expect(tracker).toContainText('You have no current GP referral or mental health care plan.');

  const referral = page.getByRole('region', {
    name: 'GP referral and mental health care plan',
  });
  await referral.getByLabel('Referring GP').fill('Dr Sam Lee');
  await referral.getByLabel('GP provider number').fill('4024742A');
  await referral.getByLabel('Date of referral').fill(today());
  await referral.getByRole('button', { name: 'Save referral' }).click();
  await expect(referral.getByText('That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.')).toBeVisible();
  await referral.getByLabel('GP provider number').fill('4024742F');
  await referral.getByRole('button', { name: 'Save referral' }).click();
  await expect(referral.getByTestId('current-referral')).toContainText('Current referral from Dr Sam Lee (4024742F)');
  // Dates in the sentence are words ("valid until 25 November 2027"), never ISO dates.
  await expect(referral.getByTestId('current-referral')).toContainText(/dated \d{1,2} [A-Z][a-z]+ \d{4}, valid until \d{1,2} [A-Z][a-z]+ \d{4}:/);
  await expect(referral.getByTestId('current-referral')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('0 of 6 used');

  const token = await accessTokenOf(page);
  const plans = await (
    await page.request.get('/api/users/profile/patient/mhcp', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  await bookMedicareSessions(email, DEMO.psychologist, plans.current.medicareReferralId, 1);
  await page.reload();
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('1 of 6 used');
  await expect(tracker.getByTestId('used-this-year')).toContainText(/of 10 used/);

  await bookMedicareSessions(email, DEMO.psychologist, plans.current.medicareReferralId, 5);
  await page.reload();
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('6 of 6 used');
  await expect(tracker.getByRole('status')).toContainText(
    'Your next session (session 7) gets no Medicare rebate unless your GP gives you a new referral first',
  );
  await expectNoSeriousAxeViolations(page);
});

/** Cents as the pages write them: 12605 → "$126.05". */
const dollars = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

test('the Medicare price is the real one from the first listing: cards, the profile and the times show the rebate and what is left to pay, before any referral is given', async ({ page }) => {
  test.setTimeout(120_000);
  // The directory filtered to Medicare: each card's price is the rebate and what is left, with a GP referral.
  await page.goto('/find-a-psychologist?funding=Medicare');
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('card-price')).toHaveText(/^(\$\d+\.\d\d to pay, Fee \$\d+\.\d\d less the Medicare rebate of \$\d+\.\d\d with a GP referral\.|Bulk-billed: nothing to pay, .*)$/);
  await expectNoSeriousAxeViolationsAtBothWidths(page);
  // Without a funding filter: "from $X after the Medicare rebate with a GP referral".
  await page.goto('/find-a-psychologist');
  await expect(page.getByRole('article').first().getByTestId('card-price')).toHaveText(/^\$\d+\.\d\d a 50-minute session(, (from \$\d+\.\d\d|nothing to pay) after the Medicare rebate with a GP referral|, Private fee: no Medicare rebate with this psychologist\.)$/);

  // A psychologist whose fee is above the rebate: the profile shows the price after it, per length.
  const found = (await (await page.request.post('/api/users/psychologists/list', { data: { funding: ['Medicare'], pageSize: 50 } })).json()) as { psychologists: { psychologistId: string; slug: string; firstName: string; lastName: string; nextAvailable: string | null }[] };
  let chosen: { psychologistId: string; slug: string; name: string; feeCents: number; rebateCents: number } | undefined;
  for (const p of found.psychologists.filter((c) => c.nextAvailable)) {
    const { prices } = (await (await page.request.get(`/api/payments/sessions/prices?psychologistId=${p.psychologistId}`)).json()) as { prices: { durationMinutes: number; feeCents: number; medicareRebateCents?: number }[] };
    const standard = prices.find((price) => price.durationMinutes === 50);
    if (standard?.medicareRebateCents && standard.feeCents > standard.medicareRebateCents) {
      chosen = { psychologistId: p.psychologistId, slug: p.slug, name: `${p.firstName} ${p.lastName}`, feeCents: standard.feeCents, rebateCents: standard.medicareRebateCents };
      break;
    }
  }
  expect(chosen).toBeDefined();
  const gap = dollars(chosen!.feeCents - chosen!.rebateCents);
  await page.goto(`/online-psychologists/${chosen!.slug}`);
  await expect(page.getByRole('definition').filter({ hasText: `from ${gap} after the Medicare rebate with a GP referral` })).toBeVisible();
  await expectNoSeriousAxeViolationsAtBothWidths(page);

  // A new client with no referral yet chooses Medicare while picking a time: the rebate is shown, never the full fee as out-of-pocket.
  const { email, password } = await registerClient(page.request);
  await page.goto(`/login?returnTo=${encodeURIComponent(`/book/availability?psychologistId=${chosen!.psychologistId}`)}`);
  await fillSignInForm(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: `Choose a time with ${chosen!.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `About ${chosen!.name}` }).getByTestId('listing-price')).toHaveText(`${dollars(chosen!.feeCents)} a session · from ${gap} after the Medicare rebate with a GP referral`);
  await page.getByLabel('How will the session be paid?').selectOption('Medicare');
  await expect(page.getByRole('region', { name: `About ${chosen!.name}` }).getByTestId('listing-price')).toHaveText(`${gap} to pay · Fee ${dollars(chosen!.feeCents)} less the Medicare rebate of ${dollars(chosen!.rebateCents)} with a GP referral.`);
  await chooseTimeClearOfNotice(page);
  const yourPrice = page.getByRole('region', { name: 'Your price' });
  await expect(yourPrice).toContainText(new RegExp(`Medicare rebate[\\s\\S]*−\\${dollars(chosen!.rebateCents)}[\\s\\S]*Out-of-pocket\\s*\\${gap}`));
  await expect(yourPrice).toContainText('you give its details on the next step');
  await expectNoSeriousAxeViolationsAtBothWidths(page);
});
