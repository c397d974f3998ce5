import pino from 'pino';
import request from 'supertest';
import { settlePasswordResets } from '../services/identity/passwords/password-service';
import { createApp } from '../app';
import { readConfig, type ApiConfig } from '../config';
import openApiSpec from '../generated/openapi.json';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestAccount } from '../test-support/sign-in';

// Anonymous forgot-password → read the code from the outbox → reset → signed in.
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
