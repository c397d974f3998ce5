import { useOpenChat } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { sessionCalendarEvent } from '@harbour/calendar-links';
import { useGetMessagingStatusesQuery } from '@harbour/sdk/messaging';
import { useGetSessionCalendarFileQuery, type SessionDetails } from '@harbour/sdk/sessions';
import { AddToCalendar, Button } from '@harbour/ui';
import { Card, Muted } from '../layout/ui';
import { isUpcoming, psychologistName } from './session-time';

/** The session's own calendar links (while it is to come) and "Message" (where messaging allows it). */
export function SessionLinks({ session }: { session: SessionDetails }) {
  const upcoming = isUpcoming(session);
  const calendarFile = useGetSessionCalendarFileQuery({ sessionId: session.sessionId }, { skip: !upcoming });
  const statuses = useGetMessagingStatusesQuery();
  const openChat = useOpenChat();
  const name = psychologistName(session);
  const canMessage = Boolean(statuses.data?.counterparts.some((c) => c.userId === session.psychologist.id && c.messagingEnabled));
  const sessionUrl = `${globalThis.location.origin}${session.joinPath || `/session/${encodeURIComponent(session.sessionId)}`}`;
  return (
    <>
      {upcoming && (
        <Card aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">Add to your calendar</h2>
          <AddToCalendar
            event={sessionCalendarEvent({ start: session.sessionStartDate, end: session.sessionEndDate, withName: name, sessionUrl })}
            icsText={typeof calendarFile.data === 'string' ? calendarFile.data : undefined}
            icsProblem={calendarFile.error ? errorMessageOf(calendarFile.error) : undefined}
            fileName={`harbour-session-${session.sessionId}.ics`}
            label="Add this session to your calendar"
          />
        </Card>
      )}
      {canMessage && (
        <Card aria-labelledby="message-heading">
          <h2 id="message-heading">Questions for {name}?</h2>
          <Muted>Send a message: it goes to {name}’s inbox, and their reply comes to yours.</Muted>
          <p>
            <Button variant="secondary" onClick={() => openChat({ userId: session.psychologist.id, userType: 'psychologist' })}>
              Message {name}
            </Button>
          </p>
        </Card>
      )}
    </>
  );
}
