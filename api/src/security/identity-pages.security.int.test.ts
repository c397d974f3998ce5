import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from '../services/identity/provider/client';
import { IDENTITY_PAGE_TEXTS } from '../services/identity/provider/pages';
import { readConfig } from '../config';
import { useServerWithDatabase } from '../test-support/server-with-database';

// An unknown or expired sign-in link answers a page people can use, never oidc-provider's raw
// error (JSON from the API's error mapper, or the provider's own error description).
const server = useServerWithDatabase(__filename);

const expectFriendlyPage = async (response: Response, status: number, text: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  expect(html).toContain(text);
  expect(html).toContain('href="/login"');
  // The identity CSP allows no inline script; no internals either.
  expect(html).not.toMatch(/<script|SessionNotFound|invalid_request|invalid_client|server_error|Error:|\bat \S+\.[jt]s/);
  return html;
};

describe('attack/mishap: a sign-in link that is unknown, expired or already used', () => {
  const unknown = '/identity/interaction/aBcDeFgHiJkLmNoPqRsTu';

  it('GET of an unknown interaction shows the "link expired" page with 400 and a way back to /login', async () => {
    await expectFriendlyPage(await fetch(`${server.url}${unknown}`), 400, IDENTITY_PAGE_TEXTS.expired);
  });

  it('posting credentials or cancelling on an unknown interaction shows the same page', async () => {
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    await expectFriendlyPage(
      await fetch(`${server.url}${unknown}/login`, { ...form, body: new URLSearchParams({ email: 'a@example.com', password: 'x' }) }),
      400,
      IDENTITY_PAGE_TEXTS.expired,
    );
    await expectFriendlyPage(await fetch(`${server.url}${unknown}/abort`, { ...form, body: '' }), 400, IDENTITY_PAGE_TEXTS.expired);
  });

  it('an interaction already finished (its cookie replayed) shows the "link expired" page', async () => {
    const authorize = new URL(`${server.url}/identity/auth`);
    authorize.search = new URLSearchParams({
      client_id: HARBOUR_WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${readConfig().publicUrl}/auth/callback`,
      scope: HARBOUR_WEB_SCOPE,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const started = await fetch(authorize, { redirect: 'manual', headers: { accept: 'text/html' } });
    const path = started.headers.get('location')!.replace(/^https?:\/\/[^/]+/, '');
    const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const form = { method: 'POST', redirect: 'manual' as const, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '' };
    const aborted = await fetch(`${server.url}${path}/abort`, form);
    expect(aborted.status).toBe(303);
    // Resuming the authorization consumes the interaction (the portal is sent back with access_denied).
    const resume = aborted.headers.get('location')!.replace(/^https?:\/\/[^/]+/, '');
    expect((await fetch(`${server.url}${resume}`, { redirect: 'manual', headers: { cookie } })).status).toBe(303);
    await expectFriendlyPage(await fetch(`${server.url}${path}`, { headers: { cookie } }), 400, IDENTITY_PAGE_TEXTS.expired);
  });

  it("the provider's own error pages (e.g. an unknown client) use plain words and keep their 4xx", async () => {
    const authorize = `${server.url}/identity/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F`;
    await expectFriendlyPage(await fetch(authorize, { headers: { accept: 'text/html' } }), 400, IDENTITY_PAGE_TEXTS.generic);
  });
});
