import { chromium, type Page } from '@playwright/test';
import { DEMO, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { closeSessionsDb, createSession, findReview, findSession } from '../support/sessions';

// Chromium's fake camera and microphone, allowed without a prompt; sound may play without a click.
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
const BASE_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, ...MEDIA_ARGS] },
  permissions: ['camera', 'microphone'],
  viewport: { width: 390, height: 844 },
});
test.afterAll(closeSessionsDb);

/** The other person's video really plays: frames decoded, time advancing, and an audio track. */
async function expectPlayingRemoteVideo(page: Page) {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(first);
  expect(await video.evaluate((v: HTMLVideoElement) => (v.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0)).toBeGreaterThan(0);
}

test.describe('device test', () => {
  test('camera, microphone, speaker and network checks work with the fake devices (390 px, axe)', async ({ page }) => {
    await page.goto('/device-test');
    await expect(page.getByRole('heading', { name: 'Test your device' })).toBeVisible();
    await expect(page.getByText('Your browser supports Harbour video sessions.')).toBeVisible();
    await expect(page.getByText('Your camera and microphone are working.')).toBeVisible();
    const preview = page.getByLabel('Your camera');
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Play test sound' }).click();
    await expect(page.getByText('Did you hear three notes?')).toBeVisible();

    await page.getByRole('link', { name: 'Next: test your internet connection' }).click();
    await expect(page.getByRole('heading', { name: 'Test your connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(/Your connection is good|Video should work|too slow/, { timeout: 30_000 });
    await expect(page.getByText('Round trip')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('says how to allow the camera when permission is denied', async () => {
    // A browser whose (fake) permission prompt answers "Block", as a person who clicked Block would.
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny'] });
    try {
      const page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
      await page.goto('/device-test');
      await expect(page.getByRole('alert')).toContainText('Your browser has blocked the camera and microphone for Harbour. To allow them');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});

test.describe('a video session', () => {
  test('client and psychologist see and hear each other, mute and camera-off show, leave and rejoin, end and review', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);

    // The client waits in the waiting room.
    const client = page;
    await signIn(client, DEMO.client, { returnTo: `/session/${sessionId}` });
    await client.goto(`/session/${sessionId}`);
    await expect(client.getByRole('heading', { name: 'Your session with Sam Psychologist' })).toBeVisible();
    await expect(client.getByText(/Your session starts in/)).toBeVisible();
    await expect(client.getByText('Your psychologist has not joined yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(client);

    // The psychologist starts it from their day.
    const psychContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist);
    await psych.goto('/psychologists/account');
    await psych.locator(`a[href="/session/${sessionId}"]`).click();
    await expect(psych.getByText('Your client is waiting.')).toBeVisible();
    await psych.getByRole('button', { name: 'Start session' }).click();
    await expect(psych).toHaveURL(new RegExp(`/session/new/${sessionId}$`));

    await expect(client.getByText('Your psychologist has joined.')).toBeVisible({ timeout: 20_000 });
    await client.getByRole('button', { name: 'Join session' }).click();
    await expect(client).toHaveURL(new RegExp(`/session/current/${sessionId}$`));

    await expect(client.getByTestId('call-status')).toHaveText('You are connected with Sam.', { timeout: 30_000 });
    await expect(psych.getByTestId('call-status')).toHaveText('You are connected with Alex.', { timeout: 30_000 });
    await expectPlayingRemoteVideo(client);
    await expectPlayingRemoteVideo(psych);
    await expect(client.getByText(/Time remaining: /)).toBeVisible();

    // Mute and camera off are seen on the other side.
    await client.getByRole('button', { name: 'Mute' }).click();
    await expect(psych.getByTestId('remote-media')).toContainText('Alex has muted their microphone.');
    await client.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(psych.getByTestId('remote-media')).toContainText('Alex has turned their camera off.');
    await client.getByRole('button', { name: 'Unmute' }).click();
    await client.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(psych.getByTestId('remote-media')).toHaveText('');

    // Leave and rejoin.
    await client.getByRole('button', { name: 'Leave' }).click();
    await expect(client.getByTestId('call-status')).toHaveText('You have left the session.');
    await expect(psych.getByTestId('call-status')).toHaveText(/Alex left the session/, { timeout: 20_000 });
    await client.getByRole('button', { name: 'Rejoin' }).click();
    await expect(psych.getByTestId('call-status')).toHaveText('You are connected with Alex.', { timeout: 30_000 });
    await expect(client.getByTestId('call-status')).toHaveText('You are connected with Sam.', { timeout: 30_000 });
    await expectPlayingRemoteVideo(psych);
    await expectPlayingRemoteVideo(client);

    // The psychologist ends it; the client is taken to the review.
    await psych.getByRole('link', { name: 'End session' }).click();
    await expect(psych.getByRole('heading', { name: 'End the session' })).toBeVisible();
    await psych.getByLabel('The session took place').check();
    await psych.getByRole('button', { name: 'End session' }).click();
    await expect(psych.getByRole('heading', { name: 'Session ended' })).toBeVisible();
    expect(await findSession(sessionId)).toMatchObject({ sessionStatus: 'Completed', outcome: 'Completed' });

    await expect(client).toHaveURL(/\/session\/review\?sessionId=/, { timeout: 30_000 });
    await expect(client.getByRole('heading', { name: 'How was your session?' })).toBeVisible();
    await expectNoSeriousAxeViolations(client);
    await client.getByRole('button', { name: 'Send review' }).click();
    await expect(client.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5.');
    await client.getByLabel('5 — Excellent').check();
    await client.getByLabel('Comment (optional)').fill('Clear and kind, thank you.');
    await client.getByRole('button', { name: 'Send review' }).click();
    await expect(client.getByText('Your review has been saved.')).toBeVisible();
    expect(await findReview(sessionId)).toMatchObject({ rating: 5, comment: 'Clear and kind, thank you.' });
    await psychContext.close();
  });

  test('someone else gets a clear refusal, and an early visit says when to come back', async ({ page, request }) => {
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    const stranger = await registerClient(request);
    await signIn(page, stranger.email, { password: stranger.password });
    await page.goto(`/session/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'This is not your session' })).toBeVisible();
    await page.goto(`/session/current/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'This is not your session' })).toBeVisible();

    const later = await createSession(DEMO.client, DEMO.psychologist, 180);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.client, { returnTo: `/session/${later}` });
    await page.goto(`/session/${later}`);
    await expect(page.getByText(/The room opens 15 minutes before the start, at .* Please come back then/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join session' })).toHaveCount(0);
  });
});
