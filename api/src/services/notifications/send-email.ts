import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { configuration } from '../../configuration';
import { createLogger } from '../../http/request-logger';
import { smtpTransport } from './mail-transport';
import { OutboxMessageModel, type EmailKind, type OutboxMessageRecord } from './outbox-message.model';

export interface EmailToSend {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: EmailKind;
}

export interface SendEmailOptions {
  /** Where delivery failures are logged (default: the API's logger). */
  logger?: Logger;
}

let defaultLogger: Logger | undefined;
const logger = () => (defaultLogger ??= createLogger(configuration().logLevel).child({ module: 'notifications' }));

/** Deliveries still talking to the mail server; `settleDeliveries` waits for them. */
const inFlight = new Set<Promise<void>>();

/**
 * Stores the message in the outbox and, when SMTP_URL is configured, hands it to the mail server
 * in the background. Resolves once the message is stored; delivery failures are logged and
 * recorded on the message, never thrown to the person who asked for it.
 */
export async function sendEmail(email: EmailToSend, options: SendEmailOptions = {}): Promise<OutboxMessageRecord> {
  const { smtpUrl, mailFrom } = configuration();
  const message = (
    await OutboxMessageModel.create({
      _id: randomUUID(),
      ...email,
      to: email.to.trim().toLowerCase(),
      transport: smtpUrl ? 'smtp' : 'outbox',
      createdAt: new Date(),
    })
  ).toObject();
  if (smtpUrl) {
    const delivery = deliver(message, smtpUrl, mailFrom, options.logger ?? logger());
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }
  return message;
}

async function deliver(message: OutboxMessageRecord, smtpUrl: string, from: string, log: Logger): Promise<void> {
  try {
    await (await smtpTransport(smtpUrl)).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    await OutboxMessageModel.updateOne({ _id: message._id }, { $set: { sentAt: new Date() } });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.error({ err, messageId: message._id, kind: message.kind }, 'email delivery failed');
    await OutboxMessageModel.updateOne({ _id: message._id }, { $set: { failedAt: new Date(), deliveryError: reason } }).catch(
      (recordErr: unknown) => log.error({ err: recordErr, messageId: message._id }, 'could not record the failed delivery'),
    );
  }
}

/** Waits until every background delivery has finished (tests, graceful shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
