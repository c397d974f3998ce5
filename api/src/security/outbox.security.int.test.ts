import { spawn } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { settlePasswordResets } from '../services/identity/passwords/password-service';
import { createApp } from '../app';
import { readConfig, startupProblem, type ApiConfig } from '../config';
import openApiSpec from '../generated/openapi.json';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestAccount } from '../test-support/sign-in';

// Issue 7 item 1: anonymous forgot-password → read the code from the outbox → reset → signed in.
const productionLike: ApiConfig = { ...readConfig({}), production: true, devOutbox: false, smtpUrl: undefined };
const app = createApp({ logger: pino({ level: 'silent' }), config: productionLike });

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('attack: read a password-reset code from the development outbox', () => {
  it('without DEV_OUTBOX the outbox and its page do not exist, so the code cannot be read', async () => {
    const victim = await createTestAccount('client');
    await request(app).post('/api/identity/auth/forgot-password').send({ email: victim.email }).expect(202);
    await settlePasswordResets(); // the code is written after the 202
    const stored = await OutboxMessageModel.findOne({ to: victim.email, kind: 'password-reset-code' }).lean();
    const code = /\b(\d{6})\b/.exec(stored!.text)![1];

    for (const url of ['/api/notifications/outbox', `/api/notifications/outbox?to=${victim.email}`, '/api/notifications/outbox/page']) {
      const response = await request(app).get(url);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain(code);
    }
  });

  it('the OpenAPI document lists no outbox', async () => {
    const { body } = await request(app).get('/api/openapi.json').expect(200);
    expect(Object.keys(body.paths).filter((p) => p.includes('outbox'))).toEqual([]);
    expect(JSON.stringify(openApiSpec)).not.toMatch(/outbox/i);
  });
});

describe('start-up refusals', () => {
  it.each([
    ['production with DEV_OUTBOX', { NODE_ENV: 'production', DEV_OUTBOX: '1', SMTP_URL: 'smtp://mail.example.com:587' }, /DEV_OUTBOX/],
    ['production without SMTP_URL', { NODE_ENV: 'production' }, /SMTP_URL/],
    ['development with DEV_OUTBOX', { DEV_OUTBOX: '1' }, undefined],
    ['production with mail and no outbox', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }, undefined],
  ])('%s', (_name, env, refusal) => {
    const problem = startupProblem(readConfig(env));
    if (refusal) expect(problem).toMatch(refusal);
    else expect(problem).toBeUndefined();
  });

  it.each([
    [{ NODE_ENV: 'production', DEV_OUTBOX: '1', SMTP_URL: 'smtp://mail.example.com:587' }, 'DEV_OUTBOX is set while NODE_ENV=production'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL is not set while NODE_ENV=production'],
  ])('the real server exits 1 with a clear message (%j)', async (env, message) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, DEV_OUTBOX: '', SMTP_URL: '', ...env, API_PORT: '0', MONGODB_URI: 'mongodb://127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Harbour API refused to start: ${message}`);
  }, 30000);
});
