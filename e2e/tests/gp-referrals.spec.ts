import { expect, test, type Page } from '../support/fixtures';
import { accessTokenOf, DEMO, fillSignInForm, latestCodeFor, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { acceptAndBook, chooseTimeClearOfNotice, price } from '../support/checkout';
import { bookMedicareSessions } from '../support/medicare';
import { userIdOf } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(async () => {
  await closeE2eDatabase();
  await closeE2eDatabase();
});

const PASSWORD = 'Referred-pass-2026';
const api = async (page: Page, method: 'get' | 'post', path: string, data?: unknown) =>
  page.request[method](path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` }, ...(data !== undefined && { data }) });

test('the GP refers a new patient, the patient joins and books, the psychologist asks for a review, the GP provides 4 more: 10 approved', async ({ browser }) => {
  test.setTimeout(300_000); // three people, sign-up and a checkout with a card on a busy machine
  const email = uniqueEmail('referred');
  const [gpContext, clientContext, psychologistContext] = await Promise.all([browser.newContext(), browser.newContext({ timezoneId: 'Australia/Sydney' }), browser.newContext()]);
  const gp = await gpContext.newPage();
  const client = await clientContext.newPage();
  const psychologist = await psychologistContext.newPage();

  // 1. The demo GP sends a referral with a care plan; a missing field is named and takes focus.
  await signIn(gp, DEMO.gp, { returnTo: '/gp/account/send-referral' });
  await expect(gp.getByRole('heading', { name: 'Send a referral', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(gp);
  const form = gp.getByRole('form', { name: 'Send a referral' });
  await form.getByLabel('First name').fill('Alex');
  await form.getByLabel('Last name').fill('Referred');
  await form.getByRole('button', { name: 'Send referral' }).click();
  await expect(form.getByText("Enter the patient's email address.")).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveValue('Alex');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Reason for referral/).fill('Low mood and anxiety for three months; K10 28.');
  await expect(form.getByLabel('Sessions approved')).toHaveValue('6');
  await form.getByRole('button', { name: 'Send referral' }).click();
  await expect(gp.getByRole('status').filter({ hasText: 'Referral sent.' })).toContainText('We emailed Alex Referred an invitation to join Harbour');

  // 2. The invitation is in the outbox, with the /signup/{partialAccountId} link.
  const outbox = (await (await gp.request.get(`/api/notifications/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { kind: string; text: string }[] };
  const invitation = outbox.messages.find((m) => m.kind === 'gp-referral-invitation');
  expect(invitation).toBeTruthy();
  const signupPath = invitation!.text.match(/\/signup\/[0-9a-f-]{36}/)![0];

  // 3. The patient joins through the link and sees the referral on their Medicare page.
  await client.goto(signupPath);
  await expect(client.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
  await client.getByRole('button', { name: 'Send code' }).click();
  await client.getByLabel('Verification code').fill(await latestCodeFor(client.request, email, 'partial-account-code'));
  await client.getByLabel('Password').fill(PASSWORD);
  await client.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check(); // their own agreement: someone else started the account
  await client.getByRole('button', { name: 'Verify' }).click();
  await expect(client.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await client.goto(`/login?returnTo=${encodeURIComponent('/account/medicare')}`);
  await fillSignInForm(client, email, PASSWORD);
  await expect(client).toHaveURL(/\/account\/medicare$/);
  const plans = (await (await api(client, 'get', '/api/users/profile/patient/mhcp')).json()) as { current: { medicareReferralId: string; sessionsApproved: number } };
  expect(plans.current.sessionsApproved).toBe(6);
  const tracker = client.getByRole('region', { name: 'Your Medicare sessions' });

  // The first session is booked through checkout with Medicare: the GP's referral is already there.
  const psychologistId = await userIdOf(DEMO.psychologist);
  await client.goto(`/book?psychologistId=${psychologistId}`);
  await client.getByRole('button', { name: 'See available times' }).click();
  await chooseTimeClearOfNotice(client);
  await client.getByLabel('How will the session be paid?').selectOption('Medicare');
  await client.getByRole('button', { name: 'Continue' }).click();
  await expect(client.getByRole('status').filter({ hasText: /^Your referral from Dr .+ is current until \d{1,2} [A-Z][a-z]+ \d{4}\.$/ })).toBeVisible(); // a date in words
  await expect(client.getByLabel('GP’s name')).toHaveCount(0); // not asked again
  await client.getByLabel('Medicare card number').fill('2123 45670 1');
  await client.getByLabel('Your reference number on the card').fill('1');
  await client.getByRole('button', { name: 'Update my price' }).click();
  await expect(price(client)).toContainText('Medicare session 1 of 10 this year, 1 of 6 on your referral');
  await expectNoSeriousAxeViolations(client);
  await acceptAndBook(client); // through the parts: a test card when there is a gap to pay
  await client.goto('/account/medicare');
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('1 of 6 used');
  // Sessions 2–6 are written as booking writes them: six real weeks of sessions cannot pass in a test.
  await bookMedicareSessions(email, DEMO.psychologist, plans.current.medicareReferralId, 5);
  await client.reload();
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('6 of 6 used');

  // 4. After the 6th session the psychologist asks the GP for a review.
  await signIn(psychologist, DEMO.psychologist, { returnTo: `/psychologists/account/patient/${await userIdOf(email)}` });
  const ask = psychologist.getByRole('form', { name: 'Ask the GP for a review' });
  await ask.getByLabel("GP's name").fill('Dr Demo GP');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask.getByText("Enter the GP's name and email address.")).toBeVisible();
  await ask.getByLabel("GP's email").fill(DEMO.gp);
  await ask.getByLabel('Message (optional)').fill('Six sessions done; a review for four more would help.');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask.getByRole('status')).toContainText('Request sent to Dr Demo GP.');
  await expectNoSeriousAxeViolations(psychologist);

  // 5. The GP sees the request first on the referrals page and provides 4 more sessions.
  await gp.goto('/gp/account/referrals');
  await expect(gp.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  await expect(gp.getByText(/requests? needs? your answer/)).toBeVisible();
  const first = gp.getByTestId('referral-item').first();
  await expect(first).toContainText('Referral request: Alex Referred');
  await expect(first).toContainText('Review requested');
  await expectNoSeriousAxeViolations(gp);
  await first.getByRole('link', { name: 'Provide a referral for Alex Referred' }).click();
  await expect(gp.getByRole('heading', { name: 'Provide a referral', level: 1 })).toBeVisible();
  const provide = gp.getByRole('form', { name: 'Provide a referral' });
  await expect(provide.getByLabel('Request')).toContainText('Alex Referred');
  await expectNoSeriousAxeViolations(gp);
  await expect(provide.getByLabel('Further sessions approved')).toHaveValue('4');
  // By keyboard: focus the button and press Enter.
  await provide.getByRole('button', { name: 'Provide referral' }).focus();
  await gp.keyboard.press('Enter');
  await expect(gp.getByRole('status').filter({ hasText: 'Referral provided' })).toContainText('10 sessions are now approved');

  // 6. The client's tracker shows 10; the psychologist's patient page shows the GP's review referral.
  await client.reload();
  await expect(tracker.getByTestId('used-on-referral')).toHaveText('6 of 10 used');
  await psychologist.goto(`/psychologists/account/patient/${await userIdOf(email)}`);
  const medicare = psychologist.getByRole('region', { name: 'Medicare referral' });
  await expect(medicare).toContainText('6 used, 4 of 10 left');
  await expect(medicare).toContainText('GP review referral');

  // The referrals list now shows the referral in treatment and the request answered.
  await gp.goto('/gp/account/referrals?kind=Referral');
  await expect(gp.getByTestId('referral-item').filter({ hasText: 'Alex Referred' })).toContainText('6 of 10 sessions used');

  await Promise.all([gpContext.close(), clientContext.close(), psychologistContext.close()]);
});
