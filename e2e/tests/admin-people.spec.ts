import fs from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { accessTokenOf, DEMO, fillSignInForm, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { latestEmail, registerPsychologist } from '../support/practice';
import { answerStepUpDialog } from '../support/step-up';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A surname no other journey uses, so this journey finds its own practitioners in shared lists. */
const uniqueSurname = (prefix: string) => `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
}

/** Whether the public directory lists someone with this surname (its free-text search). */
async function inDirectory(request: APIRequestContext, surname: string): Promise<boolean> {
  const { psychologists } = (await (await request.post('/api/users/psychologists/list', { data: { q: surname, pageSize: 50 } })).json()) as { psychologists: { lastName: string }[] };
  return psychologists.some((p) => p.lastName === surname);
}

/** Types the reason, continues, and confirms in the reason dialog. */
async function giveReason(page: Page, title: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: `${title}?` })).toBeFocused();
  await expect(dialog).toContainText(reason);
  await dialog.getByRole('button', { name: title }).click();
  await expect(dialog).toBeHidden();
}

test('the administrator declines one psychologist with a reason, approves another into the directory, suspends and reinstates them, then finds it all in the audit trail and its CSV', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const since = new Date();

  // Two psychologists register through the API; the one to approve fills in their directory listing meanwhile.
  const declinedSurname = uniqueSurname('Declined');
  const approvedSurname = uniqueSurname('Listed');
  const declined = await registerPsychologist(request, 'Dana', declinedSurname);
  const approved = await registerPsychologist(request, 'Avery', approvedSurname);
  const practitioner = await (await browser.newContext()).newPage();
  await signIn(practitioner, approved.email, { password: approved.password });
  await expect(practitioner.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  const listing = await practitioner.request.put('/api/users/profile/psychologist/directory', {
    headers: { authorization: `Bearer ${await accessTokenOf(practitioner)}` },
    data: {
      psychologistType: 'General psychologist',
      ahpraNumber: `PSY${String(randomInt(1e9)).padStart(10, '0')}`,
      bio: 'I help adults with worry and low mood.',
      qualifications: ['Master of Professional Psychology'],
      specialisationIds: [1],
      treatmentModalityIds: [1],
      languageIds: [1],
      therapyTypeIds: [1],
      fundingAccepted: ['Medicare'],
      fees: [{ durationMinutes: 50, feeCents: 19500 }],
      timeZone: 'Australia/Melbourne',
      state: 'VIC',
      gender: 'Female',
      messagingEnabled: true,
      isHidden: false,
    },
  });
  expect(listing.status()).toBe(200);
  await practitioner.context().close();
  expect(await inDirectory(request, approvedSurname)).toBe(false);

  // The queue: decline the first with a reason, from the keyboard.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin, { returnTo: '/admin/practitioners' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  const queued = (surname: string) => consoleArea.getByRole('list', { name: 'Practitioners awaiting approval' }).getByRole('listitem').filter({ hasText: surname });
  await expect(queued(declinedSurname)).toBeVisible();
  await axeAtBothWidths(page);

  const declineReason = `We could not match AHPRA registration for ${declinedSurname}.`;
  await queued(declinedSurname).getByRole('button', { name: `Decline Dana ${declinedSurname}` }).focus();
  await page.keyboard.press('Enter');
  const declineDialog = page.getByRole('dialog', { name: `Decline Dana ${declinedSurname}` });
  await declineDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(declineDialog.getByText('Enter the reason: they are emailed it.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await giveReason(page, `Decline Dana ${declinedSurname}`, declineReason);
  await expect(page.getByText(`Dana ${declinedSurname} is declined and emailed the reason.`)).toBeVisible();
  await expect(queued(declinedSurname)).toBeHidden();
  expect((await latestEmail(request, declined.email, 'practitioner-declined', since)).text).toContain(declineReason);

  // Declined, they are told so when they sign in.
  const declinedPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await declinedPage.goto('/login');
  await fillSignInForm(declinedPage, declined.email, declined.password);
  await expect(declinedPage.getByText('Your application to join Harbour was declined. We emailed you the reason.', { exact: false })).toBeVisible();
  await declinedPage.context().close();

  // Approve the second: they appear in the directory.
  await queued(approvedSurname).getByRole('button', { name: `Approve Avery ${approvedSurname}` }).click();
  await page.getByRole('alertdialog', { name: 'Approve practitioner' }).getByRole('button', { name: `Approve Avery ${approvedSurname}` }).click();
  await expect(page.getByText(`Avery ${approvedSurname} is approved.`)).toBeVisible();
  await expect.poll(() => inDirectory(request, approvedSurname)).toBe(true);

  // Suspend them from the practitioners list (searched by name): hidden from the directory, emailed.
  await page.setViewportSize(PHONE);
  const search = consoleArea.getByRole('search', { name: 'Practitioners' });
  await search.getByRole('searchbox', { name: 'Name or email' }).fill(approvedSurname);
  await search.getByRole('button', { name: 'Search' }).click();
  const entry: Locator = consoleArea.getByRole('list', { name: 'Approved practitioners' }).getByRole('listitem').filter({ hasText: approvedSurname }).first();
  await expect(entry).toContainText('Approved');
  const suspendReason = `Registration for ${approvedSurname} lapsed.`;
  await entry.getByRole('button', { name: `Suspend Avery ${approvedSurname}` }).click();
  await giveReason(page, `Suspend Avery ${approvedSurname}`, suspendReason);
  await expect(entry).toContainText(`: ${suspendReason}`);
  await expect(entry).toContainText('No booked sessions to come.');
  await axeAtBothWidths(page);
  await expect.poll(() => inDirectory(request, approvedSurname)).toBe(false);
  expect((await latestEmail(request, approved.email, 'practitioner-suspended', since)).text).toContain(suspendReason);

  // Reinstate: listed again.
  const reinstateReason = `Registration for ${approvedSurname} renewed.`;
  await entry.getByRole('button', { name: `Reinstate Avery ${approvedSurname}` }).click();
  await giveReason(page, `Reinstate Avery ${approvedSurname}`, reinstateReason);
  await expect(entry.getByRole('button', { name: `Suspend Avery ${approvedSurname}` })).toBeVisible();
  await expect.poll(() => inDirectory(request, approvedSurname)).toBe(true);

  // The audit trail: the administrator's decisions, newest first, with their reasons.
  await page.goto('/admin/audit');
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await consoleArea.getByLabel('Who acted', { exact: true }).fill(DEMO.admin);
  await consoleArea.getByRole('button', { name: 'Search' }).click();
  const table = consoleArea.getByRole('table', { name: 'Audit events' });
  const row = (detail: string) => table.getByRole('row').filter({ hasText: detail });
  await expect(row(declineReason)).toContainText('Declined');
  await expect(row(suspendReason)).toContainText('Suspended');
  await expect(row(reinstateReason)).toContainText('Reinstated');
  const details = await table.getByRole('row').allTextContents();
  const at = (text: string) => details.findIndex((d) => d.includes(text));
  expect(at(reinstateReason)).toBeLessThan(at(suspendReason));
  expect(at(suspendReason)).toBeLessThan(at(declineReason));
  await axeAtBothWidths(page);

  // The download is a data export: it asks for a fresh authenticator code first.
  const downloading = page.waitForEvent('download');
  await consoleArea.getByRole('button', { name: 'Download CSV' }).click();
  await answerStepUpDialog(page);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^harbour-audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Time (UTC),Time (Sydney),Actor,Actor type,Actor id,Action,Record kind,Record id,Patient,Patient id,Detail');
  for (const [action, reason] of [
    ['decline', declineReason],
    ['suspend', suspendReason],
    ['reinstate', reinstateReason],
  ])
    expect(csv).toMatch(new RegExp(`,${action},practitioner-account,[^,]+,,,${reason.replace(/\./g, '\\.')}\\r\\n`));
});

test('the administrator closes a freshly registered psychologist’s account from the people page; they can no longer sign in', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const surname = uniqueSurname('Leaving');
  const leaving = await registerPsychologist(request, 'Robin', surname);

  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, { returnTo: '/admin/people' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByLabel('Email', { exact: true }).fill(leaving.email);
  await page.keyboard.press('Enter');
  await expect(consoleArea.getByRole('definition').filter({ hasText: `${leaving.email} (verified)` })).toBeVisible();
  await consoleArea.getByRole('button', { name: 'Close the account' }).click();
  const closing = page.getByRole('dialog', { name: `Close the account of Robin ${surname}` });
  await expect(closing).toContainText('Their directory listing goes');
  await closing.getByLabel(`Type ${leaving.email} to confirm`).fill(leaving.email);
  await axeAtBothWidths(page);
  await closing.getByRole('button', { name: 'Close the account' }).click();
  await answerStepUpDialog(page);
  await expect(consoleArea.getByText(new RegExp(`The account of Robin ${surname} is closed\\. Its clinical records are kept until`))).toBeVisible();
  await axeAtBothWidths(page);

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await fillSignInForm(visitor, leaving.email, leaving.password);
  await expect(visitor.getByText('The email or password is incorrect.')).toBeVisible();
  await visitor.close();
});

test('a break-glass read (case notes, messages, then files) asks for a reason, a confirmation and a fresh code, and is found in the audit trail', async ({ page, browser, request }) => {
  const client = await registerClient(request);
  // The client's own care plan, through the real API, for the files read below.
  const clientPage = await browser.newPage();
  await signIn(clientPage, client.email, { password: client.password, returnTo: '/account' });
  const uploaded = await clientPage.request.post('/api/files/patient', {
    headers: { authorization: `Bearer ${await accessTokenOf(clientPage)}` },
    multipart: { kind: 'MentalHealthCarePlan', file: { name: 'care-plan.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status()).toBe(201);
  await clientPage.close();
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, { returnTo: '/admin/audit' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await consoleArea.getByRole('textbox', { name: 'Client' }).fill(client.email);
  await consoleArea.getByRole('button', { name: 'Read their case notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read a client’s case notes' });
  const reason = `Complaint ref ${Date.now()}: the client asked what was written.`;
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(reason);
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Read the case notes' }).click();
  await answerStepUpDialog(page);
  await expect(consoleArea.getByText('This client has no saved case notes.')).toBeVisible();
  await axeAtBothWidths(page);

  // The same client's secure messages: a reason again, but no new code within the fresh one's five minutes.
  await consoleArea.getByRole('radio', { name: 'Secure messages' }).check();
  await consoleArea.getByRole('button', { name: 'Read their messages' }).click();
  const messagesDialog = page.getByRole('dialog', { name: 'Read a client’s messages' });
  const messagesReason = `Complaint ref ${Date.now()}: the client asked what was sent.`;
  await messagesDialog.getByRole('textbox', { name: 'Reason' }).fill(messagesReason);
  await messagesDialog.getByRole('button', { name: 'Continue' }).click();
  await messagesDialog.getByRole('button', { name: 'Read the messages' }).click();
  await expect(consoleArea.getByText('This client has no conversations.')).toBeVisible();
  await axeAtBothWidths(page);

  // Their files: the list (metadata, a read of its own), then one file downloaded from the keyboard under the same reason.
  await consoleArea.getByRole('radio', { name: 'Files' }).check();
  await consoleArea.getByRole('button', { name: 'See their files' }).click();
  const filesDialog = page.getByRole('dialog', { name: 'See a client’s files' });
  const filesReason = `Legal request ref ${Date.now()}: the client's care plan.`;
  await filesDialog.getByRole('textbox', { name: 'Reason' }).fill(filesReason);
  await filesDialog.getByRole('button', { name: 'Continue' }).click();
  await filesDialog.getByRole('button', { name: 'See the files' }).click();
  const files = consoleArea.getByRole('table', { name: 'Files of Riley Tester, newest first' });
  await expect(files.getByRole('row').filter({ hasText: 'care-plan.pdf (PDF, 1 kB)' })).toContainText('Mental health care plan');
  await axeAtBothWidths(page);
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download care-plan.pdf' }).focus();
  await page.keyboard.press('Enter');
  expect((await downloading).suggestedFilename()).toBe('care-plan.pdf');
  await expect(consoleArea.getByText('care-plan.pdf was downloaded. Opening it is recorded in the audit trail.')).toBeVisible();

  await consoleArea.getByLabel('Patient', { exact: true }).fill(client.email);
  await consoleArea.getByRole('button', { name: 'Search' }).click();
  const events = consoleArea.getByRole('table', { name: 'Audit events' }).getByRole('row');
  await expect(events.filter({ hasText: `break-glass: ${reason}` })).toBeVisible();
  await expect(events.filter({ hasText: `break-glass: ${messagesReason}` })).toBeVisible();
  // The list and the file opened: two reads, each with the reason.
  await expect(events.filter({ hasText: `break-glass: ${filesReason}` })).toHaveCount(2);
});
