import type { BrowserContextOptions } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { accessTokenOf, DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { userIdOf } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// The practice area, the rest of it: the demo psychologist uploads a directory photo (a
// renamed program is refused in words), changes settings that are still there after a reload, and
// sees a patient's files (the client's referral, their own private file) and intake answers.
// Desktop first, then a phone (390 px) with the same sign-in state.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0)]);
const PHONE = { width: 390, height: 844 };
const REFERRAL_NAME = `gp-referral-${Date.now()}.pdf`;
const REASON = `Trouble sleeping since starting a new job ${Date.now()}`;
let psychologistState: BrowserContextOptions['storageState'];

test.afterAll(async () => {
  await closeE2eDatabase();
});

/** As the demo client, through the real API: a GP referral file and intake answers for the demo psychologist. */
async function clientSharesReferralAndIntake(page: Page) {
  await signIn(page, DEMO.client, { returnTo: '/account' });
  const token = await accessTokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const [patientId, psychologistId] = await Promise.all([userIdOf(DEMO.client), userIdOf(DEMO.psychologist)]);
  const file = await page.request.post('/api/files/patient', { headers, multipart: { kind: 'GPReferral', file: { name: REFERRAL_NAME, mimeType: 'application/pdf', buffer: PDF } } });
  expect(file.status()).toBe(201);
  const answers = [
    { intakeQuestionId: 1, values: [REASON] },
    { intakeQuestionId: 2, values: ['Sleep', 'Work or study pressures'] },
    { intakeQuestionId: 3, values: ['1 to 6 months'] },
    { intakeQuestionId: 4, values: ['6'] },
    { intakeQuestionId: 5, values: ['No'] },
    { intakeQuestionId: 8, values: ['None'] },
    { intakeQuestionId: 10, values: ['Yes'] },
    { intakeQuestionId: 11, values: ['No'] },
    { intakeQuestionId: 15, values: ['Sleep through the night'] },
  ];
  const intake = await page.request.post(`/api/users/patients/${patientId}/psychologists/${psychologistId}/intake-questions`, { headers, data: { answers } });
  expect(intake.status(), await intake.text()).toBe(200);
}

async function openPatient(page: Page) {
  await page.getByRole('navigation', { name: 'Your practice' }).getByRole('link', { name: 'Patients' }).click();
  await page.getByLabel('Search by name').fill('alex');
  await page.getByRole('link', { name: 'Alex Client' }).click();
  await expect(page.getByRole('heading', { name: 'Alex Client', level: 1 })).toBeVisible();
}

const rules = (page: Page) => page.getByRole('form', { name: 'Sessions and new clients' });
const emails = (page: Page) => page.getByRole('form', { name: 'Email notifications' });

async function saveRules(page: Page, values: { newClients: boolean; hours: string; fee: string }) {
  const form = rules(page);
  await form.getByLabel('I am accepting new clients').setChecked(values.newClients);
  await form.getByLabel('Late-cancellation window (hours before a session)').fill(values.hours);
  await form.getByLabel(/Late-cancellation fee in AUD/).fill(values.fee);
  await form.getByRole('button', { name: 'Save session settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Session settings saved.');
}

test('desktop: photo upload, settings that survive a reload, a patient’s files and intake answers', async ({ page, browser }) => {
  const clientContext = await browser.newContext();
  await clientSharesReferralAndIntake(await clientContext.newPage());
  await clientContext.close();

  await signIn(page, DEMO.psychologist, { returnTo: '/psychologists/account/profile' });
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  const photoForm = page.getByRole('form', { name: 'Upload a photo' });
  const photoInput = photoForm.getByLabel('New photo (JPEG or PNG, up to 5 MB)');
  await photoInput.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: EXE });
  await photoForm.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photoForm.getByRole('alert')).toContainText('Only JPEG or PNG photos can be used. This file is not one of those (its contents were checked, not just its name).');
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await photoForm.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photoForm.getByRole('status')).toHaveText('Photo saved. The directory shows it now.');
  const photo = page.getByRole('img', { name: 'Your directory photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectNoSeriousAxeViolations(page);

  // Settings: change them, reload, and they are still there.
  await page.goto('/psychologists/account/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await saveRules(page, { newClients: false, hours: '48', fee: '45.50' });
  await emails(page).getByLabel('When a client books, reschedules or cancels').uncheck();
  await emails(page).getByRole('button', { name: 'Save email choices' }).click();
  await expect(emails(page).getByRole('status')).toHaveText('Email choices saved.');
  // A window the form cannot take is refused in words, nothing sent.
  await rules(page).getByLabel('Late-cancellation window (hours before a session)').fill('500');
  await rules(page).getByRole('button', { name: 'Save session settings' }).click();
  await expect(rules(page).getByRole('alert')).toContainText('Late-cancellation window: enter whole hours from 0 to 168.');
  await page.reload();
  await expect(rules(page).getByLabel('I am accepting new clients')).not.toBeChecked();
  await expect(rules(page).getByLabel('Late-cancellation window (hours before a session)')).toHaveValue('48');
  await expect(rules(page).getByLabel(/Late-cancellation fee in AUD/)).toHaveValue('45.50');
  await expect(emails(page).getByLabel('When a client books, reschedules or cancels')).not.toBeChecked();
  await expect(emails(page).getByLabel('When a GP sends a referral, care plan or letter')).toBeChecked();
  const messaging = page.getByLabel('Clients can message me');
  await expect(messaging).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Put the demo psychologist back as the other journeys expect them.
  await saveRules(page, { newClients: true, hours: '24', fee: '' });
  await emails(page).getByLabel('When a client books, reschedules or cancels').check();
  await emails(page).getByRole('button', { name: 'Save email choices' }).click();
  await expect(emails(page).getByRole('status')).toHaveText('Email choices saved.');

  // The patient's files and intake answers.
  await openPatient(page);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('list', { name: 'Referrals and care plans' })).toContainText(REFERRAL_NAME);
  const privateInput = files.getByLabel('Private file (PDF, JPEG or PNG, up to 10 MB)');
  await privateInput.setInputFiles({ name: 'formulation.pdf', mimeType: 'application/pdf', buffer: EXE });
  await files.getByRole('button', { name: 'Upload private file' }).click();
  await expect(files.getByRole('alert')).toContainText('Only PDF, JPEG or PNG files can be uploaded.');
  await privateInput.setInputFiles({ name: 'formulation.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.getByRole('button', { name: 'Upload private file' }).click();
  await expect(files.getByRole('list', { name: 'Your private files' })).toContainText('formulation.pdf');
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: `Download ${REFERRAL_NAME}` }).click();
  expect((await download).suggestedFilename()).toBe(REFERRAL_NAME);
  await files.getByRole('button', { name: 'Delete formulation.pdf' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete file' }).click();
  await expect(files.getByRole('status')).toHaveText('formulation.pdf is deleted.');
  await expect(files.getByText('No private files yet.')).toBeVisible();

  const intake = page.getByRole('region', { name: 'Intake answers' });
  await expect(intake).toContainText('What has led you to seek support at this time?');
  await expect(intake).toContainText(REASON);
  await expect(intake).toContainText('Sleep, Work or study pressures');
  await expectNoSeriousAxeViolations(page);
  psychologistState = await page.context().storageState();
});

test('phone (390 px): profile, settings and the patient page by keyboard, with no serious axe violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, storageState: psychologistState });
  const page = await context.newPage();
  await page.goto('/psychologists/account/profile');
  await expect(page.getByRole('img', { name: 'Your directory photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/psychologists/account/settings');
  const fee = rules(page).getByLabel(/Late-cancellation fee in AUD/);
  await expect(fee).toHaveValue('');
  await fee.focus();
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await expect(rules(page).getByRole('button', { name: 'Save session settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rules(page).getByRole('status')).toHaveText('Session settings saved.');
  await expectNoSeriousAxeViolations(page);
  await fee.fill('');
  await rules(page).getByRole('button', { name: 'Save session settings' }).click();
  await expect(rules(page).getByRole('status')).toHaveText('Session settings saved.');

  await page.goto('/psychologists/account/patients');
  await page.getByLabel('Search by name').fill('alex');
  await page.getByRole('link', { name: 'Alex Client' }).click();
  await expect(page.getByRole('region', { name: 'Intake answers' })).toContainText(REASON);
  await expect(page.getByRole('region', { name: 'Files' })).toContainText(REFERRAL_NAME);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
