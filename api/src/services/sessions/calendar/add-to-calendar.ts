/** One event as the calendar services' "add event" links take it. */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

/** 20261206T230000Z: the compact UTC form Google's template link takes. */
const compactUtc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Google Calendar's event template link (opens the "add event" page, filled in). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${compactUtc(event.start)}/${compactUtc(event.end)}`);
  url.searchParams.set('details', event.details);
  url.searchParams.set('location', event.location);
  return url.toString();
}

/** Outlook on the web's compose deep link (personal accounts; work accounts also open it after sign-in). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  url.searchParams.set('path', '/calendar/action/compose');
  url.searchParams.set('rru', 'addevent');
  url.searchParams.set('subject', event.title);
  url.searchParams.set('startdt', event.start.toISOString());
  url.searchParams.set('enddt', event.end.toISOString());
  url.searchParams.set('body', event.details);
  url.searchParams.set('location', event.location);
  return url.toString();
}
