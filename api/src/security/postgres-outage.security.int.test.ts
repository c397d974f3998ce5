import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import pino from 'pino';
import { connectDatabase } from '../db/database';
import { DATABASE_UNAVAILABLE } from '../http/error-handler';
import { seedReferenceData } from '../seed/reference-data';
import { seedDemoDirectory } from '../seed/demo-directory';
import { forgetCachedKeys } from '../services/identity/signing-keys';
import { createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { startTestServer, type TestServer } from '../test-support/test-server';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFerretDb } = require('../../../scripts/lib/ferretdb.cjs');

// Re-test: with the database down, directory search answered 200 "no psychologists". Here the
// store under FerretDB goes away (PostgreSQL stops, FerretDB keeps answering the wire protocol):
// FerretDB's InternalErrors answered 500. Every read must answer 503 with Retry-After. This file
// runs a PostgreSQL cluster of its own, so stopping it touches no other test.
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = path.join(ROOT, '.data/test', `postgres-outage-${process.pid}`);
let ferret: { port: number; postgres: { stop(): Promise<void> }; stop(): Promise<void> } | undefined;
let server: TestServer;
let token: string;

beforeAll(async () => {
  ferret = await startFerretDb({ dataDir, test: true });
  await connectDatabase(`mongodb://127.0.0.1:${ferret!.port}/harbour_postgres_outage`, pino({ level: 'silent' }));
  await seedReferenceData();
  await seedDemoDirectory();
  forgetCachedKeys();
  server = await startTestServer({ signInAttemptsPerIp: 1000 });
  const account = await createTestAccount('client');
  token = (await signIn(server.url, account.email, TEST_PASSWORD)).access_token;
  await ferret!.postgres.stop();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await mongoose.disconnect();
  await ferret?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL goes away under FerretDB', () => {
  it.each([
    ['directory search', 'GET', '/api/users/psychologists/search?q=anxiety', undefined],
    ['directory search with no words', 'GET', '/api/users/psychologists/search?q=', undefined],
    ['the directory list', 'POST', '/api/users/psychologists/list', '{}'],
    ['support FAQs', 'GET', '/api/content/faqs?q=medicare', undefined],
    ['a signed-in read', 'GET', '/api/users/profile/patient', undefined],
  ])('%s answers 503 problem+json with Retry-After, never 200 or 500', async (_what, method, url, body) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ status: 503, title: 'Service Unavailable', detail: DATABASE_UNAVAILABLE });
  }, 30_000);

  it('health says so too, with Retry-After', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
