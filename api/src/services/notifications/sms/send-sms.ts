import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { configuration } from '../../../configuration';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { createLogger } from '../../../http/request-logger';
import { SmsMessageModel, type SmsKind, type SmsMessageRecord } from './sms-message.model';
import { smsProviderFor } from './sms-provider';

export interface SmsToSend {
  /** E.164 (checked by checkAustralianMobile when the client gave it). */
  to: string;
  body: string;
  kind: SmsKind;
  userId: string;
  /** The same key twice sends once (the insert decides); omit for a message that may repeat. */
  dedupeKey?: string;
}

let defaultLogger: Logger | undefined;
const logger = () => (defaultLogger ??= createLogger(configuration().logLevel).child({ module: 'sms' }));

const inFlight = new Set<Promise<void>>();

/**
 * Stores the text (the record, and the local sink) and, when Twilio is configured, hands it over
 * in the background. Resolves once stored, with undefined when its key was already used (sent
 * before: nothing new is stored or sent). Delivery failures are logged and recorded, never thrown.
 */
export async function sendSms(sms: SmsToSend, options: { logger?: Logger } = {}): Promise<SmsMessageRecord | undefined> {
  const provider = smsProviderFor(configuration());
  let message: SmsMessageRecord;
  try {
    message = (
      await SmsMessageModel.create({ _id: sms.dedupeKey ?? randomUUID(), to: sms.to, body: sms.body, kind: sms.kind, userId: sms.userId, transport: provider.transport, createdAt: new Date() })
    ).toObject();
  } catch (err) {
    if (isDuplicateKey(err)) return undefined;
    throw err;
  }
  if (provider.transport !== 'sink') {
    const log = options.logger ?? logger();
    const delivery = provider
      .send(message.to, message.body)
      .then(({ providerMessageId, providerStatus }) => SmsMessageModel.updateOne({ _id: message._id }, { $set: { sentAt: new Date(), providerMessageId, providerStatus } }))
      .catch(async (err: unknown) => {
        log.error({ err, smsId: message._id, kind: message.kind }, 'text message delivery failed');
        await SmsMessageModel.updateOne({ _id: message._id }, { $set: { failedAt: new Date(), deliveryError: err instanceof Error ? err.message : String(err) } }).catch(
          (recordErr: unknown) => log.error({ err: recordErr, smsId: message._id }, 'could not record the failed text message'),
        );
      })
      .then(() => undefined);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }
  return message;
}

/** Waits until every background delivery has finished (tests, graceful shutdown). */
export async function settleSmsDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** One text as the development outbox shows it. */
export interface SinkMessage {
  id: string;
  to: string;
  body: string;
  kind: SmsKind;
  createdAt: Date;
}

/** Newest first; `to` narrows to one number (any usual writing of it is normalised by the caller). */
export async function listSmsMessages(to?: string, limit = 200): Promise<SinkMessage[]> {
  const messages = await SmsMessageModel.find(to ? { to } : {}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return messages.map(({ _id, to: number, body, kind, createdAt }) => ({ id: _id, to: number, body, kind, createdAt }));
}
