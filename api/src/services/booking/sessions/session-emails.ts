import { googleCalendarUrl, outlookCalendarUrl } from '@harbour/calendar-links';
import { configuration } from '../../../configuration';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import type { EmailKind } from '../../notifications';
import { formatRecipientTime, formatRecipientTimeShort } from '../../notifications';
import { recipientZoneOf } from '../../notifications';
import { textClient } from '../../accounts';
import { consentedMobileOf } from '../../accounts';
import type { SessionRecord } from '../../sessions';
import { psychologistWantsEmail } from '../../directory';
import { issueSessionFileUrl } from '../../sessions';
import { sessionEmailText, sessionSmsText, type SessionLinks, type SessionTextKind } from './session-notice-text';
import { namesFor } from '../../sessions';

/** The emails a psychologist turns off with "booking changes" in their settings (reminders stay). */
const BOOKING_CHANGES: EmailKind[] = ['session-booked', 'session-cancelled', 'session-rescheduled'];
const TEXT_KINDS: readonly EmailKind[] = ['session-booked', 'session-rescheduled', 'session-cancelled', 'session-reminder'];

/** "Monday 7 December 2026, 10:00 am AEDT": a time as someone in that zone reads it (luxon). */
export function formatSessionTime(instant: Date, timeZone: string): string {
  return formatRecipientTime(instant, timeZone);
}

export interface SessionEmail {
  kind: EmailKind;
  subject: string;
  /** Body lines; `{time}` is the session time and `{previousTime}` the time it moved from, each in the recipient's own zone. */
  lines: string[];
  /** Where the session was before a move (fills `{previousTime}`). */
  previousStartsAt?: Date;
  /** A reminder's hours before the start (its text message says "tomorrow" or "in an hour"). */
  reminderHours?: number;
}

export interface NoticeOptions {
  /** Text the client when they consented (default: whenever the client is emailed). Reminders text even when reminder emails are off: the two are separate choices. */
  textClient?: boolean;
}

type Recipient = { userId: string; userType: 'client' | 'psychologist'; email?: string; zone: string };

async function linksFor(session: SessionRecord, recipient: Recipient, title: string): Promise<SessionLinks> {
  const { publicUrl } = configuration();
  const join = `${publicUrl}/session/${session._id}`;
  const event = { title, start: session.startsAt, end: session.endsAt, details: `Video session (${session.durationMinutes} minutes). Join at ${join} a few minutes before the start.`, location: 'Online (Harbour video)' };
  const client = recipient.userType === 'client';
  return {
    join,
    manage: client ? `${publicUrl}/account/sessions/${session._id}` : `${publicUrl}/psychologists/account/sessions/${session._id}`,
    ...(client && { reschedule: `${publicUrl}/account/sessions/reschedule?sessionId=${encodeURIComponent(session._id)}` }),
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event),
    ics: await issueSessionFileUrl(session._id, recipient),
    next: client ? `${publicUrl}/book?psychologistId=${encodeURIComponent(session.psychologistId)}` : `${publicUrl}/psychologists/account/sessions`,
    textSettings: `${publicUrl}/account/settings`,
  };
}

const fullName = (name?: { firstName?: string; lastName?: string }) => `${name?.firstName ?? ''} ${name?.lastName ?? ''}`.trim();

/**
 * Tells the client (in their own zone: their setting, else the zone they booked in) and the
 * psychologist (in their practice zone) by email, each with calendar and manage links, and texts
 * the client when they have consented to texts. A text goes once per session, change and start
 * time (its key is the insert that decides), whoever sends it.
 */
export async function emailParticipants(session: SessionRecord, email: SessionEmail, who: 'both' | 'client' | 'psychologist' = 'both', options: NoticeOptions = {}): Promise<void> {
  const [client, psychologist, psychologistWants, names] = await Promise.all([
    findAccountById(session.patientId),
    findAccountById(session.psychologistId),
    BOOKING_CHANGES.includes(email.kind) ? psychologistWantsEmail(session.psychologistId, 'bookingChanges') : true,
    namesFor([session]),
  ]);
  const psychologistName = fullName(names.get(session.psychologistId));
  const clientName = fullName(names.get(session.patientId));
  const clientZone = await recipientZoneOf(session.patientId, 'client', session.timezoneId);

  const recipients: Recipient[] = [];
  if (who !== 'psychologist' && client?.email) recipients.push({ userId: session.patientId, userType: 'client', email: client.email, zone: clientZone });
  if (who !== 'client' && psychologistWants && psychologist?.email)
    recipients.push({ userId: session.psychologistId, userType: 'psychologist', email: psychologist.email, zone: await recipientZoneOf(session.psychologistId, 'psychologist') });
  for (const recipient of recipients) {
    const counterpart = recipient.userType === 'client' ? psychologistName : clientName;
    const links = await linksFor(session, recipient, counterpart ? `Harbour session with ${counterpart}` : 'Harbour session');
    const time = formatRecipientTime(session.startsAt, recipient.zone);
    const previous = email.previousStartsAt && formatRecipientTime(email.previousStartsAt, recipient.zone);
    await sendEmail({ to: recipient.email!, kind: email.kind, ...sessionEmailText(email, links, time, previous) });
  }

  const wantsText = options.textClient ?? who !== 'psychologist';
  if (!wantsText || !TEXT_KINDS.includes(email.kind) || !client || !(await consentedMobileOf(session.patientId))) return;
  const links = await linksFor(session, { userId: session.patientId, userType: 'client', zone: clientZone }, psychologistName ? `Harbour session with ${psychologistName}` : 'Harbour session');
  const body = sessionSmsText(email.kind as SessionTextKind, psychologistName, formatRecipientTimeShort(session.startsAt, clientZone), links, email.reminderHours);
  const change = email.kind === 'session-reminder' ? `${email.reminderHours ?? 24}h:${session.startsAt.toISOString()}` : String(session.rescheduleCount ?? 0);
  await textClient(session.patientId, { body, kind: email.kind as SessionTextKind, dedupeKey: `${email.kind}:${session._id}:${change}` });
}
