import type { CalendarEvent } from './calendar-links';

export interface SessionEventInput {
  start: Date | string;
  end: Date | string;
  /** The other person's full name, as the reader knows them. */
  withName: string;
  /** Absolute address of the session's page (its waiting room). */
  sessionUrl: string;
}

/** A Harbour video session as a calendar event: the same words on every page that offers one. */
export function sessionCalendarEvent({ start, end, withName, sessionUrl }: SessionEventInput): CalendarEvent {
  return {
    title: `Harbour session with ${withName}`,
    start: new Date(start),
    end: new Date(end),
    details: `Video session with ${withName}. Join from your session page, open from 15 minutes before the start: ${sessionUrl}`,
    location: sessionUrl,
  };
}
