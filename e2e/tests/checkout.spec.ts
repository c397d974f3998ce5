import fs from 'node:fs';
import ICAL from 'ical.js';
import { expect, test, type Page } from '../support/fixtures';
import { accessTokenOf, DEMO, DEMO_PASSWORD, fillSignInForm, latestCodeFor, registerClient, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { directoryPsychologistsOnly, emailOf, expireHold, findSession, makeRemindersDue } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';
import { acceptAndBook, acceptAndBookAsShown, answerIntake, addTestCard, chooseTimeClearOfNotice, continueFromPart, expectNoSeriousAxeViolationsAtBothWidths, price, shownPart, throughParts, withMedicareGap } from '../support/checkout';

// The checkout on a phone, in Perth: the browser's zone is the default, never a
// hard-coded Sydney. Slots come from the running API (demo directory seed).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Australia/Perth' });
test.afterAll(closeE2eDatabase);

interface Found {
  psychologists: { psychologistId: string; timeZone: string; slots: unknown[] }[];
}

/** Psychologists with free 50-minute times in the next two weeks, read once from the public API. */
async function psychologistsWithTimes(page: Page): Promise<string[]> {
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 3600 * 1000);
  const answer = await page.request.post('/api/users/psychologists/search-for-availability', {
    data: { from: from.toISOString(), to: to.toISOString(), timeZone: 'Australia/Perth', durationMinutes: 50, slotsPerPsychologist: 20, pageSize: 100 },
  });
  expect(answer.status()).toBe(200);
  const { psychologists } = (await answer.json()) as Found;
  const ids = await directoryPsychologistsOnly(psychologists.filter((p) => p.slots.length >= 10 && p.timeZone.startsWith('Australia/')).map((p) => p.psychologistId));
  expect(ids.length).toBeGreaterThan(1);
  return ids;
}

