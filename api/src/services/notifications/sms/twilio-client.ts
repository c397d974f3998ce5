/** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (and TWILIO_API_URL for another address). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164 (+61…), an alphanumeric sender id, or a Messaging Service sid (MG…). */
  from: string;
  /** https://api.twilio.com unless told otherwise. */
  apiUrl: string;
}

export interface ProviderAccepted {
  providerMessageId: string;
  providerStatus: string;
}

/** Bounded, so an unreachable provider fails a delivery in seconds (the message records why). */
const TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded
 * To, From (or MessagingServiceSid) and Body, HTTP Basic with the account sid and auth token.
 * 201 carries the message's `sid` and `status`; an error carries `code` and `message`.
 */
export async function sendTwilioMessage(settings: TwilioSettings, to: string, body: string): Promise<ProviderAccepted> {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const form = new URLSearchParams({ To: to, Body: body });
  if (/^MG[0-9a-f]{32}$/i.test(settings.from)) form.set('MessagingServiceSid', settings.from);
  else form.set('From', settings.from);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: form.toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number; message?: string };
  if (!response.ok || !answer.sid) throw new Error(`Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ''}: ${answer.message ?? 'no message id'}`);
  return { providerMessageId: answer.sid, providerStatus: answer.status ?? 'queued' };
}
