import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { readConfig } from '../config';
import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from '../services/identity/provider/client';
import { SIGN_IN_MESSAGES } from '../services/identity/provider/interactions';
import { issueSignInGrant, redeemSignInGrant, SIGN_IN_GRANT_TTL_MS } from './one-time-codes/sign-in-grant';
import { SignInGrantModel } from './one-time-codes/sign-in-grant.model';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { CookieJar, createTestAccount, exchangeCode, type AuthorizationCode } from '../test-support/sign-in';

// A verified sign-up signs in with a one-time grant instead of the password. The grant
// must work once, for a short time, and never again — even when raced.
const server = useServerWithDatabase(__filename);

type Outcome = AuthorizationCode | { status: number; page: string };

/** authorize?login_token=… → the sign-in interaction → (when the grant is good) the code. */
async function signInWithGrant(token: string): Promise<Outcome> {
  const jar = new CookieJar();
  const redirectUri = `${readConfig().publicUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${server.url}/identity/auth`);
  authorize.search = new URLSearchParams({
    client_id: HARBOUR_WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: HARBOUR_WEB_SCOPE,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    prompt: 'login',
    login_token: token,
  }).toString();
  const publicOrigin = new URL(readConfig().publicUrl).origin;
  const step = async (url: string) => {
    const local = url.startsWith(publicOrigin) ? url.slice(publicOrigin.length) : url;
    const response = await fetch(local.startsWith('http') ? local : `${server.url}${local}`, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    return response;
  };
  const toInteraction = await step(authorize.toString());
  const interaction = await step(toInteraction.headers.get('location')!);
  if (interaction.status < 300 || interaction.status >= 400) return { status: interaction.status, page: await interaction.text() };
  const resumed = await step(interaction.headers.get('location')!);
  const code = new URL(resumed.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`no code after the grant: ${resumed.headers.get('location')}`);
  return { code, verifier, redirectUri };
}

const hasCode = (outcome: Outcome): outcome is AuthorizationCode => 'code' in outcome;
const escaped = (text: string) => text.replace(/'/g, '&#39;');

describe('attack: replaying or racing a sign-in grant', () => {
  it('signs the account in once, without a password, and refuses the same grant afterwards', async () => {
    const account = await createTestAccount('client');
    const token = await issueSignInGrant(account._id);

    const first = await signInWithGrant(token);
    expect(hasCode(first)).toBe(true);
    const tokens = (await (await exchangeCode(server.url, first as AuthorizationCode)).json()) as { access_token: string };
    expect(decodeJwt(tokens.access_token).sub).toBe(account._id);

    const again = await signInWithGrant(token);
    expect(hasCode(again)).toBe(false);
    expect(again).toMatchObject({ status: 400 });
    expect((again as { page: string }).page).toContain(escaped(SIGN_IN_MESSAGES.grantUsed));
  });

  it('used 10 times at once, signs in exactly once', async () => {
    const account = await createTestAccount('client');
    const token = await issueSignInGrant(account._id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => signInWithGrant(token)));
    expect(outcomes.filter(hasCode)).toHaveLength(1);
    expect(outcomes.filter((o) => !hasCode(o)).map((o) => (o as { status: number }).status)).toEqual(Array(9).fill(400));
  });

  it('expires: a grant older than its lifetime signs nobody in', async () => {
    const account = await createTestAccount('client');
    const token = await issueSignInGrant(account._id, new Date(Date.now() - SIGN_IN_GRANT_TTL_MS - 1000));
    const outcome = await signInWithGrant(token);
    expect(outcome).toMatchObject({ status: 400 });
    // Still unused, so only its age refused it.
    expect(await SignInGrantModel.countDocuments({ userId: account._id })).toBe(1);
  });

  it('refuses unknown and malformed tokens, and stores only a hash of the token', async () => {
    const account = await createTestAccount('client');
    const token = await issueSignInGrant(account._id);
    expect(await SignInGrantModel.countDocuments({ _id: token })).toBe(0);
    for (const bad of [randomBytes(32).toString('base64url'), 'short', '', 42, { $ne: null }, `${token}x`]) {
      expect(await redeemSignInGrant(bad)).toBeUndefined();
    }
    expect(await redeemSignInGrant(token)).toBe(account._id);
  });
});
