import { decodeJwt } from 'jose';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { attemptAuthorizationCode, createTestAccount, exchangeCode, refreshTokens, signIn, TEST_PASSWORD, type AuthorizationCode } from '../test-support/sign-in';

// The race: one code exchanged 10 times at once must give one token set; one refresh token, one.
// Refresh tokens here with the reuse interval off (REFRESH_TOKEN_REUSE_SECONDS=0): strictly once.
// With the interval (the default), racers share one successor: refresh-reuse.security.int.test.ts.
const server = useServerWithDatabase(__filename, { config: { refreshTokenReuseSeconds: 0 } });

async function answers(responses: Response[]) {
  return Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> })));
}

describe('attack: racing a single-use credential at the token endpoint', () => {
  it('an authorization code exchanged 10 times at once gives exactly one token set', async () => {
    const account = await createTestAccount('client');
    const granted = (await attemptAuthorizationCode(server.url, account.email, TEST_PASSWORD)) as AuthorizationCode;
    expect(granted.code).toEqual(expect.any(String));

    const results = await answers(await Promise.all(Array.from({ length: 10 }, () => exchangeCode(server.url, granted))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(decodeJwt(ok[0].body.access_token).sub).toBe(account._id);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(Array(9).fill([400, 'invalid_grant']));
  });

  it('a refresh token used 10 times at once succeeds exactly once', async () => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);

    const results = await answers(await Promise.all(Array.from({ length: 10 }, () => refreshTokens(server.url, tokens.refresh_token!))));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.error === 'invalid_grant')).toBe(true);
    // The raced one never again. Whether the winner's new token lives on depends on timing, so it
    // is not asserted: a loser that arrives after the winner finished is a reuse, which in strict
    // mode revokes the grant (refresh-reuse.security.int.test.ts), one that overlaps it is only refused.
    expect((await refreshTokens(server.url, tokens.refresh_token!)).status).toBe(400);
  });
});
