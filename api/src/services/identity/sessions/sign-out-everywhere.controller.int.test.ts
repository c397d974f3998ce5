import { AccountModel } from '../accounts/account.model';
import type { AccountUserType } from '../accounts/account.model';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createTestAccount, refreshTokens, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';

// Signing out everywhere ends a stolen session without changing the password.
const server = useServerWithDatabase(__filename);

const signOutEverywhere = (token?: string) =>
  fetch(`${server.url}/api/identity/sign-out-everywhere`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
const profile = (token: string) => fetch(`${server.url}/api/users/profile/patient`, { headers: { authorization: `Bearer ${token}` } });

describe('POST /api/identity/sign-out-everywhere', () => {
  it('anonymous → 401', async () => {
    const response = await signOutEverywhere();
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it.each<[AccountUserType, boolean]>([
    ['client', true],
    ['psychologist', true],
    ['gp', true],
    ['administrator', false],
  ])('%s → 204 for itself, and only its own sessions end', async (userType, isApproved) => {
    const me = await createTestAccount(userType, { isApproved });
    const other = await createTestAccount(userType, { isApproved });
    const mine = await signIn(server.url, me.email, TEST_PASSWORD);
    const theirs = await signIn(server.url, other.email, TEST_PASSWORD);
    expect((await signOutEverywhere(mine.access_token)).status).toBe(204);
    expect((await AccountModel.findById(me._id).lean())!.sessionsEndedAt).toBeInstanceOf(Date);
    expect((await AccountModel.findById(other._id).lean())!.sessionsEndedAt).toBeUndefined();
    expect((await refreshTokens(server.url, theirs.refresh_token!)).status).toBe(200);
  });
});

describe('attack: keep using a stolen session after its owner signed out everywhere', () => {
  it('an earlier access token and refresh token are refused; a new sign-in works', async () => {
    const account = await createTestAccount('client');
    const stolen = await signIn(server.url, account.email, TEST_PASSWORD);
    const own = await signIn(server.url, account.email, TEST_PASSWORD);
    expect((await profile(stolen.access_token)).status).toBe(404); // signed in (no profile yet)

    expect((await signOutEverywhere(own.access_token)).status).toBe(204);

    expect((await profile(stolen.access_token)).status).toBe(401);
    expect((await profile(own.access_token)).status).toBe(401);
    expect((await refreshTokens(server.url, stolen.refresh_token!)).status).toBe(400);
    expect((await signOutEverywhere(stolen.access_token)).status).toBe(401);
    const fresh = await signIn(server.url, account.email, TEST_PASSWORD);
    expect((await profile(fresh.access_token)).status).toBe(404);
  }, 60000);
});
