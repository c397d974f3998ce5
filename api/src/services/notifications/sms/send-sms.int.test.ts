import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { readConfig } from '../../../config';
import { useConfiguration } from '../../../configuration';
import { SmsMessageModel } from './sms-message.model';
import { sendSms, settleSmsDeliveries } from './send-sms';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  form: Record<string, string>;
}

/**
 * Twilio itself cannot be reached from here: this local server stands in for it at that edge,
 * answering as Twilio's Messages API documents (201 with `sid` and `status`; an error object with
 * `code` and `message`), and keeps what it was sent.
 */
function startTwilioDouble(answer: (received: Received) => { status: number; body: unknown }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const entry = { method: req.method, url: req.url, authorization: req.headers.authorization, contentType: req.headers['content-type'], form: Object.fromEntries(new URLSearchParams(raw)) };
      received.push(entry);
      const { status, body } = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const twilio = (apiUrl: string, from = '+61400000000') => useConfiguration({ ...readConfig(), twilio: { accountSid: SID, authToken: 'secret-token', from, apiUrl } });
const text = (dedupeKey?: string) => ({ to: '+61412345678', body: 'Harbour: your session is booked.', kind: 'session-booked' as const, userId: 'client-1', ...(dedupeKey && { dedupeKey }) });

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);
afterEach(() => useConfiguration(readConfig({})));

describe('sendSms', () => {
  it('without Twilio keeps the text in the sink only, and a key used twice stores and sends it once', async () => {
    useConfiguration(readConfig({}));
    const first = await sendSms(text('session-booked:s1:0'));
    expect(first).toMatchObject({ _id: 'session-booked:s1:0', transport: 'sink', to: '+61412345678' });
    await expect(sendSms(text('session-booked:s1:0'))).resolves.toBeUndefined();
    expect(await SmsMessageModel.countDocuments({ _id: 'session-booked:s1:0' })).toBe(1);
    expect((await SmsMessageModel.findById('session-booked:s1:0').lean())?.sentAt).toBeUndefined();
  });

  it('with Twilio posts To/From/Body to the Messages API with Basic auth and records the message sid', async () => {
    const double = await startTwilioDouble(() => ({ status: 201, body: { sid: 'SM00000000000000000000000000000001', status: 'queued' } }));
    try {
      twilio(double.url);
      const message = await sendSms(text());
      await settleSmsDeliveries();
      expect(double.received).toEqual([
        {
          method: 'POST',
          url: `/2010-04-01/Accounts/${SID}/Messages.json`,
          authorization: `Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`,
          contentType: 'application/x-www-form-urlencoded',
          form: { To: '+61412345678', From: '+61400000000', Body: 'Harbour: your session is booked.' },
        },
      ]);
      expect(await SmsMessageModel.findById(message!._id).lean()).toMatchObject({ transport: 'twilio', sentAt: expect.any(Date), providerMessageId: 'SM00000000000000000000000000000001', providerStatus: 'queued' });
    } finally {
      await double.close();
    }
  });

  it('a Messaging Service sender goes as MessagingServiceSid', async () => {
    const double = await startTwilioDouble(() => ({ status: 201, body: { sid: 'SM2', status: 'accepted' } }));
    try {
      twilio(double.url, 'MG0123456789abcdef0123456789abcdef');
      await sendSms(text());
      await settleSmsDeliveries();
      expect(double.received[0].form).toEqual({ To: '+61412345678', MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef', Body: 'Harbour: your session is booked.' });
    } finally {
      await double.close();
    }
  });

  it('never throws when Twilio refuses: the error is logged and recorded on the message', async () => {
    const double = await startTwilioDouble(() => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } }));
    try {
      twilio(double.url);
      const logged: unknown[] = [];
      const message = await sendSms(text(), { logger: { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger });
      await settleSmsDeliveries();
      const stored = await SmsMessageModel.findById(message!._id).lean();
      expect(stored).toMatchObject({ transport: 'twilio', failedAt: expect.any(Date), deliveryError: "Twilio answered 400 (error 21211): The 'To' number is not a valid phone number." });
      expect(stored?.sentAt).toBeUndefined();
      expect(logged).toHaveLength(1);
    } finally {
      await double.close();
    }
  });
});
