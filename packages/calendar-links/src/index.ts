export { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar-links';
export { sessionCalendarEvent, type SessionEventInput } from './session-event';
