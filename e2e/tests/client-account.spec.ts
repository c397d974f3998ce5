import { expect, test, type Browser, type Page } from '../support/fixtures';
import { accessTokenOf, DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createSession, findSession } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// The client's own area on a phone, in Perth, as the demo client. One sign-in
// is shared by every step (serial), as a returning client moves from page to page.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
let page: Page;
let nextSessionId: string;
let lateSessionId: string;

async function signedInClient(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Australia/Perth' });
  const p = await context.newPage();
  await signIn(p, DEMO.client, { returnTo: '/account' });
  await expect(p).toHaveURL(/\/account$/);
  return p;
}

/** The API as this client, with the tab's current access token (the shell renews it silently). */
async function api(path: string, init: { method?: string; data?: unknown } = {}) {
  const response = await page.request.fetch(path, { method: init.method ?? 'GET', data: init.data, headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.status(), `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return response;
}

test.beforeAll(async ({ browser }) => {
  // A session in two days to move, and one in three hours to cancel late (the fee is its out-of-pocket).
  nextSessionId = await createSession(DEMO.client, DEMO.psychologist, 2 * 24 * 60);
  lateSessionId = await createSession(DEMO.client, DEMO.psychologist, 3 * 60, {
    quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170' },
    sessionType: 'Medicare',
  });
  page = await signedInClient(browser);
});

test.afterAll(async () => {
  await page?.context().close();
  await closeE2eDatabase();
});

test('home: the next session in the client zone, quick actions and the account navigation', async () => {
  const { sessions } = (await (await api('/api/sessions/sessions/patient')).json()) as { sessions: { sessionId: string; sessionStatus: string; sessionEndDate: string; sessionStartDate: string }[] };
  const soonest = sessions
    .filter((s) => s.sessionStatus === 'Pending' && new Date(s.sessionEndDate) > new Date())
    .sort((a, b) => a.sessionStartDate.localeCompare(b.sessionStartDate))[0];
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  const next = page.getByRole('region', { name: 'Your next session' });
  await expect(next).toContainText(/AWST/); // the browser's zone (Perth) until the profile names one
  await expect(next.getByRole('link', { name: /^Session details/ })).toHaveAttribute('href', `/account/sessions/${soonest.sessionId}`);
  await expect(page.getByRole('link', { name: /^Book again with / })).toHaveAttribute('href', /\/book\/availability\?psychologistId=/);
  await expect(page.getByRole('link', { name: 'Do a DASS-21 check-in' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Your account' });
  for (const name of ['Home', 'Sessions', 'Medicare and funding', 'Case notes', 'Profile', 'Settings', 'DASS-21 check-in']) await expect(nav.getByRole('link', { name })).toBeAttached();
  // The navigation scrolls sideways on a phone: the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeViolations(page);
});

test('home: live Medicare figures and the latest DASS-21 result, as the API has them', async () => {
  // A check-in saved now is the latest: every answer 1 scores 14 on each subscale (raw 7, doubled).
  await api('/api/sessions/dass21/mental-health-checkin', { method: 'POST', data: { answers: Array(21).fill(1) } });
  const entitlements = (await (await api('/api/users/profile/patient/entitlements')).json()) as {
    calendarYear: number;
    usedThisYear: number;
    onReferral?: { used: number; sessionsApproved: number };
  };
  // The Medicare session booked in beforeAll counts this year.
  expect(entitlements.usedThisYear).toBeGreaterThan(0);
  await page.goto('/account');
  const medicare = page.getByRole('region', { name: 'Medicare sessions' });
  await expect(medicare.getByTestId('home-used-this-year')).toHaveText(`${entitlements.usedThisYear} of 10 rebated sessions used in ${entitlements.calendarYear}`);
  await expect(medicare.getByTestId('home-used-on-referral')).toHaveText(
    entitlements.onReferral ? `${entitlements.onReferral.used} of ${entitlements.onReferral.sessionsApproved} used on your current referral` : 'No current GP referral',
  );
  const latest = page.getByRole('region', { name: 'How you are going' }).getByRole('list', { name: 'Latest DASS-21 scores' });
  await expect(latest.getByRole('listitem')).toHaveText(['Depression: 14 of 42, Moderate', 'Anxiety: 14 of 42, Moderate', 'Stress: 14 of 42, Normal']);
  await expectNoSeriousAxeViolations(page);
});

test('sessions: upcoming and past lists, then reschedule the next session by keyboard to a time the psychologist offers', async () => {
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Past' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toHaveCount(0);

  const before = (await findSession(nextSessionId)) as unknown as { startsAt: Date };
  await page.goto(`/account/sessions/${nextSessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Session with / })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const reschedule = page.getByRole('link', { name: 'Reschedule' });
  await reschedule.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/account/sessions/reschedule\\?sessionId=${nextSessionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule your session' })).toBeVisible();
  const times = page.getByRole('group', { name: /^Choose a time on / }).getByRole('button');
  await expect(times.first()).toBeVisible();
  // The reschedule policy, before the client confirms.
  await expect(page.getByRole('region', { name: 'Moving and cancelling' })).toContainText('Moving this session is free');
  await expectNoSeriousAxeViolations(page);
  await times.first().focus();
  await page.keyboard.press('Enter');
  await expect(times.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your session is moved to' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/sessions/${nextSessionId}$`));
  const after = (await findSession(nextSessionId)) as unknown as { startsAt: Date };
  expect(after.startsAt.getTime()).not.toBe(before.startsAt.getTime());
});

test('cancel a session late: the fee is shown before confirming; Escape keeps the session, "Cancel session" with a reason cancels it', async () => {
  const fee = (await (await api(`/api/payments/session/${lateSessionId}/cancellation-fee`)).json()) as { feeCents: number };
  expect(fee.feeCents).toBeGreaterThan(0);
  const dollars = `$${(fee.feeCents / 100).toFixed(2)}`;
  await page.goto(`/account/sessions/${lateSessionId}`);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText(`A cancellation fee of ${dollars} will be charged to your card.`);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await findSession(lateSessionId))!.sessionStatus).toBe('Pending');

  await page.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toContainText(dollars);
  // The buttons say what they do, and the reason comes from the taxonomy.
  await expect(dialog.getByRole('button', { name: 'Keep session' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Why are you cancelling/ }).selectOption({ label: 'Illness' });
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your session was cancelled.' })).toBeVisible();
  await expect(page.getByText('Cancellation fee', { exact: true })).toBeVisible();
  const cancelled = (await findSession(lateSessionId)) as unknown as { sessionStatus: string; cancellation: { reasonId: number; reason: string; feeCents: number } };
  expect(cancelled.sessionStatus).toBe('Cancelled');
  expect(cancelled.cancellation).toMatchObject({ reasonId: 3, reason: 'Illness', feeCents: fee.feeCents });
});

test('settings: rename a saved card and make another the default', async () => {
  for (const paymentMethodId of ['pm_card_visa', 'pm_card_mastercard']) {
    await api('/api/payments/sessions/payment-method', { method: 'POST', data: { paymentMethodId } });
  }
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Your cards' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A card that is not the default: rename it, then make it the default.
  const other = cards.getByRole('listitem').filter({ hasNotText: 'Charged by default' }).first();
  await other.getByRole('button', { name: /^Rename / }).click();
  await page.getByLabel('Card name').fill('Everyday card');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'is now called "Everyday card"' })).toBeVisible();
  const everyday = cards.getByRole('listitem').filter({ hasText: 'Everyday card:' });
  await expect(everyday).toHaveCount(1);
  await expect(everyday).not.toContainText('Charged by default');
  await everyday.getByRole('button', { name: /^Make default: Everyday card: / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now charged by default' })).toBeVisible();
  await expect(everyday).toContainText('Charged by default');
  await expect(cards.getByRole('listitem').filter({ hasText: 'Charged by default' })).toHaveCount(1);
  const { primaryPaymentMethodId, cards: saved } = (await (await api('/api/payments/patient/cards')).json()) as { primaryPaymentMethodId: string; cards: { id: string; name?: string; isPrimary: boolean }[] };
  expect(saved.find((c) => c.isPrimary)).toMatchObject({ id: primaryPaymentMethodId, name: 'Everyday card' });
});

