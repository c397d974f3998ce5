import { SessionCalendarLinks } from '@harbour/booking-kit';
import { useOpenChat } from '@harbour/platform';
import type { SessionDetails } from '@harbour/sdk/booking';
import { Button } from '@harbour/ui';
import { fullName } from './practice-format';

/** The session's calendar links (while it is to come) and "Message" to its client (a psychologist may always message). */
export function SessionLinks({ session }: { session: SessionDetails }) {
  const upcoming = session.sessionStatus === 'Pending' && new Date(session.sessionEndDate).getTime() > Date.now();
  const openChat = useOpenChat();
  const client = session.sessionParticipants.find((p) => p.isLeadParticipant);
  const name = fullName(client);
  const sessionUrl = `${globalThis.location.origin}/session/${encodeURIComponent(session.sessionId)}`;
  return (
    <>
      {upcoming && (
        <section aria-labelledby="calendar-heading">
          <SessionCalendarLinks session={session} withName={name} sessionUrl={sessionUrl} />
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
