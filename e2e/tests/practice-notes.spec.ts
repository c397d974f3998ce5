import type { BrowserContextOptions } from '@playwright/test';
import { expect, test, type Browser, type Page } from '../support/fixtures';
import { DEMO, DEMO_PSYCHOLOGIST, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createSession } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// The practice area: the demo psychologist opens a patient, writes a draft case note that
// survives a reload, saves and locks it, adds an addendum, attaches a file, shares part with the
// client (who sees only that part at /account/case-notes), and pins and soft-deletes a patient
// note. Desktop first, then a phone (390 px) with the same sign-in state.
test.describe.configure({ mode: 'serial' });
// Each test is a whole journey with several axe runs: longer than the default minute on a shared machine.
test.setTimeout(240_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PHONE = { width: 390, height: 844 };
let psychologistState: BrowserContextOptions['storageState'];
let clientState: BrowserContextOptions['storageState'];

test.afterAll(async () => {
  await closeE2eDatabase();
});

/** A finished session with the demo client, so there is a note to write. */
async function pastSession(daysAgo: number): Promise<string> {
  return createSession(DEMO.client, DEMO.psychologist, -daysAgo * 24 * 60);
}

async function openPatient(page: Page) {
  await page.getByRole('navigation', { name: 'Your practice' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name').fill('alex');
  await page.getByRole('link', { name: 'Alex Client' }).click();
  await expect(page.getByRole('heading', { name: 'Alex Client', level: 1 })).toBeVisible();
}

async function writeLockAndAmend(page: Page, sessionId: string, words: { subjective: string; addendum: string }) {
  await page.goto(`${new URL(page.url()).pathname}?session=${sessionId}`);
  const subjective = page.getByLabel('Subjective');
  await subjective.fill(words.subjective);
  await expect(page.getByRole('status').filter({ hasText: /Draft saved at/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Subjective')).toHaveValue(words.subjective);
  await expect(page.getByText('Draft restored.')).toBeVisible();

  await page.getByRole('button', { name: 'Save note' }).click();
  const note = page.getByRole('region', { name: /SOAP note of/ });
  await expect(note).toContainText('Saved');
  await expect(note).toContainText(words.subjective);
  await note.getByRole('button', { name: 'Lock note' }).click();
  // The dialog's buttons say what they do: "Keep editing" changes nothing, "Lock note" locks.
  const lock = page.getByRole('alertdialog', { name: 'Lock this note?' });
  await expect(lock.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expect(lock.getByRole('button', { name: 'Ok' })).toHaveCount(0);
  await lock.getByRole('button', { name: 'Lock note' }).click();
  await expect(note).toContainText('It can no longer be changed.');
  await expect(note.getByRole('button', { name: 'Lock note' })).toHaveCount(0);

  await note.getByLabel(/^Addendum/).fill(words.addendum);
  await note.getByRole('button', { name: 'Add addendum' }).click();
  await expect(note.getByRole('listitem').filter({ hasText: words.addendum })).toContainText(DEMO_PSYCHOLOGIST.name);
  return note;
}

test('desktop: a draft survives a reload, is locked and amended; a file is attached; part is shared; patient notes are pinned and deleted', async ({ page, browser }) => {
  const sessionId = await pastSession(3);
  await signIn(page, DEMO.psychologist, { returnTo: '/psychologists/account' });
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${DEMO_PSYCHOLOGIST.firstName}`) })).toBeVisible();
  for (const heading of ['Notes to write', 'Unread messages', 'New referrals', 'Flagged DASS-21 results']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await openPatient(page);
  await expectNoSeriousAxeViolations(page);
  const note = await writeLockAndAmend(page, sessionId, { subjective: 'Reports sleeping poorly since the move.', addendum: 'Correction: the move was in March.' });

  // Attachments: a renamed executable is refused in words; a PDF is attached and listed.
  const attach = page.getByLabel('Attach a file (PDF, JPEG or PNG, up to 700 KB)');
  await attach.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
  await expect(page.getByText('Attach a PDF, JPEG or PNG file.')).toBeVisible();
  await attach.setInputFiles({ name: 'gp-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('gp-letter.pdf');

  // Share a part with the client.
  await note.getByLabel('Part shared with the client').fill('Practise the breathing exercise each evening.');
  await note.getByRole('button', { name: 'Share with client' }).click();
  await expect(note.getByText('Shared with the client.')).toBeVisible();

  // Patient notes: add two, pin one, soft-delete the other with a reason.
  const notes = page.getByRole('region', { name: 'Patient notes' });
  for (const text of ['Prefers evening sessions.', 'Duplicate of an earlier note.']) {
    await notes.getByLabel('New patient note').fill(text);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('list', { name: 'Patient notes' })).toContainText(text);
  }
  await notes.getByRole('button', { name: /^Pin note: Prefers evening/ }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'Prefers evening sessions.' })).toContainText('Pinned');
  await notes.getByRole('button', { name: /^Delete note: Duplicate of/ }).click();
  await notes.getByLabel('Why delete this note?').selectOption({ label: 'Duplicate note' });
  await notes.getByRole('button', { name: 'Delete note', exact: true }).click();
  await expect(notes.getByRole('list', { name: 'Patient notes' })).not.toContainText('Duplicate of an earlier note.');
  await expectNoSeriousAxeViolations(page);

  // The audit trail shows the lock and the deletion.
  await page.getByRole('button', { name: 'Show who read or changed this record' }).click();
  const trail = page.getByRole('table');
  await expect(trail.filter({ hasText: 'Duplicate note' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'lock', exact: true }).first()).toBeVisible();
  psychologistState = await page.context().storageState();

  // The client sees only the shared part.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await signIn(clientPage, DEMO.client, { returnTo: '/account/case-notes' });
  await expect(clientPage.getByRole('heading', { name: 'Case notes shared with you' })).toBeVisible();
  await expect(clientPage.getByText('Practise the breathing exercise each evening.')).toBeVisible();
  await expect(clientPage.getByText('Reports sleeping poorly since the move.')).toHaveCount(0);
  await expect(clientPage.getByText('Correction: the move was in March.')).toHaveCount(0);
  await expectNoSeriousAxeViolations(clientPage);
  clientState = await client.storageState();
  await client.close();
});

async function phonePage(browser: Browser, storageState: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ storageState, viewport: PHONE });
  return { context, page: await context.newPage() };
}

test('phone (390 px): the same journey with the saved sign-in, and the case-notes pages', async ({ browser }) => {
  test.skip(!psychologistState, 'needs the desktop journey’s sign-in state');
  const sessionId = await pastSession(2);
  const { context, page } = await phonePage(browser, psychologistState);
  await page.goto('/psychologists/account/case-notes');
  await expect(page.getByRole('heading', { name: 'Case notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still to write' })).toContainText('Alex Client');
  await expectNoSeriousAxeViolations(page);

  await openPatient(page);
  const note = await writeLockAndAmend(page, sessionId, { subjective: 'Calmer this week.', addendum: 'Added after supervision.' });
  await note.getByLabel('Part shared with the client').fill('Keep the sleep diary going.');
  await note.getByRole('button', { name: 'Share with client' }).click();
  await expect(note.getByText('Shared with the client.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await context.close();

  const client = await phonePage(browser, clientState);
  await client.page.goto('/account/case-notes');
  await expect(client.page.getByText('Keep the sleep diary going.')).toBeVisible();
  await expect(client.page.getByText('Calmer this week.')).toHaveCount(0);
  await expectNoSeriousAxeViolations(client.page);
  await client.context.close();
});
