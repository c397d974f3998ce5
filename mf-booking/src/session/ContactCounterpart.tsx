import { useOpenChat } from '@harbour/platform';
import { useGetMessagingStatusesQuery } from '@harbour/sdk/messaging';
import type { SessionCounterpart } from '@harbour/sdk/sessions';
import { Button, formatPhoneNumber } from '@harbour/ui';

/** "Message {name}" and their phone number: how to reach the other person when the call does not. */
export function ContactCounterpart({ role, counterpart }: { role: 'client' | 'psychologist'; counterpart: SessionCounterpart }) {
  const openChat = useOpenChat();
  // A client may message a psychologist only where messaging is on for them (spec §6); a psychologist always may.
  const statuses = useGetMessagingStatusesQuery(undefined, { skip: role !== 'client' });
  const canMessage = role === 'psychologist' || Boolean(statuses.data?.counterparts.some((c) => c.userId === counterpart.userId && c.messagingEnabled));
  const name = counterpart.firstName;
  return (
    <>
      {canMessage && (
        <p>
          <Button variant="secondary" onClick={() => openChat({ userId: counterpart.userId, userType: counterpart.userType })}>
            Message {name}
          </Button>
        </p>
      )}
      {counterpart.phone ? (
        <p>
          Or call {name} on <a href={`tel:${counterpart.phone.replace(/[^\d+]/g, '')}`}>{formatPhoneNumber(counterpart.phone)}</a>.
        </p>
      ) : (
        role === 'client' && <p>Your psychologist has not added a phone number to their profile{canMessage ? ': you can message them instead.' : '.'}</p>
      )}
    </>
  );
}
