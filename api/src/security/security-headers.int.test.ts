import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { pageContentSecurityPolicy, parseHostList } from '../http/security-headers';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';

// The API's answers carry the security headers; personal data is never cached.
const app = createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const directive = (csp: string, name: string) => csp.split(/;\s*/).find((part) => part.startsWith(`${name} `));

describe('security headers on /api', () => {
  it.each([
    ['an anonymous answer', '/api/health', 200],
    ['an authenticated endpoint refused', '/api/users/profile/patient', 401],
    ['an unknown endpoint', '/api/no-such-thing', 404],
  ])('%s (%s) is no-store, nosniff, no referrer leak, and cannot be framed', async (_what, path, status) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when the trusted proxy says the client came over HTTPS', async () => {
    const overHttps = await request(app).get('/api/health').set('x-forwarded-proto', 'https');
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    const untrusting = createApp({ logger: pino({ level: 'silent' }), config: { ...readConfig(), trustProxy: false } });
    const forged = await request(untrusting).get('/api/health').set('x-forwarded-proto', 'https');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on /identity', () => {
  it('discovery: no-store, nosniff, the page policy with frame-ancestors none', async () => {
    const response = await request(app).get('/identity/.well-known/openid-configuration').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('the authorization endpoint may be framed by the portal itself (silent renew), nobody else', async () => {
    const response = await request(app).get('/identity/auth?client_id=HarbourWeb');
    expect(directive(response.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('the sign-out page runs no inline script: its script is a file of the authority', async () => {
    const script = await request(app).get('/identity/assets/sign-out.js').expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('op.logoutForm');
  });
});

describe('the page policy', () => {
  const config = { stripeHosts: ['https://js.stripe.com'], agoraHosts: ['https://*.agora.io', 'wss://*.agora.io'] };

  it('allows scripts and connections from this origin and the configured hosts only, and no inline script', () => {
    const csp = pageContentSecurityPolicy(config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com https://*.agora.io wss://*.agora.io");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://js.stripe.com https://*.agora.io wss://*.agora.io");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(pageContentSecurityPolicy(config, { framed: true }), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it.each([
    ['https://js.stripe.com https://api.stripe.com', ['https://js.stripe.com', 'https://api.stripe.com']],
    ['https://a.example,https://b.example', ['https://a.example', 'https://b.example']],
    ["https://a.example; script-src 'unsafe-inline'", []],
    ['http://plain.example javascript: *', []],
    [undefined, []],
  ])('reads the host list %p', (value, hosts) => {
    expect(parseHostList(value)).toEqual(hosts);
  });
});
