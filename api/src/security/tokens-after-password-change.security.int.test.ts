import { useServerWithDatabase } from '../test-support/server-with-database';
import { createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';

// An access token must stop working when the password is changed, not when it expires.
const server = useServerWithDatabase(__filename);

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  fetch(`${server.url}/api/identity/auth/change-password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ oldPassword, newPassword }),
  });
const profile = (token: string) => fetch(`${server.url}/api/users/profile/patient`, { headers: { authorization: `Bearer ${token}` } });

describe('attack: keep using a stolen access token after the person changes their password', () => {
  it('every access token minted before the change is refused; one minted after works', async () => {
    const account = await createTestAccount('client');
    const stolen = (await signIn(server.url, account.email, TEST_PASSWORD)).access_token;
    const own = (await signIn(server.url, account.email, TEST_PASSWORD)).access_token;
    expect((await profile(stolen)).status).toBe(404); // signed in (this test account has no profile)

    expect((await changePassword(own, TEST_PASSWORD, 'Brand-new-pass-77')).status).toBe(204);

    expect((await profile(stolen)).status).toBe(401);
    expect((await profile(own)).status).toBe(401);
    expect((await changePassword(stolen, 'Brand-new-pass-77', 'Attacker-pass-99')).status).toBe(401);
    const fresh = (await signIn(server.url, account.email, 'Brand-new-pass-77')).access_token;
    expect((await profile(fresh)).status).toBe(404);
  }, 60000);
});
