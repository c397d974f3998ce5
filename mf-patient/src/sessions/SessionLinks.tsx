import { SessionCalendarLinks } from '@harbour/booking-kit';
import { useOpenChat } from '@harbour/platform';
import type { SessionDetails } from '@harbour/sdk/booking';
import { useGetMessagingStatusesQuery } from '@harbour/sdk/messaging';
import { Button } from '@harbour/ui';
import { Card, Muted } from '../layout/ui';
import { isUpcoming, psychologistName } from './session-time';

/** The session's own calendar links (while it is to come) and "Message" (where messaging allows it). */
export function SessionLinks({ session }: { session: SessionDetails }) {
  const upcoming = isUpcoming(session);
  const statuses = useGetMessagingStatusesQuery();
  const openChat = useOpenChat();
  const name = psychologistName(session);
  const canMessage = Boolean(statuses.data?.counterparts.some((c) => c.userId === session.psychologist.id && c.messagingEnabled));
  const sessionUrl = `${globalThis.location.origin}${session.joinPath || `/session/${encodeURIComponent(session.sessionId)}`}`;
  return (
    <>
      {upcoming && (
        <Card aria-labelledby="calendar-heading">
          <SessionCalendarLinks session={session} withName={name} sessionUrl={sessionUrl} />
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
