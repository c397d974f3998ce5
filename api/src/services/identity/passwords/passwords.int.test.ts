import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { attemptSignIn, createTestAccount, refreshTokens, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { passwordProblem } from '../accounts/passwords';
import { PasswordResetModel } from './password-reset.model';
import { RESET_CODE_INVALID, settlePasswordResets } from './password-service';

const server = useServerWithDatabase(__filename);
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api/identity/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });


describe('password strength rule', () => {
  it.each([
    ['short1', 'Password must be at least 10 characters.'],
    ['onlyletterspassword', 'Password must contain a letter and a number or symbol.'],
    ['Password123', 'This password is too common. Please choose another.'],
    ['janedoe-2026!', 'Password must not contain your email address.'],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password, 'janedoe@example.test')).toBe(message);
  });

  it('accepts a long passphrase', () => {
    expect(passwordProblem('correct horse battery 9', 'janedoe@example.test')).toBeUndefined();
  });
});

describe('POST /api/identity/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    const response = await post('auth/change-password', { oldPassword: 'a', newPassword: 'b' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ detail: 'Unauthorised' });
  });

  it('refuses a wrong current password with 400 (not 401) and changes nothing', async () => {
    const account = await createTestAccount('client');
    const { access_token } = await signIn(server.url, account.email, TEST_PASSWORD);
    const response = await post('auth/change-password', { oldPassword: 'wrong-password-1', newPassword: 'Another-pass-77' }, access_token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: 'Your current password is incorrect.' });
    await signIn(server.url, account.email, TEST_PASSWORD);
  });

  it('refuses a weak new password naming the field', async () => {
    const account = await createTestAccount('client');
    const { access_token } = await signIn(server.url, account.email, TEST_PASSWORD);
    const response = await post('auth/change-password', { oldPassword: TEST_PASSWORD, newPassword: 'short' }, access_token);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fields: { newPassword: 'Password must be at least 10 characters.' } });
  });

  it('changes the password and signs the account out everywhere (refresh tokens revoked)', async () => {
    const account = await createTestAccount('psychologist', { isApproved: true });
    const elsewhere = await signIn(server.url, account.email, TEST_PASSWORD);
    const here = await signIn(server.url, account.email, TEST_PASSWORD);

    const response = await post('auth/change-password', { oldPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass-2026' }, here.access_token);
    expect(response.status).toBe(204);

    expect((await refreshTokens(server.url, elsewhere.refresh_token!)).status).toBe(400);
    expect((await attemptSignIn(server.url, account.email, TEST_PASSWORD)).status).toBe(401);
    await signIn(server.url, account.email, 'Brand-new-pass-2026');
  });
});

describe('forgot password', () => {
  it('answers 202 for an unknown email and sends nothing', async () => {
    const response = await post('auth/forgot-password', { email: 'nobody@example.test' });
    expect(response.status).toBe(202);
    expect(await OutboxMessageModel.countDocuments({ to: 'nobody@example.test' })).toBe(0);
  });

  it('emails a code that resets the password once; a wrong code changes nothing', async () => {
    const account = await createTestAccount('gp', { isApproved: true });
    expect((await post('auth/forgot-password', { email: account.email.toUpperCase() })).status).toBe(202);
    await settlePasswordResets(); // the code is written after the 202
    const mail = await OutboxMessageModel.findOne({ to: account.email, kind: 'password-reset-code' }).lean();
    const code = mail!.text.match(/\b(\d{6})\b/)![1];

    const wrong = await post('auth/reset-password', { email: account.email, code: code === '000000' ? '111111' : '000000', newPassword: 'Reset-pass-2026' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ detail: RESET_CODE_INVALID });
    await signIn(server.url, account.email, TEST_PASSWORD);

    expect((await post('auth/reset-password', { email: account.email, code, newPassword: 'Reset-pass-2026' })).status).toBe(204);
    await signIn(server.url, account.email, 'Reset-pass-2026');
    expect(await PasswordResetModel.countDocuments({ _id: account._id })).toBe(0);
    expect((await post('auth/reset-password', { email: account.email, code, newPassword: 'Again-pass-2026' })).status).toBe(400);
  });

  it('asks a person to wait before sending another code within a minute', async () => {
    const account = await createTestAccount('client');
    expect((await post('auth/forgot-password', { email: account.email })).status).toBe(202);
    const again = await post('auth/forgot-password', { email: account.email });
    expect(again.status).toBe(429);
    await settlePasswordResets();
    expect(await OutboxMessageModel.countDocuments({ to: account.email })).toBe(1);
  });

  it('stops accepting codes after five wrong tries', async () => {
    const account = await createTestAccount('client');
    await post('auth/forgot-password', { email: account.email });
    await settlePasswordResets();
    const mail = await OutboxMessageModel.findOne({ to: account.email }).lean();
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('auth/reset-password', { email: account.email, code: wrongCode, newPassword: 'Reset-pass-2026' });
    expect((await post('auth/reset-password', { email: account.email, code, newPassword: 'Reset-pass-2026' })).status).toBe(400);
  });
});

describe('GET /api/identity/client-settings', () => {
  it('gives the shell the authority, client id and the spec timings', async () => {
    const response = await fetch(`${server.url}/api/identity/client-settings`);
    expect(await response.json()).toEqual({
      authority: server.config.issuer,
      clientId: 'HarbourWeb',
      scope: 'openid profile email offline_access api',
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRenewIntervalSeconds: null,
    });
  });
});