test('an anonymous visitor picks a time, signs up inline, books with Medicare and a test card, downloads the .ics; both schedules show it and reminders are sent', async ({ page, browser }) => {
  test.setTimeout(180_000); // sign-up, sign-in, intake questions and a card on a busy machine
  const psychologistId = await withMedicareGap(page, await psychologistsWithTimes(page));

  // Step 1: as the directory's Book link leads on, with the defaults from the taxonomies and the browser.
  await page.goto(`/book?psychologistId=${psychologistId}`);
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText('Session');
  await expect(page.getByLabel('Your time zone')).toHaveValue('Australia/Perth');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'See available times' }).click();

  // Step 2: times in Perth; the psychologist's zone beside; the quote at the moment a time is chosen.
  await chooseTimeClearOfNotice(page);
  await expect(page.getByText('Times are shown in your time zone, Australia/Perth')).toBeVisible();
  await expect(page.getByText(/^Psychologist’s time zone: Australia\//).first()).toBeVisible();
  await expect(price(page)).toContainText('Out-of-pocket');
  await page.getByLabel('How will the session be paid?').selectOption('Medicare');
  await expect(price(page)).toContainText('Medicare rebate');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3, signed out: sign up inline; the time stays in the address through the code and sign-in.
  await expect(page).toHaveURL(/\/book\/finalise\?.*startsAt=/);
  const chosenUrl = new URL(page.url());
  await expect(page.getByRole('heading', { name: 'New to Harbour? Create your account' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const email = uniqueEmail('checkout');
  const password = 'Checkout-pass-2026';
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Checkout');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Postcode').fill('6000');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await latestCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await page.reload(); // a reload on the way keeps the registration step and the time
  await page.getByRole('button', { name: 'Sign in to continue booking' }).click();
  await fillSignInForm(page, email, password);
  await page.waitForURL(/\/book\/finalise\?/);
  expect(new URL(page.url()).searchParams.get('startsAt')).toBe(chosenUrl.searchParams.get('startsAt'));
  await expect(page.getByText(/We hold this time for you until/)).toBeVisible();

  // Medicare: the card is checked in the page (domain.md rule), the referral goes to the API.
  await expect(page.getByRole('combobox', { name: 'Funding', exact: true })).toHaveValue('Medicare');
  await page.getByLabel('Medicare card number').fill('2123 45671 1'); // wrong check digit
  await page.getByLabel('Your reference number on the card').fill('1');
  await page.getByLabel('GP’s name').fill('Dr Jo Gp');
  await page.getByLabel('Date of the referral').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Update my price' }).click();
  await expect(page.getByText('Enter the 10-digit number on your Medicare card')).toBeVisible();
  await page.getByLabel('Medicare card number').fill('2123 45670 1');
  await page.getByRole('button', { name: 'Update my price' }).click();
  await expect(price(page)).toContainText(/Medicare rebate[\s\S]*−\$\d/);
  await expect(price(page)).toContainText(/Out-of-pocket\s*\$\d/);
  await expect(price(page)).toContainText('Medicare session 1 of 10 this year, 1 of 6 on your referral');
  // The finalise page in short parts: the hold's time left is visible on each.
  await expect(page.getByText('Part 1 of 4')).toBeVisible();
  await expect(page.getByTestId('hold-status').getByRole('timer')).toHaveText(/^\d{1,2}:\d\d left$/);
  await expectNoSeriousAxeViolations(page);
  await continueFromPart(page);
  expect(await shownPart(page)).toBe('Before your first session');
  await answerIntake(page);
  await continueFromPart(page);
  expect(await shownPart(page)).toBe('Your card');
  await expectNoSeriousAxeViolations(page);
  await addTestCard(page);
  // stripe-mock keeps no state: whatever is typed, the saved test card reads 08/30, and the page says why.
  await expect(page.getByRole('radio', { name: 'Visa ending 4242, expires 08/30' })).toBeChecked();
  await expect(page.getByRole('note').filter({ hasText: 'the Stripe simulator answers every saved test card as a Visa ending 4242 that expires 08/30' })).toBeVisible();
  await continueFromPart(page);
  // The fee in words; whether a free-cancellation time is still ahead depends on how soon the chosen time is.
  await expect(page.getByTestId('cancellation-policy')).toContainText(/late-cancellation fee of \$\d+\.\d\d is charged to your card\./);
  await expectNoSeriousAxeViolations(page);
  const sessionId = await acceptAndBook(page, 'I prefer to start with my sleep.');

  // Step 4: both clocks, the .ics, how to join.
  await expect(page.getByText(/AWST/).first()).toBeVisible();
  await expect(page.getByText(/Your psychologist’s time:/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'your session page' })).toHaveAttribute('href', new RegExp(`/session/${sessionId}`));
  await expectNoSeriousAxeViolations(page);
  const token = await accessTokenOf(page);
  const sessions = await page.request.get('/api/sessions/sessions/patient', { headers: { Authorization: `Bearer ${token}` } });
  const booked = ((await sessions.json()) as { sessions: { sessionId: string; sessionStartDate: string; sessionType: string; psychologist: { id: string } }[] }).sessions;
  const session = booked.find((s) => s.sessionId === sessionId)!;
  // The page's own download, parsed by a maintained iCalendar library.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download calendar file (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`harbour-session-${sessionId}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, 'utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(session).toMatchObject({ sessionType: 'Medicare', psychologist: { id: psychologistId } });
  expect(session.sessionStartDate).toBe(chosenUrl.searchParams.get('startsAt'));
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(session.sessionStartDate).toISOString());

  // A private calendar link for every session.
  await page.getByRole('button', { name: 'Link my calendar to all my sessions' }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', /^webcal:\/\//);

  // The client's upcoming sessions list it.
  await page.goto('/account/sessions/upcoming');
  await expect(page.getByRole('region', { name: 'Upcoming' }).locator(`a[href="/account/sessions/${sessionId}"]`)).toBeVisible();

  // So does the psychologist's own schedule, signed in on their own device.
  const psychologistContext = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Australia/Perth' });
  const psychologist = await psychologistContext.newPage();
  await signIn(psychologist, await emailOf(psychologistId), { returnTo: '/psychologists/account/sessions/upcoming', password: DEMO_PASSWORD });
  const onSchedule = psychologist.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem').filter({ has: psychologist.locator(`a[href="/psychologists/account/sessions/${sessionId}"]`) });
  await expect(onSchedule).toContainText('with Casey Checkout');
  await expect(onSchedule).toContainText('Medicare');
  await psychologistContext.close();

  // Reminders 24 h and 1 h before: made due now (a day cannot pass in a test); the API's job runner sends them.
  expect(await makeRemindersDue(sessionId)).toBeGreaterThan(0);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/notifications/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; text: string }[] }).messages.filter((m) => m.kind === 'session-reminder').map((m) => m.text).join('\n'), { timeout: 45_000 })
    .toContain(`/session/${sessionId}`); // with how to join
});

