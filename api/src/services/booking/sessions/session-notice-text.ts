import type { EmailKind } from '../../notifications';

/** The addresses a booking message carries for one recipient (all absolute). */
export interface SessionLinks {
  /** The video session (waiting room). */
  join: string;
  /** The recipient's page for this session (cancel there; the psychologist also reschedules there). */
  manage: string;
  /** The client's reschedule page (absent for the psychologist, who reschedules on `manage`). */
  reschedule?: string;
  google: string;
  outlook: string;
  /** This session's .ics file, no sign-in needed. */
  ics: string;
  /** After a cancellation: where to book again (client) or the schedule (psychologist). */
  next: string;
  /** Where the client turns texts off. */
  textSettings: string;
}

export interface SessionEmailContent {
  kind: EmailKind;
  subject: string;
  /** Body lines; `{time}` is the session's time, `{previousTime}` the time it moved from, both in the recipient's zone. */
  lines: string[];
}

const fill = (template: string, time: string, previousTime?: string) => template.replaceAll('{time}', time).replaceAll('{previousTime}', previousTime ?? '');

/**
 * A booking email for one recipient: what happened, how to join, add to calendar (Google,
 * Outlook, .ics) and how to reschedule or cancel — or, once cancelled, the .ics that takes it out
 * of a calendar and where to go next.
 */
export function sessionEmailText(content: SessionEmailContent, links: SessionLinks, time: string, previousTime?: string): { subject: string; text: string } {
  const cancelled = content.kind === 'session-cancelled';
  const parts = content.lines.map((line) => fill(line, time, previousTime));
  if (cancelled) {
    parts.push(`If it is in your calendar, this file takes it out (.ics): ${links.ics}`, `${links.reschedule ? 'Book another session' : 'Your sessions'}: ${links.next}`);
  } else {
    parts.push(
      `How to join: open ${links.join} a few minutes before the start, on a device with a camera and microphone.`,
      ['Add it to your calendar:', `Google Calendar: ${links.google}`, `Outlook: ${links.outlook}`, `Apple Calendar or another app (.ics file): ${links.ics}`].join('\n'),
      links.reschedule ? [`Reschedule: ${links.reschedule}`, `Cancel: ${links.manage}`].join('\n') : `Reschedule or cancel: ${links.manage}`,
    );
  }
  return { subject: fill(content.subject, time, previousTime), text: parts.join('\n\n') };
}

export type SessionTextKind = 'session-booked' | 'session-rescheduled' | 'session-cancelled' | 'session-reminder';

/**
 * The client's text message (they consented to texts). Short: one calendar link (the .ics opens
 * in any phone's calendar; Google's and Outlook's add-event links are 250+ characters each, so they
 * stay in the email), the session page to reschedule or cancel, and where to stop texts.
 */
export function sessionSmsText(kind: SessionTextKind, psychologistName: string, time: string, links: SessionLinks, reminderHours?: number): string {
  const withWhom = psychologistName ? `your session with ${psychologistName}` : 'your session';
  const stop = `Stop texts: ${links.textSettings}`;
  switch (kind) {
    case 'session-booked':
      return `Harbour: ${withWhom} is booked for ${time}. Add to calendar: ${links.ics} Reschedule or cancel: ${links.manage} ${stop}`;
    case 'session-rescheduled':
      return `Harbour: ${withWhom} has moved to ${time}. Add to calendar: ${links.ics} Reschedule or cancel: ${links.manage} ${stop}`;
    case 'session-cancelled':
      return `Harbour: ${withWhom} on ${time} is cancelled. Book again: ${links.next} ${stop}`;
    case 'session-reminder':
      return (reminderHours ?? 24) >= 24
        ? `Harbour reminder: ${withWhom} is tomorrow, ${time}. Join: ${links.join} Add to calendar: ${links.ics} Reschedule or cancel: ${links.manage} ${stop}`
        : `Harbour: ${withWhom} starts in an hour, ${time}. Join: ${links.join} ${stop}`;
  }
}
