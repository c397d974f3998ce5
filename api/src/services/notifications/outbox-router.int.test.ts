import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import pino from 'pino';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { OutboxMessageModel } from './outbox-message.model';
import { sendEmail } from './send-email';

// The outbox exists only when DEV_OUTBOX=1 (security/outbox.security.test.ts covers its absence).
const app = createApp({ logger: pino({ level: 'silent' }), config: { ...readConfig(), devOutbox: true } });

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await OutboxMessageModel.insertMany([
    { _id: 'm1', to: 'ann@example.com', subject: 'First', text: 'Code 111111', kind: 'registration-code', transport: 'outbox', createdAt: new Date('2026-01-01T00:00:00Z') },
    { _id: 'm2', to: 'bob@example.com', subject: 'Second', text: 'Code 222222', kind: 'password-reset-code', transport: 'outbox', createdAt: new Date('2026-01-02T00:00:00Z') },
    { _id: 'm3', to: 'ann@example.com', subject: 'Third', text: 'Code 333333', kind: 'partial-account-code', transport: 'outbox', createdAt: new Date('2026-01-03T00:00:00Z') },
  ]);
});
afterAll(disconnectTestDatabase);

describe('development outbox', () => {
  it('GET /api/notifications/outbox lists messages newest first', async () => {
    const { body } = await request(app).get('/api/notifications/outbox').expect(200);
    expect(body.messages.map((m: { id: string }) => m.id)).toEqual(['m3', 'm2', 'm1']);
    expect(body.messages[0]).toEqual({
      id: 'm3',
      to: 'ann@example.com',
      subject: 'Third',
      text: 'Code 333333',
      kind: 'partial-account-code',
      createdAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('narrows to one address, whatever its case', async () => {
    const { body } = await request(app).get('/api/notifications/outbox').query({ to: ' ANN@example.com ' }).expect(200);
    expect(body.messages.map((m: { id: string }) => m.id)).toEqual(['m3', 'm1']);
  });

  it('serves a plain HTML page with everything escaped', async () => {
    await sendEmail({ to: 'eve@example.com', subject: '<script>alert(1)</script>', text: 'a & b "quoted" <b>', kind: 'registration-code' });
    const response = await request(app).get('/api/notifications/outbox/page').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.text).toContain('a &amp; b &quot;quoted&quot; &lt;b&gt;');
    expect(response.text).not.toContain('<script>');
    expect(response.text).toContain('Code 111111');
  });

  it('the page filters by ?to= and escapes the value it echoes', async () => {
    const response = await request(app).get('/api/notifications/outbox/page').query({ to: 'bob@example.com"><x' }).expect(200);
    expect(response.text).not.toContain('Code 222222');
    expect(response.text).toContain('value="bob@example.com&quot;&gt;&lt;x"');
    const bob = await request(app).get('/api/notifications/outbox/page').query({ to: 'bob@example.com' }).expect(200);
    expect(bob.text).toContain('Code 222222');
    expect(bob.text).not.toContain('Code 111111');
  });

  it('answers 404 on both when a mail server is configured, even with DEV_OUTBOX=1', async () => {
    const withMail = createApp({ logger: pino({ level: 'silent' }), config: { ...readConfig(), devOutbox: true, smtpUrl: 'smtp://mail.example.com:587' } });
    const api = await request(withMail).get('/api/notifications/outbox').expect(404);
    expect(api.body).toMatchObject({ status: 404, detail: 'The outbox is only available when no mail server is configured.' });
    const page = await request(withMail).get('/api/notifications/outbox/page').expect(404);
    expect(page.body.status).toBe(404);
  });
});
