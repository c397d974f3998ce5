import { importJWK, SignJWT, type JWK } from 'jose';
import spec from '../generated/openapi.json';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { createEnrolledAdministrator, createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { loadIdentitySecrets } from '../services/identity/signing-keys';
import { SESSION_VERSION_CLAIM, sessionVersion } from '../services/identity/accounts/accounts';
import { SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED } from './second-factor-check';

// Every administrator operation of the OpenAPI document, called by each kind of caller with real
// tokens from the identity authority: only an administrator who signed in with the second factor
// gets past access. New administrator operations join the matrix by being in the document.
type Operation = { security?: { jwt?: string[] }[] };
const ADMIN_OPERATIONS = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.security?.some((requirement) => requirement.jwt?.includes('administrator') && requirement.jwt.every((scope) => ['administrator', 'step-up'].includes(scope))))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, stepUp: operation.security!.some((requirement) => requirement.jwt!.includes('step-up')) })),
);

const server = useServerWithDatabase(__filename, { seed: true });
const tokens: Record<string, string | undefined> = { anonymous: undefined };

/**
 * An administrator's token as the authority would have minted it without the second factor (as
 * every token was before administrators had one): signed with the authority's own key, `amr` pwd.
 */
async function tokenWithoutSecondFactor(accountId: string, account: Parameters<typeof sessionVersion>[0], amr = ['pwd']) {
  const { jwks } = await loadIdentitySecrets();
  const jwk = jwks.keys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ user_type: 'administrator', [SESSION_VERSION_CLAIM]: sessionVersion(account), amr, scope: 'api', client_id: 'HarbourWeb' })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(accountId)
    .setIssuer(server.config.issuer)
    .setAudience(server.config.apiAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(`test-${now}`)
    .sign(await importJWK(jwk, 'ES256'));
}

beforeAll(async () => {
  for (const userType of ['client', 'psychologist', 'gp'] as const) {
    const account = await createTestAccount(userType, { isApproved: true });
    tokens[userType] = (await signIn(server.url, account.email, TEST_PASSWORD)).access_token;
  }
  const admin = await createEnrolledAdministrator();
  tokens['administrator with the second factor'] = (await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token;
  tokens['administrator without the second factor'] = await tokenWithoutSecondFactor(admin.account._id, admin.account);
  // The control: the same token but for `amr`, to show that `amr` alone is why the one above is refused.
  tokens['the same token with otp'] = await tokenWithoutSecondFactor(admin.account._id, admin.account, ['pwd', 'otp']);
});

const call = (method: string, path: string, token?: string) =>
  fetch(`${server.url}/api${path.replace(/\{[^}]+\}/g, 'no-such-id')}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(method !== 'GET' && { 'content-type': 'application/json' }) },
    ...(method !== 'GET' && { body: '{}' }),
  });

describe('administrator operations: access matrix', () => {
  it('finds the administrator operations in the OpenAPI document', () => {
    expect(ADMIN_OPERATIONS.length).toBeGreaterThanOrEqual(8);
    expect(ADMIN_OPERATIONS).toContainEqual(expect.objectContaining({ method: 'GET', path: '/users/admin/practitioners' }));
    // The practitioner decisions and the audit search, named so that losing one from the document fails here.
    for (const [method, path] of [
      ['GET', '/users/admin/practitioners/approved'],
      ['POST', '/users/admin/practitioners/{userId}/decline'],
      ['POST', '/users/admin/practitioners/{userId}/suspend'],
      ['POST', '/users/admin/practitioners/{userId}/reinstate'],
      ['GET', '/users/admin/audit-events'],
      ['GET', '/users/admin/audit-events/export'],
      ['POST', '/users/admin/patients/{patient}/break-glass/case-notes'],
      ['POST', '/users/admin/patients/{patient}/break-glass/messages'],
      ['POST', '/users/admin/patients/{patient}/break-glass/files'],
      ['POST', '/users/admin/patients/{patient}/break-glass/files/{fileId}'],
      ['GET', '/sessions/admin/psychologists/{userId}/upcoming-sessions'],
      ['GET', '/users/admin/accounts'],
      ['PUT', '/content/admin/page'],
      ['POST', '/content/admin/page/publish'],
      ['POST', '/content/admin/redirects'],
      ['DELETE', '/content/admin/redirects'],
      ['PUT', '/content/admin/faqs/{id}'],
      ['POST', '/content/admin/faqs'],
      ['POST', '/content/admin/faqs/{id}/unpublish'],
      ['GET', '/reports/admin/weekly'],
    ])
      expect(ADMIN_OPERATIONS).toContainEqual(expect.objectContaining({ method, path }));
    // Money and rates need a fresh code.
    expect(ADMIN_OPERATIONS).toContainEqual({ method: 'POST', path: '/payments/admin/funding-rates', stepUp: true });
    expect(ADMIN_OPERATIONS).toContainEqual({ method: 'POST', path: '/payments/admin/payments/{sessionId}/refunds', stepUp: true });
    // So does a person's data export.
    expect(ADMIN_OPERATIONS).toContainEqual({ method: 'POST', path: '/users/admin/accounts/{accountId}/data-export', stepUp: true });
    // Support: the inbox and the account actions; closing an account needs a fresh code.
    for (const [method, path] of [['GET', '/support/admin/enquiries'], ['POST', '/support/admin/enquiries/{enquiryId}/resolve'], ['POST', '/users/admin/accounts/{accountId}/unlock'], ['POST', '/users/admin/sign-ups/resend-code']])
      expect(ADMIN_OPERATIONS).toContainEqual(expect.objectContaining({ method, path }));
    expect(ADMIN_OPERATIONS).toContainEqual({ method: 'POST', path: '/users/admin/accounts/{accountId}/close', stepUp: true });
  });

  describe.each(ADMIN_OPERATIONS)('$method $path', ({ method, path, stepUp }) => {
    it('refuses anonymous callers (401)', async () => {
      expect((await call(method, path)).status).toBe(401);
    });

    it.each(['client', 'psychologist', 'gp'])('refuses a %s (403)', async (person) => {
      const response = await call(method, path, tokens[person]);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    });

    it('refuses an administrator without the second factor (403, saying so)', async () => {
      const response = await call(method, path, tokens['administrator without the second factor']);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({ detail: SECOND_FACTOR_REQUIRED });
    });

    it('lets an administrator with the second factor past access', async () => {
      const response = await call(method, path, tokens['administrator with the second factor']);
      expect(response.status).not.toBe(401);
      if (response.status === 403) expect(((await response.json()) as { detail: string }).detail).not.toBe(SECOND_FACTOR_REQUIRED);
    });

    if (stepUp) {
      it('refuses an administrator with the second factor but no recent step-up (403, saying so)', async () => {
        const response = await call(method, path, tokens['administrator with the second factor']);
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toContain('application/problem+json');
        expect(await response.json()).toMatchObject({ detail: STEP_UP_REQUIRED });
      });
    }
  });

  it('refuses the token without the second factor only for its amr, and on every endpoint, not only administrator ones', async () => {
    expect((await call('GET', '/users/admin/practitioners', tokens['the same token with otp'])).status).toBe(200);
    const anyone = await call('POST', '/identity/sign-out-everywhere', tokens['administrator without the second factor']);
    expect(anyone.status).toBe(403);
    expect(await anyone.json()).toMatchObject({ detail: SECOND_FACTOR_REQUIRED });
  });
});
