import { configuration } from '../../../configuration';
import { AccountModel } from '../../identity/accounts/account.model';
import { sendEmail } from '../../notifications/send-email';
import type { EmailKind } from '../../notifications/outbox-message.model';
import type { SessionRecord } from '../records/session.model';
import { psychologistWantsEmail } from '../../users/psychologist-settings/psychologist-preferences';
import { bookingPolicyOf } from './booking-policy';

/** The emails a psychologist turns off with "booking changes" in their settings (reminders stay). */
const BOOKING_CHANGES: EmailKind[] = ['session-booked', 'session-cancelled', 'session-rescheduled'];

/** "Tuesday 1 December 2026, 9:00 am AEDT": a time as someone in that zone reads it. */
export function formatSessionTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

export interface SessionEmail {
  kind: EmailKind;
  subject: string;
  /** Body lines; `{time}` is replaced with the session time in each recipient's own zone. */
  lines: string[];
}

/** Emails the client (in the zone they booked in) and the psychologist (in their practice zone). */
export async function emailParticipants(session: SessionRecord, email: SessionEmail, who: 'both' | 'client' | 'psychologist' = 'both'): Promise<void> {
  const [client, psychologist, policy, psychologistWants] = await Promise.all([
    AccountModel.findById(session.patientId).lean(),
    AccountModel.findById(session.psychologistId).lean(),
    bookingPolicyOf(session.psychologistId),
    BOOKING_CHANGES.includes(email.kind) ? psychologistWantsEmail(session.psychologistId, 'bookingChanges') : true,
  ]);
  const join = `How to join: open ${configuration().publicUrl}/session/${session._id} a few minutes before the start, on a device with a camera and microphone.`;
  const recipients: [string | undefined, string][] = [];
  if (who !== 'psychologist') recipients.push([client?.email, session.timezoneId]);
  if (who !== 'client' && psychologistWants) recipients.push([psychologist?.email, policy.timeZone]);
  for (const [to, zone] of recipients) {
    if (!to) continue;
    const time = formatSessionTime(session.startsAt, zone);
    const text = [...email.lines.map((line) => line.replace('{time}', time)), join].join('\n\n');
    await sendEmail({ to, kind: email.kind, subject: email.subject.replace('{time}', time), text });
  }
}
