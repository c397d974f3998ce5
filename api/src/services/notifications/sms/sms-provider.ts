import type { ApiConfig } from '../../../config';
import type { SmsTransport } from './sms-message.model';
import { sendTwilioMessage, type ProviderAccepted } from './twilio-client';

/** Whoever carries a text message out of Harbour. */
export interface SmsProvider {
  transport: SmsTransport;
  /** Hands the message over; resolves with the provider's id, rejects with why it was refused. */
  send(to: string, body: string): Promise<ProviderAccepted>;
}

/** Twilio when it is configured; otherwise the local sink, where the stored message is all there is. */
export function smsProviderFor(config: Pick<ApiConfig, 'twilio'>): SmsProvider {
  const twilio = config.twilio;
  if (twilio) return { transport: 'twilio', send: (to, body) => sendTwilioMessage(twilio, to, body) };
  return { transport: 'sink', send: async () => ({ providerMessageId: 'sink', providerStatus: 'kept' }) };
}

/**
 * Whether texts can reach anyone here: Twilio is configured, or the development outbox shows the
 * sink. Otherwise the settings page does not offer them (a consent would lead nowhere).
 */
export const smsAvailable = (config: Pick<ApiConfig, 'twilio' | 'devOutbox'>) => Boolean(config.twilio) || config.devOutbox;
