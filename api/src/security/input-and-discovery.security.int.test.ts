import { AccountModel } from '../services/identity/accounts/account.model';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { settlePasswordResets } from '../services/identity/passwords/password-service';
import { RegistrationModel } from '../services/accounts/registration/registration.model';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { CookieJar, createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { CURRENT_TERMS_VERSION } from '../services/accounts/registration/terms-version';

// Lone surrogates must not be stored or mailed, discovery must not over-advertise, sign-out by link asks first.
const server = useServerWithDatabase(__filename, { seed: true });

const postJson = (path: string, raw: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });

describe('a lone-surrogate email is refused with 422 and nothing is written', () => {
  it.each([
    ['/api/users/register/patient', `{"email":"a\\ud800b@example.com","password":"Quiet-harbour-88","firstName":"A","lastName":"B","postcode":"2000","acceptedTermsVersion":"${CURRENT_TERMS_VERSION}"}`],
    ['/api/identity/auth/forgot-password', '{"email":"a\\udc00b@example.com"}'],
    ['/api/identity/auth/reset-password', '{"email":"a\\ud800@example.com","code":"123456","newPassword":"Quiet-harbour-88"}'],
    // NUL: PostgreSQL's jsonb cannot hold it, so FerretDB failed the lookup (500 before).
    ['/api/identity/auth/forgot-password', '{"email":"a\\u0000b@example.com"}'],
  ])('%s', async (path, raw) => {
    const before = await Promise.all([RegistrationModel.countDocuments(), OutboxMessageModel.countDocuments(), AccountModel.countDocuments()]);
    const response = await postJson(path, raw);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, fields: { email: expect.any(String) } });
    expect(await Promise.all([RegistrationModel.countDocuments(), OutboxMessageModel.countDocuments(), AccountModel.countDocuments()])).toEqual(before);
  });

  it('a properly paired surrogate (an emoji) is still text', async () => {
    const response = await postJson('/api/identity/auth/forgot-password', '{"email":"a\\ud83d\\ude00b@example.com"}');
    expect(response.status).toBe(202);
  });
});

describe('forgot-password does not tell who has an account', () => {
  it('a known and an unknown address get the same statuses and bodies, twice in a row', async () => {
    const account = await createTestAccount('client');
    const answers = async (email: string) => {
      const out = [];
      for (let i = 0; i < 2; i++) {
        const response = await postJson('/api/identity/auth/forgot-password', JSON.stringify({ email }));
        out.push({ status: response.status, body: await response.text() });
      }
      return out;
    };
    const known = await answers(account.email);
    const unknown = await answers('nobody-here@example.test');
    expect(known.map((a) => a.status)).toEqual([202, 429]);
    expect(unknown).toEqual(known);
    // The code is emailed after the 202 is sent (so both take the same time): wait for that work.
    await settlePasswordResets();
    expect(await OutboxMessageModel.countDocuments({ to: account.email })).toBe(1);
  });
});

describe('registration does not tell who has an account', () => {
  it('an address with an account gets the same status and body shape as a new one, and no code is sent', async () => {
    const account = await createTestAccount('client');
    const start = (email: string) =>
      postJson('/api/users/register/patient', JSON.stringify({ email, password: 'Quiet-harbour-88', firstName: 'A', lastName: 'B', postcode: '2000', acceptedTermsVersion: CURRENT_TERMS_VERSION }));
    const taken = await start(account.email);
    const fresh = await start(`fresh-${Date.now()}@example.test`);
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(Object.keys((await taken.json()) as object).sort()).toEqual(Object.keys((await fresh.json()) as object).sort());
    expect(await OutboxMessageModel.countDocuments({ to: account.email, kind: 'registration-code' })).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ to: account.email, kind: 'account-exists-notice' })).toBe(1);
  });
});

describe('discovery advertises only what the portal uses', () => {
  it('code flow with PKCE, refresh tokens, a public client', async () => {
    const discovery = (await (await fetch(`${server.url}/identity/.well-known/openid-configuration`)).json()) as Record<string, string[]>;
    expect([...discovery.grant_types_supported].sort()).toEqual(['authorization_code', 'refresh_token']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(['none']);
  });
});

describe('sign-out needs the person’s intent', () => {
  // The person is signed in at the authority (its session cookie), as in their browser.
  const endSession = (jar: CookieJar, params: Record<string, string>) =>
    fetch(`${server.url}/identity/session/end?${new URLSearchParams({ client_id: 'HarbourWeb', ...params })}`, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });

  it('a cross-site link (no id token) shows a button and submits nothing by itself', async () => {
    const jar = new CookieJar();
    const account = await createTestAccount('client');
    await signIn(server.url, account.email, TEST_PASSWORD, { jar });
    const page = await (await endSession(jar, {})).text();
    expect(page).toContain('Sign out of Harbour?');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('.submit()');
  });

  it('the shell’s own sign-out (with its id token) goes ahead at once', async () => {
    const account = await createTestAccount('client');
    const jar = new CookieJar();
    const tokens = await signIn(server.url, account.email, TEST_PASSWORD, { jar });
    const page = await (await endSession(jar, { id_token_hint: tokens.id_token })).text();
    // The submitting script is a file (the identity CSP allows no inline script).
    expect(page).toContain('<script src="/identity/assets/sign-out.js" defer></script>');
    expect(await (await fetch(`${server.url}/identity/assets/sign-out.js`)).text()).toContain('f.submit()');
  });
});