// Table-driven: the signed-in demo client books under each other funding route.
const ROUTES = [
  {
    route: 'NDIS',
    fill: async (page: Page) => {
      await page.getByLabel('NDIS number').fill('431234567');
      await page.getByLabel('Plan manager’s name').fill('Plan Partners');
    },
    expectPrice: /Paid by your funder[\s\S]*Out-of-pocket\s*\$0\.00/,
    book: true,
    stored: { ndisParticipantNumber: '431234567' },
  },
  {
    route: 'DVA',
    fill: async (page: Page) => {
      await page.getByLabel('DVA card colour').selectOption('Gold');
      await page.getByLabel('DVA file number').fill('NX123456');
      await page.getByLabel('Date of your DVA referral').fill('2026-03-02');
    },
    expectPrice: /Paid by your funder[\s\S]*Out-of-pocket\s*\$0\.00/,
    book: true,
    stored: { dvaFileNumber: 'NX123456', dvaReferralIssuedOn: '2026-03-02' },
  },
  {
    route: 'WorkersComp',
    fill: async (page: Page) => {
      await page.getByLabel('Claim number').fill('WC-2026-0042');
      await page.getByLabel('Insurer', { exact: true }).fill('icare');
      await page.getByLabel('Sessions your insurer approved').fill('8');
    },
    expectPrice: /Paid by your funder[\s\S]*Out-of-pocket\s*\$0\.00/,
    book: true,
    stored: { workersCompClaimNumber: 'WC-2026-0042', workersCompApprovedSessions: 8 },
  },
  {
    // The demo seed has no psychologist on the bulk-billed list (practice prices): the page says so
    // and shows the private figures rather than a $0 it cannot honour.
    route: 'BulkBilled',
    fill: async (page: Page) => {
      await page.getByLabel('Medicare card number').fill('2123 45670 1');
      await page.getByLabel('Your reference number on the card').fill('1');
      await page.getByLabel('GP’s name').fill('Dr Jo Gp');
      await page.getByLabel('Date of the referral').fill(new Date().toISOString().slice(0, 10));
    },
    expectPrice: /This psychologist does not bulk-bill\.|Out-of-pocket\s*\$0\.00/,
    book: false,
    stored: {},
  },
] as const;

