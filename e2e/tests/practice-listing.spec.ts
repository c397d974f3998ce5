import { DEMO, DEMO_PSYCHOLOGIST, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { PRACTICE } from '../support/practice';

// A psychologist's own directory listing: the demo psychologist (listed by the seed) edits theirs
// and it appears in /find-a-psychologist at once; a psychologist awaiting approval prepares one,
// which stays out of the directory.
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the demo psychologist edits their listing and finds it in the directory (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const word = `Kestrelwing${name}${Date.now() % 100000}`;
    await signIn(page, DEMO.psychologist, { returnTo: `${PRACTICE}/profile` });
    await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Your listing is public: clients and GPs find you in the directory.')).toBeVisible();
    await expect(page.getByText(/The directory shows you as taking new clients/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A wrong AHPRA number is named and nothing is lost; then the edit saves.
    const form = page.getByRole('form', { name: 'Directory listing' });
    const ahpra = form.getByLabel('AHPRA registration number');
    const saved = await ahpra.inputValue();
    await ahpra.fill('PSY12');
    const bio = `I am a clinical psychologist in Melbourne. I work with ${word} patience and practical tools for anxiety and low mood.`;
    await form.getByLabel('About you').fill(bio);
    await form.getByRole('button', { name: 'Save listing' }).click();
    await expect(form.getByRole('alert')).toContainText('Nothing was saved. AHPRA registration number: Enter your AHPRA registration number');
    await expect(form.getByLabel('About you')).toHaveValue(bio);
    await ahpra.fill(saved);
    await form.getByRole('checkbox', { name: 'Grief and loss' }).check();
    await form.getByRole('button', { name: 'Save listing' }).click();
    await expect(form.getByRole('alert')).toBeEmpty();
    await expect(page.getByRole('link', { name: 'See your listing as clients do' })).toHaveAttribute('href', `/online-psychologists/${DEMO_PSYCHOLOGIST.slug}`);

    // Clients find him in the directory (by name; the bio is not a search word) with the new bio and concern.
    await page.goto(`/find-a-psychologist?q=${encodeURIComponent(DEMO_PSYCHOLOGIST.name)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: DEMO_PSYCHOLOGIST.name }) });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: /^View profile/ }).click();
    await expect(page).toHaveURL(new RegExp(`/online-psychologists/${DEMO_PSYCHOLOGIST.slug}$`));
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByText('Grief and loss').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('a GP can refer a patient to the demo psychologist by name (1280 px)', async ({ page }) => {
  await signIn(page, DEMO.gp, { returnTo: '/gp/account/send-referral' });
  const choice = page.getByRole('combobox', { name: /^Psychologist/ });
  // The list shows 50 at a time; a search by name finds anyone listed.
  await page.getByRole('searchbox', { name: /^Find a psychologist/ }).fill(DEMO_PSYCHOLOGIST.name);
  await expect(choice.locator('option', { hasText: DEMO_PSYCHOLOGIST.name })).toHaveCount(1);
  await choice.selectOption({ label: DEMO_PSYCHOLOGIST.name });
  await expect(choice).not.toHaveValue('');
});

test('a psychologist awaiting approval prepares their listing from the approval page; it is not public (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.pendingPsychologist, { returnTo: PRACTICE });
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  await page.getByRole('link', { name: 'prepare your directory listing' }).click();
  await expect(page).toHaveURL(new RegExp(`${PRACTICE}/profile$`));
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /practice/i })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Directory listing' });
  const create = form.getByRole('button', { name: 'Create my listing' });
  const savedNotPublic = page.getByText('Your listing is saved but not public yet: it shows in the directory once Harbour approves your account.');
  // The page first loads whether a listing exists: wait for one state or the other before choosing
  // (isVisible() does not wait, and answered "no" while the form was still loading).
  await expect(create.or(savedNotPublic)).toBeVisible();
  if (await create.isVisible()) {
    await expect(page.getByText(/Prepare it below while Harbour checks your registration/)).toBeVisible();
    await form.getByLabel('AHPRA registration number').fill('PSY0002199031');
    await form.getByLabel('About you').fill('I help young people and their parents with worry, school stress and low mood.');
    await form.getByRole('checkbox', { name: 'Anxiety', exact: true }).check();
    await form.getByRole('textbox', { name: '50 minutes' }).fill('185');
    await expectNoSeriousAxeViolations(page);
    await create.click();
  }
  await expect(savedNotPublic).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/find-a-psychologist?q=Pending');
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ psychologists? found$/);
  await expect(page.getByRole('article').filter({ hasText: 'Pat Pending' })).toHaveCount(0);
});
