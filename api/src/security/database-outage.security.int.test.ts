import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import pino from 'pino';
import { connectDatabase } from '../db/database';
import { DATABASE_UNAVAILABLE } from '../http/error-handler';
import { taxonomyCache } from '../reference-data/taxonomy.repository';
import { seedReferenceData } from '../seed/reference-data';
import { forgetCachedKeys } from '../services/identity/signing-keys';
import { IDENTITY_PAGE_TEXTS } from '../services/identity/provider/pages';
import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from '../services/identity/provider/client';
import { readConfig } from '../config';
import { createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { CURRENT_TERMS_VERSION } from '../services/accounts/registration/terms-version';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb } = require('../../../scripts/lib/ferretdb.cjs');

// With the database down, data calls must answer 503 quickly, not 500 after mongoose's 10 s of
// buffering. This file has a FerretDB of its own, connected the way server.ts connects, and stops it.
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = path.join(ROOT, '.data/test', `outage-${process.pid}`);
let ferret: { port: number; stop(): Promise<void> } | undefined;
let server: TestServer;
let token: string;
let interactionUrl: string;
let interactionCookie: string;

const timed = async (run: () => Promise<Response>) => {
  const started = Date.now();
  const response = await run();
  return { response, ms: Date.now() - started };
};
const authorizeUrl = () => {
  const url = new URL(`${server.url}/identity/auth`);
  url.search = new URLSearchParams({
    client_id: HARBOUR_WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${readConfig().publicUrl}/auth/callback`,
    scope: HARBOUR_WEB_SCOPE,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
};
const patient = { email: 'outage@example.com', password: 'Quiet-harbour-88', firstName: 'Alex', lastName: 'Client', postcode: '2000', acceptedTermsVersion: CURRENT_TERMS_VERSION };

beforeAll(async () => {
  ferret = await startFerretDb({ dataDir, postgresqlUrl: process.env.HARBOUR_TEST_POSTGRES_URL, test: true });
  await connectDatabase(`mongodb://127.0.0.1:${ferret!.port}/harbour_outage_${process.pid}`, pino({ level: 'silent' }));
  await seedReferenceData();
  forgetCachedKeys();
  server = await startTestServer({ signInAttemptsPerIp: 1000, registrationsPerIp: 1000 });
  const account = await createTestAccount('client');
  token = (await signIn(server.url, account.email, TEST_PASSWORD)).access_token;
  // Warm the languages cache (reference data people already loaded must keep answering).
  expect((await fetch(`${server.url}/api/users/languages`)).status).toBe(200);
  // A sign-in started before the outage: its page is shown during it.
  const started = await fetch(authorizeUrl(), { redirect: 'manual' });
  interactionUrl = started.headers.get('location')!;
  interactionCookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  expect(interactionUrl).toContain('/identity/interaction/');

  await ferret!.stop();
  ferret = undefined;
}, 90000);

afterAll(async () => {
  await server?.close();
  await mongoose.disconnect();
  await ferret?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database goes away while the API keeps running', () => {
  it('a signed-in data call answers 503 problem+json with Retry-After within a few seconds, not 500', async () => {
    for (let i = 0; i < 2; i++) {
      // The first call finds the pooled connection closed, the next one finds no server at all.
      const { response, ms } = await timed(() => fetch(`${server.url}/api/users/profile/patient`, { headers: { authorization: `Bearer ${token}` } }));
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ status: 503, title: 'Service Unavailable', detail: DATABASE_UNAVAILABLE });
      expect(ms).toBeLessThan(6000);
    }
  }, 30000);

  it.each([
    ['directory search', 'GET', '/api/users/psychologists/search?q=anxiety', undefined],
    ['directory search with no words', 'GET', '/api/users/psychologists/search?q=', undefined],
    ['the directory list', 'POST', '/api/users/psychologists/list', '{}'],
  ])('%s answers 503 with Retry-After, not 200 "no psychologists"', async (_what, method, url, body) => {
    const { response, ms } = await timed(() => fetch(`${server.url}${url}`, { method, headers: { 'content-type': 'application/json' }, body }));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { detail: string }).detail).toBe(DATABASE_UNAVAILABLE);
    expect(ms).toBeLessThan(6000);
  }, 30000);

  it('registration answers 503, not 500', async () => {
    const { response, ms } = await timed(() =>
      fetch(`${server.url}/api/users/register/patient`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patient) }),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { detail: string }).detail).toBe(DATABASE_UNAVAILABLE);
    expect(ms).toBeLessThan(6000);
  }, 30000);

  it('reference data already cached keeps answering; once it expires, 503', async () => {
    expect((await fetch(`${server.url}/api/users/languages`)).status).toBe(200);
    taxonomyCache.invalidate('languages'); // as when REFERENCE_DATA_TTL_SECONDS has passed
    const { response, ms } = await timed(() => fetch(`${server.url}/api/users/languages`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(ms).toBeLessThan(6000);
  }, 30000);

  it('starting to sign in shows a plain "unavailable" page with 503, no stack trace', async () => {
    const response = await fetch(authorizeUrl(), { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(IDENTITY_PAGE_TEXTS.unavailable);
    expect(html).not.toMatch(/Mongo|Error:|server_error|at .*\.js/);
  }, 30000);

  it('the sign-in page of a sign-in already started shows the same 503 page', async () => {
    const local = interactionUrl.replace(/^https?:\/\/[^/]+/, '');
    for (const init of [{}, { method: 'POST', body: new URLSearchParams({ email: 'a@example.com', password: 'x' }) }] as RequestInit[]) {
      const url = init.method === 'POST' ? `${server.url}${local}/login` : `${server.url}${local}`;
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { cookie: interactionCookie } });
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(IDENTITY_PAGE_TEXTS.unavailable);
      expect(html).not.toMatch(/Mongo|Error:|<script/);
    }
  }, 30000);
});