test('a signed-in client books under NDIS, DVA, workers comp and bulk-billing, a partner member under their programme, and a lost race is a "no longer available" toast', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const [, psychologistId] = await psychologistsWithTimes(page);
  await signIn(page, DEMO.client, { returnTo: '/book' });
  for (const row of ROUTES) {
    await page.goto(`/book/availability?psychologistId=${psychologistId}&fundingRoute=${row.route}`);
    await chooseTimeClearOfNotice(page);
    await page.getByRole('button', { name: 'Hold this time and continue' }).click();
    await expect(page.getByText(/We hold this time for you until/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Funding', exact: true })).toHaveValue(row.route);
    await row.fill(page);
    await page.getByRole('button', { name: 'Update my price' }).click();
    await expect(price(page)).toHaveText(row.expectPrice);
    if (!row.book) continue;
    // Nothing to pay: never "$0.00, charged after the session", and no card part.
    await expect(price(page)).toContainText('Nothing is charged to you, now or after the session: your funder pays for it.');
    await expect(price(page)).not.toContainText('charged after the session');
    await throughParts(page);
    await expect(page.getByText('Nothing to pay for this session, so no card is needed.')).toBeVisible();
    const sessionId = await acceptAndBook(page);
    // What the client typed is what the session was booked (and counted) under.
    expect((await findSession(sessionId)) as unknown).toMatchObject({ funding: row.stored });
    await expect(page.getByRole('region', { name: 'Session time' })).toContainText('Nothing is charged to you, now or after the session: your funder pays for it.');
    await expect(page.getByRole('region', { name: 'Session time' })).not.toContainText('$0.00');
  }

  // A partner programme member (signed up through HCF): the partner pays.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Australia/Perth', baseURL: test.info().project.use.baseURL });
  const member = await context.newPage();
  const { email } = await registerClient(member.request, DEMO_PASSWORD);
  await signIn(member, email, { returnTo: '/book' });
  const token = await accessTokenOf(member);
  const me = await member.request.get('/api/users/profile/patient', { headers: { Authorization: `Bearer ${token}` } });
  const { userId } = (await me.json()) as { userId: string };
  const linked = await member.request.post(`/api/users/patients/${userId}/client-referrers`, { headers: { Authorization: `Bearer ${token}` }, data: { referrerId: 'hcf' } });
  expect(linked.status()).toBe(201);
  // A lost race: both see the same free time; the demo client holds it first.
  await page.goto(`/book/availability?psychologistId=${psychologistId}`);
  await chooseTimeClearOfNotice(page);
  await member.goto(`/book/availability?psychologistId=${psychologistId}&fundingRoute=Partnership`);
  await chooseTimeClearOfNotice(member);
  expect(new URL(member.url()).searchParams.get('startsAt')).toBe(new URL(page.url()).searchParams.get('startsAt'));
  await page.getByRole('button', { name: 'Hold this time and continue' }).click();
  await expect(page.getByText(/We hold this time for you until/)).toBeVisible();
  await member.getByRole('button', { name: 'Hold this time and continue' }).click();
  await expect(member.getByText('That time is no longer available. Please choose another time.')).toBeVisible();
  await expect(member).toHaveURL((url) => !url.searchParams.has('startsAt'));
  await chooseTimeClearOfNotice(member);
  await member.getByRole('button', { name: 'Hold this time and continue' }).click();
  await member.getByRole('button', { name: 'Update my price' }).click();
  await expect(price(member)).toHaveText(/Partner programme[\s\S]*Paid by your funder[\s\S]*Out-of-pocket\s*\$0\.00/);
  await throughParts(member);
  await expect(member.getByText('Nothing to pay for this session, so no card is needed.')).toBeVisible();
  await acceptAndBook(member);
  await context.close();
});

test('a hold that runs out part-way is held again for the same time, the countdown shows it, and nothing typed is lost', async ({ page }) => {
  test.setTimeout(180_000);
  const psychologistId = await withMedicareGap(page, await psychologistsWithTimes(page));
  const { email, password } = await registerClient(page.request);
  await signIn(page, email, { returnTo: `/book/availability?psychologistId=${psychologistId}&fundingRoute=Medicare`, password });
  await chooseTimeClearOfNotice(page);
  await page.getByRole('button', { name: 'Hold this time and continue' }).click();
  const hold = page.getByTestId('hold-status');
  await expect(hold.getByRole('timer')).toHaveText(/^(10:00|9:[0-5]\d) left$/);
  await expect(hold).toContainText('If it runs out, we hold the same time again if it is still free.');
  const firstHold = new URL(page.url()).searchParams.get('reservationId')!;

  // Part 1, how it is paid: the Medicare card and the referral.
  await page.getByLabel('Medicare card number').fill('2123 45670 1');
  await page.getByLabel('Your reference number on the card').fill('1');
  await page.getByLabel('GP’s name').fill('Dr Jo Gp');
  await page.getByLabel('Date of the referral').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Update my price' }).click();
  await expect(price(page)).toContainText('Medicare session 1 of 10 this year, 1 of 6 on your referral');

  // The client is away for more than ten minutes: the hold runs out (made to now; a journey cannot wait).
  await expireHold(firstHold);
  await continueFromPart(page);
  await expect(hold).toContainText('Your hold ran out, so we held this time for you again. Nothing you typed is lost.');
  await expect(page).toHaveURL((url) => !!url.searchParams.get('reservationId') && url.searchParams.get('reservationId') !== firstHold);
  await expect(hold.getByRole('timer')).toHaveText(/^(10:00|9:[0-5]\d) left$/);
  await expectNoSeriousAxeViolationsAtBothWidths(page);

  // Back to part 1: the card number typed there is still there, and the price still Medicare's.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How the session is paid' })).toBeFocused();
  await expect(page.getByLabel('Medicare card number')).toHaveValue('2123 45670 1');
  await expect(price(page)).toContainText(/Medicare rebate[\s\S]*Out-of-pocket/);
  await continueFromPart(page);
  const sessionId = await acceptAndBook(page);
  const booked = await page.request.get(`/api/sessions/sessions/${sessionId}`, { headers: { Authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(((await booked.json()) as { sessionType: string }).sessionType).toBe('Medicare');
});

test('booked inside the late-cancellation window, no free-cancellation time that has passed is offered: what applies is said instead', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A psychologist who takes bookings an hour ahead, round the clock, with a 48-hour window.
  const [, , psychologistId] = await psychologistsWithTimes(page);
  const practice = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const psychologist = await practice.newPage();
  await signIn(psychologist, await emailOf(psychologistId), { returnTo: '/psychologists/account', password: DEMO_PASSWORD });
  // Tokens last 20 s in the journeys: ask the page for its current one at each call.
  const headers = async () => ({ Authorization: `Bearer ${await accessTokenOf(psychologist)}` });
  const rules = (await (await psychologist.request.get('/api/sessions/psychologist/availability', { headers: await headers() })).json()) as Record<string, unknown>;
  const { psychologistId: _id, isSet: _set, updatedAt: _at, ...own } = rules;
  const late = { ...own, weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })), minimumNoticeHours: 1, lateCancellationHours: 48 };
  expect((await psychologist.request.put('/api/sessions/psychologist/availability', { headers: await headers(), data: late })).status()).toBe(200);
  try {
    const { email, password } = await registerClient(page.request);
    await signIn(page, email, { returnTo: `/book/availability?psychologistId=${psychologistId}&fundingRoute=Private`, password });
    await chooseTimeClearOfNotice(page);
    const startsAt = new URL(page.url()).searchParams.get('startsAt')!;
    expect(Date.parse(startsAt) - Date.now()).toBeLessThan(48 * 3_600_000); // the time chosen is inside the window
    await page.getByRole('button', { name: 'Hold this time and continue' }).click();
    await continueFromPart(page);
    await throughParts(page);
    const policy = page.getByTestId('cancellation-policy');
    await expect(policy).toHaveText(
      /^This session starts less than 48 hours from now, inside your psychologist’s late-cancellation window: there is no free cancellation\. If you cancel or reschedule, their late-cancellation fee of \$\d+\.\d\d is charged to your card\.$/,
    );
    await expect(policy).not.toContainText('until');
    await expectNoSeriousAxeViolationsAtBothWidths(page);
    await acceptAndBookAsShown(page);
    const next = page.getByRole('heading', { name: 'What happens next' }).locator('xpath=following-sibling::ul[1]');
    await expect(next).toContainText('This session starts less than 48 hours from now');
    await expect(next).not.toContainText('free of charge until');
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0); // dates in words
    await expectNoSeriousAxeViolationsAtBothWidths(page);
  } finally {
    expect((await psychologist.request.put('/api/sessions/psychologist/availability', { headers: await headers(), data: own })).status()).toBe(200);
    await practice.close();
  }
});
