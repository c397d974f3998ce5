import { sessionCalendarEvent } from '@harbour/calendar-links';
import { errorMessageOf } from '@harbour/sdk';
import { useGetSessionCalendarFileQuery, type SessionDetails } from '@harbour/sdk/booking';
import { AddToCalendar } from '@harbour/ui';

/**
 * "Add to your calendar" for a session to come: Google, Outlook and the API's .ics file. Render it
 * only while the session is to come (the file is asked for when it mounts); the frame is the page's.
 */
export function SessionCalendarLinks({ session, withName, sessionUrl, headingId = 'calendar-heading' }: { session: SessionDetails; withName: string; sessionUrl: string; headingId?: string }) {
  const calendarFile = useGetSessionCalendarFileQuery({ sessionId: session.sessionId });
  return (
    <>
      <h2 id={headingId}>Add to your calendar</h2>
      <AddToCalendar
        event={sessionCalendarEvent({ start: session.sessionStartDate, end: session.sessionEndDate, withName, sessionUrl })}
        icsText={typeof calendarFile.data === 'string' ? calendarFile.data : undefined}
        icsProblem={calendarFile.error ? errorMessageOf(calendarFile.error) : undefined}
        fileName={`harbour-session-${session.sessionId}.ics`}
        label="Add this session to your calendar"
      />
    </>
  );
}
