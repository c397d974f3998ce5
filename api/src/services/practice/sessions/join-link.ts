import type { Logger } from 'pino';
import { configuration } from '../../../configuration';
import { createLogger } from '../../../http/request-logger';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import { joinNowSmsText } from '../../notifications';
import { textClient } from '../../accounts';
import { dollars } from '../invoices/invoice-amounts';

/** "Join now": what the client is told when their psychologist starts a session with them. */
export interface JoinLinkNotice {
  sessionId: string;
  patientId: string;
  psychologistName: string;
  /** The session's waiting room; the portal asks them to sign in first when they are not. */
  joinUrl: string;
  durationMinutes: number;
  priceCents: number;
}

/** How a join link reaches the client. */
export type JoinLinkChannelName = 'email' | 'sms';

export interface JoinLinkChannel {
  name: JoinLinkChannelName;
  /** True when the notice went out on this channel; false when it cannot (no address, no consent). */
  send(notice: JoinLinkNotice): Promise<boolean>;
}

export const joinUrlOf = (sessionId: string) => `${configuration().publicUrl}/session/${encodeURIComponent(sessionId)}`;

/** The words of the notice, shared by every channel so email and text say the same. */
export function joinLinkLines(notice: JoinLinkNotice): string[] {
  return [
    `${notice.psychologistName} has started a ${notice.durationMinutes}-minute video session with you now.`,
    `Join it here: ${notice.joinUrl}`,
    'Sign in if you are asked to; the link then takes you to the session. Use a device with a camera and microphone.',
    notice.priceCents > 0 ? `The fee is ${dollars(notice.priceCents)}, charged to your saved card after the session.` : 'There is no fee for this session.',
  ];
}

/** The email: subject and text. */
export const joinNowEmail = (notice: JoinLinkNotice) => ({ subject: `${notice.psychologistName} has started your session: join now`, text: joinLinkLines(notice).join('\n\n') });

export const emailJoinLink: JoinLinkChannel = {
  name: 'email',
  async send(notice) {
    const client = await findAccountById(notice.patientId);
    if (!client?.email) return false;
    await sendEmail({ to: client.email, kind: 'session-join-now', ...joinNowEmail(notice) });
    return true;
  },
};

/** A text, only to a client who consented to texts (at the mobile they gave); once per session. */
export const smsJoinLink: JoinLinkChannel = {
  name: 'sms',
  send: (notice) => textClient(notice.patientId, { kind: 'session-join-now', body: joinNowSmsText(notice), dedupeKey: `session-join-now:${notice.sessionId}` }),
};

/** The channels a join link goes out on, in order; each decides for itself whether it can reach the client. */
export const JOIN_LINK_CHANNELS: JoinLinkChannel[] = [emailJoinLink, smsJoinLink];

let defaultLogger: Logger | undefined;
const logger = () => (defaultLogger ??= createLogger(configuration().logLevel).child({ module: 'practice-join-link' }));

/**
 * Sends the notice on every channel; returns the channels it went out on. A channel that fails is
 * logged and skipped: the session exists either way, and the psychologist can copy the link.
 */
export async function sendJoinLink(notice: JoinLinkNotice, channels: readonly JoinLinkChannel[] = JOIN_LINK_CHANNELS): Promise<JoinLinkChannelName[]> {
  const sent: JoinLinkChannelName[] = [];
  for (const channel of channels) {
    try {
      if (await channel.send(notice)) sent.push(channel.name);
    } catch (err) {
      logger().error({ err, sessionId: notice.sessionId, channel: channel.name }, 'join link not sent');
    }
  }
  return sent;
}