test('profile: an invalid date of birth gets a clear message and nothing typed is lost; a valid one saves', async () => {
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const tooYoung = `${new Date().getFullYear() - 5}-01-15`;
  await page.getByLabel('Date of birth').fill(tooYoung);
  await page.getByLabel('Preferred language').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Clients must be at least 12 years old.')).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Preferred language')).toHaveValue('1');

  await page.getByLabel('Date of birth').fill('1990-04-23');
  await page.getByLabel('Time zone').selectOption('Australia/Perth');
  await page.getByLabel('Date of birth').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  const profile = (await (await api('/api/users/profile/patient')).json()) as { dateOfBirth?: string; timezoneId?: string; languageId?: number };
  expect(profile).toMatchObject({ dateOfBirth: '1990-04-23', timezoneId: 'Australia/Perth', languageId: 1 });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0)]);

test('profile photo: a renamed program is refused in words, a PNG is saved and shown (read with the client\'s token: it is private)', async () => {
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const photoForm = page.getByRole('form', { name: 'Upload a photo' });
  const photoInput = photoForm.getByLabel('New photo (JPEG or PNG, up to 5 MB)');
  await photoInput.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: EXE });
  await photoForm.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photoForm.getByRole('alert')).toContainText('Only JPEG or PNG photos can be used. This file is not one of those (its contents were checked, not just its name).');
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await photoForm.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photoForm.getByRole('status')).toHaveText('Photo saved.');
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expectNoSeriousAxeViolations(page);
  // Private: anyone but the client is told there is no such photo.
  const { userId } = (await (await api('/api/users/profile/patient')).json()) as { userId: string };
  expect((await page.request.get(`/api/users/profile/${userId}/profile-image`)).status()).toBe(404);
});

