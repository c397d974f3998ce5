import http from 'node:http';
import mongoose from 'mongoose';
import request from 'supertest';
import { settlePasswordResets } from '../services/identity/passwords/password-service';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestAccount } from '../test-support/sign-in';
import { createTestApp } from '../test-support/test-app';

// Forgot-password for an existing account once did three more database writes (code, outbox)
// before answering, so its 202 came measurably later than for an unknown address. What decides
// the timing is checked here without a clock: the writes made before the answer are the same for
// both. The answer times themselves are figures: `npm run bench -- forgot-password`.
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('attack: telling who has an account from how long forgot-password takes', () => {
  it('before answering, a known address causes no database writes an unknown one does not (code and email come after)', async () => {
    const app = createTestApp();
    const account = await createTestAccount('client');
    const writesBeforeAnswer = async (email: string) => {
      const writes: string[] = [];
      // "Before the answer" is decided in program order on the server: a write counts if it was
      // issued before the handler ended the response (a socket event or the client's read would race).
      let answered = false;
      const server = http.createServer((req, res) => {
        const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
        res.end = ((...args: unknown[]) => {
          answered = true;
          return end(...args);
        }) as typeof res.end;
        app(req, res);
      });
      mongoose.set('debug', (collection: string, method: string) => {
        if (!answered && /insert|update|delete|replace|create/i.test(method)) writes.push(`${collection}.${method}`);
      });
      await request(server).post('/api/identity/auth/forgot-password').send({ email }).expect(202);
      const seen = [...writes];
      mongoose.set('debug', false);
      await settlePasswordResets();
      return seen;
    };
    const unknown = await writesBeforeAnswer(`nobody-else-${Date.now()}@example.com`);
    const known = await writesBeforeAnswer(account.email);
    expect(known).toEqual(unknown);
    expect(await OutboxMessageModel.countDocuments({ to: account.email, kind: 'password-reset-code' })).toBe(1);
  });
});
