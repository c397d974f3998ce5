import { DEMO, DEMO_PSYCHOLOGIST, fillSignInForm, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { latestEmail, PRACTICE } from '../support/practice';

// "Start a session now": the demo psychologist starts an ad-hoc session with the demo client, who
// opens the emailed link signed out, signs in and lands in that session's waiting room. Each width
// cancels its session at the end (with a reason and the named dialog), which frees the time.
test.describe.configure({ mode: 'serial' });

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a psychologist starts a session now and the client opens the link (${name})`, async ({ browser }) => {
    const since = new Date(Date.now() - 1000);
    const psychologistContext = await browser.newContext({ viewport });
    const psychologist = await psychologistContext.newPage();
    await signIn(psychologist, DEMO.psychologist, { returnTo: `${PRACTICE}/sessions/start` });
    await expect(psychologist.getByRole('heading', { name: 'Start a session', level: 1 })).toBeVisible();
    const form = psychologist.getByRole('region', { name: 'Start a session now' });
    await form.getByRole('combobox', { name: /^Patient/ }).selectOption({ label: 'Alex Client' });
    await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: '20 minutes' });
    await expectNoSeriousAxeViolations(psychologist);
    await form.getByRole('button', { name: 'Start now and send the link' }).click();

    const started = psychologist.getByRole('region', { name: 'Session started' });
    await expect(started.getByRole('status')).toHaveText(/^Alex Client has been sent the link by email( and by text message)?\.$/);
    const joinUrl = await started.getByLabel('Link for your client').inputValue();
    const sessionId = joinUrl.split('/session/')[1];
    expect(sessionId).toMatch(/^[\w-]+$/);
    await expect(started.getByRole('link', { name: 'Open the video room' })).toHaveAttribute('href', `/session/new/${sessionId}`);
    await expectNoSeriousAxeViolations(psychologist);

    // The client reads the email, opens the link signed out, signs in and lands in that session.
    const email = await latestEmail(psychologist.request, DEMO.client, 'session-join-now', since);
    expect(email.subject).toBe(`${DEMO_PSYCHOLOGIST.name} has started your session: join now`);
    expect(email.text).toContain(`Join it here: ${joinUrl}`);
    const clientContext = await browser.newContext({ viewport });
    const client = await clientContext.newPage();
    await client.goto(joinUrl);
    await fillSignInForm(client, DEMO.client);
    await expect(client).toHaveURL(new RegExp(`/session/${sessionId}$`));
    await expect(client.getByRole('heading', { name: new RegExp(DEMO_PSYCHOLOGIST.name) }).first()).toBeVisible();
    await clientContext.close();

    // The session is on the psychologist's list; cancelling it (reason, named dialog) frees the time.
    await psychologist.goto(`${PRACTICE}/sessions/${sessionId}`);
    await expect(psychologist.getByRole('heading', { name: 'Session with Alex Client' })).toBeVisible();
    await psychologist.getByRole('combobox', { name: /^Reason/ }).selectOption({ index: 1 });
    const explain = psychologist.getByLabel('Explain the reason');
    if (await explain.isVisible()) await explain.fill('Started by mistake.');
    await psychologist.getByRole('button', { name: 'Cancel session' }).click();
    await psychologist.getByRole('alertdialog', { name: 'Cancel this session?' }).getByRole('button', { name: 'Cancel session' }).click();
    await expect(psychologist.locator('dd').filter({ hasText: /^Cancelled$/ })).toBeVisible();
    await psychologistContext.close();
  });
}
