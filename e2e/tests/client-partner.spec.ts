import { expect, test, type Browser, type Page } from '../support/fixtures';
import { accessTokenOf, fillSignInForm, latestCodeFor, registerClient, signIn, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// Couples on a phone: a client invites a partner by email (the page never says
// whether the address has an account), the partner joins through the emailed
// /signup/{partialAccountId} link and accepts, then the client ends the link after a confirmation
// step. Fresh clients, so the demo client's links are not touched.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
const PARTNER = { firstName: 'Jordan', lastName: 'Partner', password: 'Partner-pass-2026' };
const partnerEmail = uniqueEmail('partner');
let client: Page;
let partner: Page;
let signupLink: string;

async function phone(browser: Browser) {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** The signed-in client's relationships, as the API says (what the other person's page cannot show). */
async function relationshipsOf(page: Page) {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const { userId } = (await (await page.request.get('/api/users/profile/patient', { headers })).json()) as { userId: string };
  const response = await page.request.get(`/api/users/patients/${userId}/relationships`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { relationships: { status: string; role: string; partner: { firstName: string } }[] }).relationships;
}

test.beforeAll(async ({ browser }) => {
  client = await phone(browser);
  const { email, password } = await registerClient(client.request);
  await signIn(client, email, { password, returnTo: '/account/profile/partner' });
  await expect(client).toHaveURL(/\/account\/profile\/partner$/);
});

test.afterAll(async () => {
  await client?.context().close();
  await partner?.context().close();
});

test('the client invites a partner by email, by keyboard; a partner without an account is emailed a sign-up link', async () => {
  await expect(client.getByRole('heading', { level: 1, name: 'Your partner' })).toBeVisible();
  await expect(client.getByText('You are not linked with a partner.')).toBeVisible();
  await expectNoSeriousAxeViolations(client);

  // An email that is not an address is refused on the page.
  await client.getByLabel('Partner’s email').fill('not-an-email');
  await client.getByLabel('Partner’s email').press('Enter');
  await expect(client.getByText('Enter your partner’s email address.')).toBeVisible();

  await client.getByLabel('Partner’s email').fill(partnerEmail);
  await client.getByLabel('Partner’s email').press('Enter');
  // Their name is needed too; submitting without it says so and keeps the email.
  await expect(client.getByText('Enter your partner’s first name.')).toBeVisible();
  await expect(client.getByLabel('Partner’s email')).toHaveValue(partnerEmail);
  await client.getByLabel('Partner’s email').focus();
  await client.keyboard.press('Tab');
  await expect(client.getByLabel('Partner’s first name')).toBeFocused();
  await client.keyboard.type(PARTNER.firstName);
  await client.keyboard.press('Tab');
  await expect(client.getByLabel('Partner’s last name')).toBeFocused();
  await client.keyboard.type(PARTNER.lastName);
  await client.keyboard.press('Enter');
  await expect(client.getByRole('status').filter({ hasText: `We emailed ${PARTNER.firstName} an invitation.` })).toBeVisible();

  const links = client.getByRole('list', { name: 'Your links' });
  await expect(links.getByRole('listitem')).toHaveText([/^Jordan Partner: Invitation waiting/]);
  await expect(links.getByRole('button', { name: 'Withdraw invitation to Jordan Partner' })).toBeVisible();
  await expectNoSeriousAxeViolations(client);

  // The invitation in the outbox (the development mail transport) links to /signup/{partialAccountId}.
  await expect
    .poll(async () => {
      const { messages } = (await (await client.request.get(`/api/notifications/outbox?to=${encodeURIComponent(partnerEmail)}`)).json()) as {
        messages: { text: string; kind: string; subject: string }[];
      };
      const invitation = messages.find((m) => m.kind === 'partial-account-invitation');
      signupLink = invitation?.text.match(/https?:\/\/\S+\/signup\/[0-9a-f-]{36}/)?.[0] ?? '';
      return invitation?.subject;
    })
    .toBe('Riley invited you to couples sessions on Harbour');
  expect(signupLink).not.toBe('');
});

test('the partner joins through the emailed link, signs in and accepts the invitation by keyboard', async ({ browser }) => {
  partner = await phone(browser);
  await partner.goto(new URL(signupLink).pathname);
  await expect(partner.getByRole('heading', { level: 1, name: `Welcome back, ${PARTNER.firstName}` })).toBeVisible();
  await partner.getByRole('button', { name: 'Send code' }).click();
  await partner.getByLabel('Verification code').fill(await latestCodeFor(partner.request, partnerEmail, 'partial-account-code'));
  await partner.getByLabel('Password').fill(PARTNER.password);
  await partner.getByRole('checkbox', { name: /^I agree to the terms of use/ }).check(); // their own agreement: someone else started the account
  await partner.getByRole('button', { name: 'Verify' }).click();
  await expect(partner.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await partner.getByRole('button', { name: 'Sign in to your account' }).click();
  await fillSignInForm(partner, partnerEmail, PARTNER.password);
  await expect(partner).toHaveURL(/\/account$/);

  await partner.goto('/account/profile/partner');
  const links = partner.getByRole('list', { name: 'Your links' });
  await expect(links.getByRole('listitem')).toHaveText([/^Riley Tester: Invitation waiting/]);
  await expectNoSeriousAxeViolations(partner);
  const accept = links.getByRole('button', { name: 'Accept Riley Tester’s invitation' });
  await accept.focus();
  await partner.keyboard.press('Enter');
  await expect(partner.getByRole('status').filter({ hasText: 'You are linked with Riley.' })).toBeVisible();
  await expect(links.getByRole('listitem')).toHaveText([/^Riley Tester: Linked/]);
  expect(await relationshipsOf(partner)).toMatchObject([{ status: 'Confirmed', role: 'invitee', partner: { firstName: 'Riley' } }]);
});

test('the client sees the link and ends it only after confirming; Escape keeps it', async () => {
  await client.reload();
  const links = client.getByRole('list', { name: 'Your links' });
  await expect(links.getByRole('listitem')).toHaveText([/^Jordan Partner: Linked/]);
  const end = links.getByRole('button', { name: 'End link with Jordan Partner' });

  await end.focus();
  await client.keyboard.press('Enter');
  const dialog = client.getByRole('alertdialog', { name: 'End this link?' });
  await expect(dialog).toContainText('You and Jordan will no longer be linked for couples sessions.');
  await expectNoSeriousAxeViolations(client);
  await client.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(end).toBeFocused();
  expect(await relationshipsOf(client)).toMatchObject([{ status: 'Confirmed' }]);

  await end.click();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'The link has ended.' })).toBeVisible();
  await expect(client.getByText('You are not linked with a partner.')).toBeVisible();
  expect(await relationshipsOf(client)).toMatchObject([{ status: 'Deactivated' }]);

  // The partner's page says so too.
  await partner.reload();
  await expect(partner.getByText('You are not linked with a partner.')).toBeVisible();
});

test('an existing client is invited the same way, by email and name, and the invitation can be withdrawn', async () => {
  await client.getByLabel('Partner’s email').fill(partnerEmail);
  await client.getByLabel('Partner’s first name').fill(PARTNER.firstName);
  await client.getByLabel('Partner’s last name').fill(PARTNER.lastName);
  await client.getByRole('button', { name: 'Email an invitation' }).click();
  await expect(client.getByRole('status').filter({ hasText: `We emailed ${PARTNER.firstName} an invitation.` })).toBeVisible();
  const links = client.getByRole('list', { name: 'Your links' });
  await expect(links.getByRole('listitem')).toHaveText([/^Jordan Partner: Invitation waiting/]);

  await partner.reload();
  await expect(partner.getByRole('button', { name: 'Accept Riley Tester’s invitation' })).toBeVisible();

  await links.getByRole('button', { name: 'Withdraw invitation to Jordan Partner' }).click();
  const dialog = client.getByRole('alertdialog', { name: 'Withdraw this invitation?' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Your invitation to Jordan is withdrawn.' })).toBeVisible();
  await expect(client.getByText('You are not linked with a partner.')).toBeVisible();
  await partner.reload();
  await expect(partner.getByText('You are not linked with a partner.')).toBeVisible();
});
