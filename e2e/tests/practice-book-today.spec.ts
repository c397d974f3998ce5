import { accessTokenOf, DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { PRACTICE, wallTimeIn } from '../support/practice';
import { createSession, firstFreeStart, sessionsOfPatient, userIdOf } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// "Book for a patient" at a time the psychologist chooses, inside their 12 h minimum notice (later
// today), which a client booking them is never offered. A directory psychologist who treated the
// demo client before books them, so nothing here competes with the demo psychologist's times.
// Each worker's world has its own (the phone and desktop runs of this journey run at once, and
// both clients are called Alex Client); other journeys may book directory psychologists too, so
// the time is the first one free of theirs, and the patient is chosen by id.
const PSYCHOLOGIST = DEMO.directoryPsychologist;
const LENGTH_MINUTES = 20;
test.afterAll(closeE2eDatabase);

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a psychologist books a patient for later today, inside the minimum notice (${name})`, async ({ browser }) => {
    await createSession(DEMO.client, PSYCHOLOGIST, -7 * 24 * 60, { sessionStatus: 'Completed', paymentStatus: 'Paid' }); // a care relationship
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, PSYCHOLOGIST, { returnTo: `${PRACTICE}/sessions/create` });
    await expect(page.getByRole('heading', { name: 'Book a session for a patient', level: 1 })).toBeVisible();

    // Their practice clock: the time is typed as they read it.
    const token = await accessTokenOf(page);
    const { timeZone, minimumNoticeHours, bufferMinutes } = (await (await page.request.get('/api/sessions/psychologist/availability', { headers: { authorization: `Bearer ${token}` } })).json()) as { timeZone: string; minimumNoticeHours: number; bufferMinutes: number };
    expect(minimumNoticeHours).toBe(12);
    const patientId = await userIdOf(DEMO.client);
    const startsAt = await firstFreeStart(PSYCHOLOGIST, new Date(Date.now() + 25 * 60_000), LENGTH_MINUTES, bufferMinutes);
    const wall = wallTimeIn(timeZone, startsAt);
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(wallTimeIn(timeZone, new Date()).date); // today on their clock

    await page.getByRole('combobox', { name: /^Patient/ }).selectOption({ value: patientId });
    await page.getByRole('combobox', { name: 'Length' }).selectOption({ label: `${LENGTH_MINUTES} minutes` });
    await page.getByLabel('Date', { exact: true }).fill(wall.date);
    await page.getByLabel(/^Time/).fill(wall.time);
    await page.getByLabel('Fee (AUD)').fill('95');
    await expect(page.getByText(/^Starts /)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Book session' }).click();

    await expect(page.getByRole('heading', { name: 'Session with Alex Client' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^Pending$/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const psychologistId = await userIdOf(PSYCHOLOGIST);
    const booked = (await sessionsOfPatient(DEMO.client)).filter((s) => s.psychologistId === psychologistId && s.startsAt.getTime() === startsAt.getTime());
    expect(booked.map((s) => s.sessionStatus)).toEqual(['Pending']);
    expect(startsAt.getTime() - Date.now()).toBeLessThan(minimumNoticeHours * 3_600_000);

    // The same time again is their own session: refused, with the reason, and what was typed stays.
    await page.goto(`${PRACTICE}/sessions/create`);
    await page.getByRole('combobox', { name: /^Patient/ }).selectOption({ value: patientId });
    await page.getByLabel('Date', { exact: true }).fill(wall.date);
    await page.getByLabel(/^Time/).fill(wall.time);
    await page.getByLabel('Fee (AUD)').fill('95');
    await page.getByRole('button', { name: 'Book session' }).click();
    await expect(page.getByRole('alert')).toContainText('You already have a session (or the break after one) at that time.');
    await expect(page.getByLabel(/^Time/)).toHaveValue(wall.time);
    await context.close();
  });
}
