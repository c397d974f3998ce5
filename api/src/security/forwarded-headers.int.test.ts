import request from 'supertest';
import { parseTrustProxy, readConfig } from '../config';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';

// The attack: a forged X-Forwarded-Host rewriting the discovery document's endpoints
// (token_endpoint: https://evil.example/...). The real issuer must win whatever the headers say.
const app = createTestApp();
const issuer = readConfig().issuer;

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'revocation_endpoint'];

describe('forwarded headers', () => {
  it.each([
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
    ['Host', { host: 'evil.example' }],
  ])('a forged %s leaves every discovery endpoint on the real issuer', async (_name, headers) => {
    const { body } = await request(app).get('/identity/.well-known/openid-configuration').set(headers).expect(200);
    expect(body.issuer).toBe(issuer);
    for (const endpoint of ENDPOINTS) {
      expect(body[endpoint]).toEqual(expect.stringMatching(new RegExp(`^${issuer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)));
      expect(body[endpoint]).not.toContain('evil.example');
    }
  });

  it('the authorization redirect to the sign-in screen stays on the issuer too', async () => {
    const response = await request(app)
      .get('/identity/auth?client_id=nobody&response_type=code')
      .set({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(response.headers.location ?? '').not.toContain('evil.example');
    expect(response.text).not.toContain('evil.example');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, ['loopback']],
    ['', false],
    ['none', false],
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('%p → %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});
