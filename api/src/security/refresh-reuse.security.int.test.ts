import { decodeJwt } from 'jose';
import { ProviderRecordModel } from '../services/identity/provider/provider-record.model';
import { consumptionKey } from '../services/identity/provider/mongo-adapter';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { createTestAccount, refreshTokens, signIn, TEST_PASSWORD } from '../test-support/sign-in';

// Re-test: two refreshes at once signed the person out. The loser was taken for a reused (stolen)
// refresh token and the grant was revoked, the winner's new token included. With the default reuse
// interval (a few seconds, REFRESH_TOKEN_REUSE_SECONDS), both are answered with one successor; a
// reuse after the interval still revokes the grant. Run against the real authority and database.
const server = useServerWithDatabase(__filename);

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error?: string };
}
const answersOf = (responses: Response[]): Promise<TokenAnswer[]> =>
  Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as TokenAnswer['body'] })));
const refreshAll = async (token: string, times: number) => answersOf(await Promise.all(Array.from({ length: times }, () => refreshTokens(server.url, token))));
const profileWith = (accessToken: string) => fetch(`${server.url}/api/users/profile/patient`, { headers: { authorization: `Bearer ${accessToken}` } });
const liveRefreshTokensOf = async (grantId: string) => ProviderRecordModel.countDocuments({ kind: 'RefreshToken', grantId, consumed: { $exists: false } });

/** Moves a used token's rotation into the past, as if the interval had gone by (a deterministic hook, no waiting). */
const ageRotation = (token: string) => ProviderRecordModel.updateOne({ _id: consumptionKey('RefreshToken', token) }, { $set: { consumedAt: new Date(Date.now() - 10 * 60_000) } });

describe('attack/mishap: the same refresh token sent twice at once', () => {
  it.each([2, 10])('%i at once: every answer 200 with one and the same new refresh token, which keeps working', async (times) => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);
    const grantId = (await ProviderRecordModel.findOne({ _id: `RefreshToken:${tokens.refresh_token}` }).lean())!.grantId!;

    const answers = await refreshAll(tokens.refresh_token!, times);
    expect(answers.map((a) => a.status)).toEqual(Array(times).fill(200));
    const successors = new Set(answers.map((a) => a.body.refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(tokens.refresh_token);
    // One sign-in, one live refresh token: the racers' extra tokens were dropped.
    expect(await liveRefreshTokensOf(grantId)).toBe(1);
    for (const answer of answers) {
      expect(decodeJwt(answer.body.access_token!).sub).toBe(account._id);
      expect((await profileWith(answer.body.access_token!)).status).not.toBe(401);
    }
    const next = await refreshTokens(server.url, successor!);
    expect(next.status).toBe(200);
  });

  it('a second refresh just after the first finished (not overlapping) gets the same successor', async () => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);
    const [first] = await refreshAll(tokens.refresh_token!, 1);
    const [second] = await refreshAll(tokens.refresh_token!, 1);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
  });
});

describe('attack: a stolen refresh token used after the interval', () => {
  it('is refused and revokes the grant: the token the person got by rotating stops working too', async () => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);
    const [rotated] = await refreshAll(tokens.refresh_token!, 1);
    expect(rotated.status).toBe(200);
    await ageRotation(tokens.refresh_token!);

    const [reused] = await refreshAll(tokens.refresh_token!, 1);
    expect(reused).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    const [afterRevocation] = await refreshAll(rotated.body.refresh_token!, 1);
    expect(afterRevocation).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
  });

  it('a racer that arrives after the interval is refused too (the interval is short, not open-ended)', async () => {
    const account = await createTestAccount('client');
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD);
    await refreshAll(tokens.refresh_token!, 1);
    await ageRotation(tokens.refresh_token!);
    expect((await refreshAll(tokens.refresh_token!, 3)).map((a) => a.status)).toEqual([400, 400, 400]);
  });
});
