import { useServerWithDatabase } from '../../test-support/server-with-database';
import { decodeJwt } from 'jose';
import { AttemptSlotModel } from '../../http/rate-limit/attempt-slot.model';
import { FREE_FAILURES as MAX_FAILED_SIGN_INS } from './accounts/sign-in-throttle';
import { SIGN_IN_MESSAGES } from './provider/interactions';
import { attemptSignIn, createTestAccount, refreshTokens, signIn, TEST_PASSWORD } from '../../test-support/sign-in';
import { startTestServer } from '../../test-support/test-server';

const server = useServerWithDatabase(__filename);


describe('identity authority: code + PKCE sign-in', () => {
  it('issues a JWT access token for the API with sub and user_type, and an id token the shell can read', async () => {
    const account = await createTestAccount('psychologist', { isApproved: false });
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);

    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      sub: account._id,
      user_type: 'psychologist',
      iss: server.config.issuer,
      aud: server.config.apiAudience,
      client_id: 'HarbourWeb',
    });
    expect(access.exp! - access.iat!).toBe(server.config.accessTokenTtlSeconds);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: account._id, user_type: 'psychologist', email: account.email });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('rotates refresh tokens: a used refresh token cannot be used again', async () => {
    const account = await createTestAccount('client');
    const first = await signIn(server.url, account.email, TEST_PASSWORD);

    const renewed = await refreshTokens(server.url, first.refresh_token!);
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ sub: account._id, user_type: 'client' });

    const replay = await refreshTokens(server.url, first.refresh_token!);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes a refresh token at the revocation endpoint, as the shell does on sign-out', async () => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);
    const revoked = await fetch(`${server.url}/identity/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.config.publicUrl },
      body: new URLSearchParams({ token: tokens.refresh_token!, token_type_hint: 'refresh_token', client_id: 'HarbourWeb' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await refreshTokens(server.url, tokens.refresh_token!)).status).toBe(400);
  });

  it('shows a clear error for a wrong password and keeps the email typed', async () => {
    const account = await createTestAccount('client');
    const attempt = await attemptSignIn(server.url, account.email, 'not-the-password-1');
    expect(attempt.status).toBe(401);
    expect(attempt.page).toContain(SIGN_IN_MESSAGES.invalid);
    expect(attempt.page).toContain(`value="${account.email}"`);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const attempt = await attemptSignIn(server.url, 'nobody@example.test', 'whatever-password-1');
    expect(attempt.status).toBe(401);
    expect(attempt.page).toContain(SIGN_IN_MESSAGES.invalid);
  });

  it(`delays the account after ${MAX_FAILED_SIGN_INS} wrong passwords, even against the right one`, async () => {
    const account = await createTestAccount('gp', { isApproved: true });
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect((await attemptSignIn(server.url, account.email, `wrong-password-${i}`)).status).toBe(401);
    const last = await attemptSignIn(server.url, account.email, 'wrong-password-final');
    expect(last.status).toBe(423);
    expect(last.page).toContain(SIGN_IN_MESSAGES.locked);

    const right = await attemptSignIn(server.url, account.email, TEST_PASSWORD);
    expect(right.status).toBe(423);
  });

  it('a right password resets the count of wrong ones', async () => {
    const account = await createTestAccount('client');
    await attemptSignIn(server.url, account.email, 'wrong-password-1');
    await signIn(server.url, account.email, TEST_PASSWORD);
    expect(await AttemptSlotModel.countDocuments({ bucket: `sign-in-failures|${account.email}` })).toBe(0);
  });
});

describe('identity authority: rate limit', () => {
  it('answers 429 with the sign-in page once an address has used up its attempts', async () => {
    const limited = await startTestServer({ signInAttemptsPerIp: 2 });
    try {
      const account = await createTestAccount('client');
      await attemptSignIn(limited.url, account.email, 'wrong-password-1');
      await attemptSignIn(limited.url, account.email, 'wrong-password-2');
      const third = await attemptSignIn(limited.url, account.email, TEST_PASSWORD);
      expect(third.status).toBe(429);
      expect(third.page).toContain(SIGN_IN_MESSAGES.rateLimited);
    } finally {
      await limited.close();
    }
  });
});
