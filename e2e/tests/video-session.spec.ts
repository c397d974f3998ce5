import { chromium, type Page } from '@playwright/test';
import { accessTokenOf, DEMO, DEMO_PSYCHOLOGIST, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSession, findReview, findSession, setProfilePhone } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

// Chromium's fake camera and microphone, allowed without a prompt; sound may play without a click.
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
const BASE_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, ...MEDIA_ARGS] },
  permissions: ['camera', 'microphone'],
  viewport: { width: 390, height: 844 },
});
test.afterAll(closeE2eDatabase);

/** The other person's video really plays: frames decoded, time advancing, and an audio track. */
async function expectPlayingRemoteVideo(page: Page) {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // Advancing between two looks (a reconnected call's new stream starts its clock again from 0).
  let last = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(async () => {
      const now = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      const advanced = now > last;
      last = now;
      return advanced;
    })
    .toBe(true);
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
  // One journey gives the demo psychologist a phone number (the seed has none): never left behind.
  test.afterEach(() => setProfilePhone(DEMO.psychologist, 'psychologist', undefined));

  test('client and psychologist see and hear each other, mute and camera-off show, leave and rejoin, end and review', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);

    // The client waits in the waiting room.
    const client = page;
    await signIn(client, DEMO.client, { returnTo: `/session/${sessionId}` });
    await expect(client.getByRole('heading', { name: `Your session with ${DEMO_PSYCHOLOGIST.name}` })).toBeVisible();
    await expect(client.getByText(/Your session starts in/)).toBeVisible();
    await expect(client.getByText('Your psychologist has not joined yet.')).toBeVisible();
    // The session's own page: add to calendar, and how to reach the psychologist.
    await expect(client.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
    await expect(client.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' })).toBeVisible();
    await expect(client.getByRole('button', { name: 'Download calendar file (.ics)' })).toBeEnabled();
    await expect(client.getByRole('heading', { name: `Need to reach ${DEMO_PSYCHOLOGIST.firstName}?` })).toBeVisible();
    await expectNoSeriousAxeViolations(client);
    await client.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousAxeViolations(client);
    await client.setViewportSize({ width: 390, height: 844 });

    // The psychologist starts it from their day.
    const psychContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist, { returnTo: '/psychologists/account' });
    await psych.locator(`a[href="/session/${sessionId}"]`).click();
    await expect(psych.getByText('Your client is waiting.')).toBeVisible();
    await expect(psych).toHaveTitle(/^Alex is waiting \| /);
    await psych.getByRole('button', { name: 'Start session' }).click();
    await expect(psych).toHaveURL(new RegExp(`/session/new/${sessionId}$`));
    // In the call, the psychologist is told that their client is still in the waiting room.
    await expect(psych.getByTestId('counterpart-place')).toHaveText('Alex is in the waiting room and will join when they select Join session.', { timeout: 20_000 });
    await expect(psych).toHaveTitle(/^Alex is waiting \| /);

    await expect(client.getByText('Your psychologist has joined.')).toBeVisible({ timeout: 20_000 });
    await client.getByRole('button', { name: 'Join session' }).click();
    await expect(client).toHaveURL(new RegExp(`/session/current/${sessionId}$`));

    await expect(client.getByTestId('call-status')).toHaveText(`You are connected with ${DEMO_PSYCHOLOGIST.firstName}.`, { timeout: 30_000 });
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
    await expect(client.getByTestId('call-status')).toHaveText(`You are connected with ${DEMO_PSYCHOLOGIST.firstName}.`, { timeout: 30_000 });
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

  test('after 15 s alone the call says what is happening and offers Try again, audio only and the phone; then it connects', async ({ browser, page }) => {
    test.setTimeout(150_000);
    await setProfilePhone(DEMO.psychologist, 'psychologist', '0491 570 006');
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    const client = page;
    await signIn(client, DEMO.client, { returnTo: '/account' });
    // The page's clock is Playwright's (time still flows), so "15 s later" is a jump, not a wait.
    await client.clock.install();
    await client.goto(`/session/current/${sessionId}`);
    await expect(client.getByTestId('call-status')).toHaveText(`Waiting for ${DEMO_PSYCHOLOGIST.firstName} to join.`, { timeout: 30_000 });
    await expect(client.getByTestId('call-help')).toHaveCount(0);
    await client.clock.fastForward('00:16');
    const help = client.getByTestId('call-help');
    await expect(help.getByRole('heading', { name: `${DEMO_PSYCHOLOGIST.firstName} has not joined yet` })).toBeVisible();
    await expect(help.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(help.getByRole('link', { name: '0491 570 006' })).toHaveAttribute('href', 'tel:0491570006');
    await expectNoSeriousAxeViolations(client);
    await client.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousAxeViolations(client);

    // Audio only: the camera goes off (and is no longer offered); Try again starts a new connection and the help goes.
    await help.getByRole('button', { name: 'Continue with audio only' }).click();
    await expect(client.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
    await expect(help.getByRole('button', { name: 'Continue with audio only' })).toHaveCount(0);
    await help.getByRole('button', { name: 'Try again' }).click();
    await expect(client.getByTestId('call-help')).toHaveCount(0);
    await expect(client.getByTestId('call-status')).toHaveText(`Waiting for ${DEMO_PSYCHOLOGIST.firstName} to join.`);

    // The psychologist arrives: the call connects, still audio only on the client's side.
    const psychContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist, { returnTo: `/session/new/${sessionId}` });
    await expect(client.getByTestId('call-status')).toHaveText(`You are connected with ${DEMO_PSYCHOLOGIST.firstName}.`, { timeout: 30_000 });
    await expect(psych.getByTestId('call-status')).toHaveText('You are connected with Alex.', { timeout: 30_000 });
    await expect(psych.getByTestId('remote-media')).toContainText('Alex has turned their camera off.');
    await expectPlayingRemoteVideo(client);
    await psychContext.close();
  });

  test('a dropped connection comes back by itself', async ({ browser, page }) => {
    test.setTimeout(150_000);
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    const client = page;
    // A deterministic stand-in for a dropped network: the test can reach the client's peer connections and close one.
    await client.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      const made: RTCPeerConnection[] = [];
      (window as unknown as { harbourPeerConnections: RTCPeerConnection[] }).harbourPeerConnections = made;
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super(config);
          made.push(this);
        }
      };
    });
    await signIn(client, DEMO.client, { returnTo: `/session/current/${sessionId}` });
    const psychContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist, { returnTo: `/session/new/${sessionId}` });
    await expect(client.getByTestId('call-status')).toHaveText(`You are connected with ${DEMO_PSYCHOLOGIST.firstName}.`, { timeout: 30_000 });
    await expect(psych.getByTestId('call-status')).toHaveText('You are connected with Alex.', { timeout: 30_000 });
    const connections = () => client.evaluate(() => (window as unknown as { harbourPeerConnections: RTCPeerConnection[] }).harbourPeerConnections.map((pc) => pc.connectionState));

    await client.evaluate(() => (window as unknown as { harbourPeerConnections: RTCPeerConnection[] }).harbourPeerConnections.at(-1)!.close());
    // The psychologist's side notices, restarts, and a new connection carries the call again.
    await expect.poll(connections, { timeout: 60_000 }).toEqual(expect.arrayContaining(['closed', 'connected']));
    await expect(psych.getByTestId('call-status')).toHaveText('You are connected with Alex.', { timeout: 30_000 });
    await expectPlayingRemoteVideo(client);
    await expectPlayingRemoteVideo(psych);
    await psychContext.close();
  });

  test('a room that shuts while someone waits says why, instead of waiting for ever', async ({ page }) => {
    test.setTimeout(120_000);
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    await signIn(page, DEMO.client, { returnTo: `/session/current/${sessionId}` });
    await expect(page.getByTestId('call-status')).toHaveText(`Waiting for ${DEMO_PSYCHOLOGIST.firstName} to join.`, { timeout: 30_000 });
    // The psychologist cancels the session (their own way, with a reason) while the client waits in the call.
    const psychContext = await page.context().browser()!.newContext();
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist);
    const token = await accessTokenOf(psych);
    const reasons = (await (await psych.request.get('/api/sessions/practitioner-cancellation-reasons')).json()) as { reasonId: number; requiresExtraInfo?: boolean }[];
    const reason = reasons.find((r) => !r.requiresExtraInfo)!;
    const cancelled = await psych.request.post(`/api/sessions/sessions/${sessionId}/cancel`, { headers: { authorization: `Bearer ${token}` }, data: { reasonId: reason.reasonId } });
    expect(cancelled.status()).toBe(200);
    await psychContext.close();

    await expect(page.getByTestId('call-status')).toHaveText('This session’s room is closed.', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveText('This session was cancelled.');
    await expect(page.getByRole('link', { name: 'Go to the waiting room' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousAxeViolations(page);
  });

  test("the session's own pages have Join when the room is open, calendar links, and Message (390 px and 1280 px, axe)", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    await signIn(page, DEMO.client, { returnTo: `/account/sessions/${sessionId}` });
    await expect(page.getByRole('link', { name: 'Join session' })).toHaveAttribute('href', `/session/${sessionId}`);
    await expect(page.getByRole('group', { name: 'Add this session to your calendar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' })).toHaveAttribute('href', new RegExp(`text=Harbour\\+session\\+with\\+${DEMO_PSYCHOLOGIST.firstName}\\+Psychologist`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download calendar file (.ics)' }).click();
    expect((await download).suggestedFilename()).toBe(`harbour-session-${sessionId}.ics`);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousAxeViolations(page);

    const psychContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const psych = await psychContext.newPage();
    await signIn(psych, DEMO.psychologist, { returnTo: `/psychologists/account/sessions/${sessionId}` });
    await expect(psych.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' })).toHaveAttribute('href', /subject=Harbour\+session\+with\+Alex\+Client/);
    await expectNoSeriousAxeViolations(psych);
    await psych.getByRole('button', { name: 'Message Alex Client' }).click();
    await expect(psych.getByRole('dialog', { name: 'Messages' })).toBeVisible();
    await psych.setViewportSize({ width: 1280, height: 800 });
    await psych.keyboard.press('Escape');
    await expectNoSeriousAxeViolations(psych);
    await psychContext.close();
  });

  test('someone else gets a clear refusal, and an early visit says when to come back', async ({ page, request }) => {
    const sessionId = await createSession(DEMO.client, DEMO.psychologist, 5);
    const stranger = await registerClient(request);
    await signIn(page, stranger.email, { returnTo: `/session/${sessionId}`, password: stranger.password });
    await expect(page.getByRole('heading', { name: 'This is not your session' })).toBeVisible();
    await page.goto(`/session/current/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'This is not your session' })).toBeVisible();

    const later = await createSession(DEMO.client, DEMO.psychologist, 180);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.client, { returnTo: `/session/${later}` });
    await expect(page.getByText(/The room opens 15 minutes before the start, at .* Please come back then/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join session' })).toHaveCount(0);
  });
});
