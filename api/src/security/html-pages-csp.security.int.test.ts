import { pageContentSecurityPolicy } from '../http/security-headers';
import { SIGN_IN_MESSAGES } from '../services/identity/provider/interactions';
import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from '../services/identity/provider/client';
import { readConfig } from '../config';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { CookieJar, createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { startTestServer } from '../test-support/test-server';

// Re-test: the sign-in page carried only `frame-ancestors 'none'` (its own headers replaced the
// full policy). Every HTML answer the API serves must carry the full page policy.
const server = useServerWithDatabase(__filename, { config: { devOutbox: true } });

const publicOrigin = new URL(readConfig().publicUrl).origin;
const local = (url: string) => (url.startsWith(publicOrigin) ? url.slice(publicOrigin.length) : url);

/** Starts a sign-in as the shell does: the interaction page's path and the authority's cookies. */
async function startInteraction(baseUrl = server.url): Promise<{ path: string; jar: CookieJar }> {
  const jar = new CookieJar();
  const authorize = new URL(`${baseUrl}/identity/auth`);
  authorize.search = new URLSearchParams({
    client_id: HARBOUR_WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${readConfig().publicUrl}/auth/callback`,
    scope: HARBOUR_WEB_SCOPE,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual' });
  jar.store(started);
  return { path: local(started.headers.get('location')!), jar };
}

const postForm = (url: string, jar: CookieJar, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function expectFullPolicy(response: Response, status: number, { framed = false } = {}) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toBe(pageContentSecurityPolicy(server.config.securityHeaders, { framed }));
  return response.text();
}

describe('every HTML answer of the API carries the full page policy', () => {
  it('the sign-in page, and its answers to a missing field and a wrong password', async () => {
    const { path, jar } = await startInteraction();
    expect(await expectFullPolicy(await fetch(`${server.url}${path}`, { headers: { cookie: jar.header() } }), 200)).toContain('Sign in to Harbour');
    expect(await expectFullPolicy(await postForm(`${server.url}${path}/login`, jar, { email: '', password: '' }), 400)).toContain(SIGN_IN_MESSAGES.missing);
    const wrong = await postForm(`${server.url}${path}/login`, jar, { email: 'nobody@example.test', password: 'not-the-password-1' });
    expect(await expectFullPolicy(wrong, 401)).toContain(SIGN_IN_MESSAGES.invalid);
  });

  it('the "too many sign-in attempts" page', async () => {
    const limited = await startTestServer({ signInAttemptsPerIp: 1 });
    try {
      const { path, jar } = await startInteraction(limited.url);
      await postForm(`${limited.url}${path}/login`, jar, { email: 'nobody@example.test', password: 'not-the-password-1' });
      const refused = await postForm(`${limited.url}${path}/login`, jar, { email: 'nobody@example.test', password: 'not-the-password-1' });
      expect(await expectFullPolicy(refused, 429)).toContain(SIGN_IN_MESSAGES.rateLimited);
    } finally {
      await limited.close();
    }
  });

  it('the "link expired" page and the provider’s own error page', async () => {
    await expectFullPolicy(await fetch(`${server.url}/identity/interaction/aBcDeFgHiJkLmNoPqRsTu`), 400);
    const unknownClient = `${server.url}/identity/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F`;
    // The authorization endpoint is framed by the portal for silent renew: 'self' may frame it.
    await expectFullPolicy(await fetch(unknownClient, { headers: { accept: 'text/html' } }), 400, { framed: true });
  });

  it('the sign-out pages', async () => {
    const account = await createTestAccount('client');
    const jar = new CookieJar();
    await signIn(server.url, account.email, TEST_PASSWORD, { jar });
    const confirm = await fetch(`${server.url}/identity/session/end?client_id=${HARBOUR_WEB_CLIENT_ID}`, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(confirm);
    const page = await expectFullPolicy(confirm, 200);
    expect(page).toContain('Sign out of Harbour?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1];
    const done = await postForm(`${server.url}/identity/session/end/confirm`, jar, { xsrf, logout: 'yes' });
    const success = await fetch(`${server.url}${local(done.headers.get('location')!)}`, { headers: { cookie: jar.header() } });
    expect(await expectFullPolicy(success, 200)).toContain('You have signed out');
  });

  it('a development page under /api (the outbox page) too', async () => {
    await expectFullPolicy(await fetch(`${server.url}/api/notifications/outbox/page`), 200);
  });

  it('JSON answers keep the data policy', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
