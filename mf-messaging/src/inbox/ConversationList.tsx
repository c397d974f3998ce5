import styled from 'styled-components';
import type { Conversation, MessagingCounterpart } from '@harbour/sdk/messaging';
import { Button, rgb } from '@harbour/ui';
import { counterpartOf } from '../messaging-context';
import { UNREAD_BADGE_COLOUR } from '../indicators/unread-indicator';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.button`
  width: 100%;
  text-align: left;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem;
  font: inherit;
  color: ${({ theme }) => rgb(theme.colours.dark)};
  background: ${({ theme }) => rgb(theme.colours.white)};
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 6px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => rgb(theme.colours.secondary)};
  }
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => rgb(theme.colours.body)};
  overflow-wrap: anywhere;
`;

/** Spec §9 badge colour; dark text on it reads at 5.9:1 (white would not reach 4.5:1). */
export const UnreadBadge = styled.span`
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${UNREAD_BADGE_COLOUR};
  color: #111;
  font-weight: 700;
  text-align: center;
`;

export function ConversationList({
  conversations,
  counterparts,
  onOpen,
  onStart,
}: {
  conversations: Conversation[];
  counterparts: MessagingCounterpart[];
  onOpen(conversationId: string): void;
  onStart(counterpart: MessagingCounterpart): void;
}) {
  const withConversation = new Set(conversations.map((c) => counterpartOf(c).participantUserId));
  const startable = counterparts.filter((c) => c.messagingEnabled && !withConversation.has(c.userId));
  return (
    <>
      {conversations.length === 0 ? (
        <p>You have no conversations yet.</p>
      ) : (
        <List aria-label="Conversations">
          {conversations.map((conversation) => {
            const other = counterpartOf(conversation);
            const unread = conversation.participants.find((p) => p.participantId === conversation.myParticipantId)?.unreadMessages ?? 0;
            const name = `${other.participantFirstName} ${other.participantLastName}`;
            return (
              <li key={conversation.conversationId}>
                <Row type="button" onClick={() => onOpen(conversation.conversationId)} data-testid="conversation">
                  <strong>{name}</strong>
                  {unread > 0 ? <UnreadBadge aria-label={`${unread} unread`}>{unread}</UnreadBadge> : <span />}
                  <Preview>{conversation.lastMessageText ?? 'No messages yet.'}</Preview>
                </Row>
              </li>
            );
          })}
        </List>
      )}
      {startable.length > 0 && (
        <>
          <h3>Start a conversation</h3>
          <List>
            {startable.map((c) => (
              <li key={c.userId}>
                <Button variant="secondary" onClick={() => onStart(c)}>
                  Message {c.firstName} {c.lastName}
                </Button>
              </li>
            ))}
          </List>
        </>
      )}
    </>
  );
}
