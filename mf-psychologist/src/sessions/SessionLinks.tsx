import { useOpenChat } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { sessionCalendarEvent } from '@harbour/calendar-links';
import { useGetSessionCalendarFileQuery, type SessionDetails } from '@harbour/sdk/sessions';
import { AddToCalendar, Button } from '@harbour/ui';
import { fullName } from './practice-format';

/** The session's calendar links (while it is to come) and "Message" to its client (a psychologist may always message). */
export function SessionLinks({ session }: { session: SessionDetails }) {
  const upcoming = session.sessionStatus === 'Pending' && new Date(session.sessionEndDate).getTime() > Date.now();
  const calendarFile = useGetSessionCalendarFileQuery({ sessionId: session.sessionId }, { skip: !upcoming });
  const openChat = useOpenChat();
  const client = session.sessionParticipants.find((p) => p.isLeadParticipant);
  const name = fullName(client);
  const sessionUrl = `${globalThis.location.origin}/session/${encodeURIComponent(session.sessionId)}`;
  return (
    <>
      {upcoming && (
        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">Add to your calendar</h2>
          <AddToCalendar
            event={sessionCalendarEvent({ start: session.sessionStartDate, end: session.sessionEndDate, withName: name, sessionUrl })}
            icsText={typeof calendarFile.data === 'string' ? calendarFile.data : undefined}
            icsProblem={calendarFile.error ? errorMessageOf(calendarFile.error) : undefined}
            fileName={`harbour-session-${session.sessionId}.ics`}
            label="Add this session to your calendar"
          />
        </section>
      )}
      {client && (
        <p>
          <Button variant="secondary" onClick={() => openChat({ userId: client.userId, userType: 'client' })}>
            Message {name}
          </Button>
        </p>
      )}
    </>
  );
}
