import net from 'node:net';
import type { Logger } from 'pino';
import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { readConfig } from '../../config';
import { useConfiguration } from '../../configuration';
import { OutboxMessageModel } from './outbox-message.model';
import { sendEmail, settleDeliveries } from './send-email';

/** A minimal SMTP server: accepts every message and keeps its raw DATA. */
function startFakeSmtp(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = undefined;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line);
        } else if (/^EHLO/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const email = { to: 'Someone@Example.com', subject: 'Your Harbour verification code', text: 'Your code is 123456', kind: 'registration-code' as const };

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);
// The app's configuration, as createApp installs it; each test sets its own mail server.
const withSmtp = (smtpUrl?: string) => useConfiguration({ ...readConfig(), smtpUrl });
afterEach(() => withSmtp(undefined));

describe('sendEmail', () => {
  it('without SMTP_URL keeps the message in the outbox only', async () => {
    const message = await sendEmail(email);
    const stored = await OutboxMessageModel.findById(message._id).lean();
    expect(stored).toMatchObject({ to: 'someone@example.com', subject: email.subject, text: email.text, kind: 'registration-code', transport: 'outbox' });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.sentAt).toBeUndefined();
  });

  it('with SMTP_URL stores the message and delivers it through the mail server', async () => {
    const smtp = await startFakeSmtp();
    try {
      withSmtp(`smtp://127.0.0.1:${smtp.port}`);
      const message = await sendEmail(email);
      await settleDeliveries();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Your Harbour verification code');
      expect(smtp.received[0]).toContain('Your code is 123456');
      expect(smtp.received[0]).toMatch(/^To: someone@example\.com$/m);
      const stored = await OutboxMessageModel.findById(message._id).lean();
      expect(stored).toMatchObject({ transport: 'smtp', sentAt: expect.any(Date) });
      expect(stored?.failedAt).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });

  it('never throws when delivery fails: the failure is logged and recorded on the message', async () => {
    withSmtp(`smtp://127.0.0.1:${await closedPort()}`);
    const logged: unknown[] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
    const message = await sendEmail(email, { logger });
    await settleDeliveries();
    const stored = await OutboxMessageModel.findById(message._id).lean();
    expect(stored).toMatchObject({ transport: 'smtp', failedAt: expect.any(Date), deliveryError: expect.any(String) });
    expect(stored?.sentAt).toBeUndefined();
    expect(logged).toHaveLength(1);
  });
});
