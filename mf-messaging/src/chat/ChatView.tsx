import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useDialogs, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useBlockConversationClientMutation,
  useMarkConversationReadMutation,
  useUnblockConversationClientMutation,
  type Conversation,
} from '@harbour/sdk/messaging';
import { Button, rgb, VisuallyHidden } from '@harbour/ui';
import { counterpartOf, useMessagingSession } from '../messaging-context';
import { MESSAGING_TOASTS, reportMessagingError } from '../report-error';
import { useChatMessages } from './use-chat-messages';
import { useOutgoingQueue } from './use-outgoing-queue';
import { shouldMarkRead, useSeenAgain } from './read-while-seen';

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-height: min(55vh, 28rem);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 6px;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  background: ${({ $mine, theme }) => ($mine ? rgb(theme.colours.tertiary) : rgb(theme.colours.white))};
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  /* Text only: newlines are kept, nothing is interpreted as markup. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => rgb(theme.colours.body)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 0.5rem;
`;

const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  margin-top: 0.5rem;
  textarea {
    flex: 1;
    min-height: 3rem;
    font: inherit;
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 6px;
  }
`;

const Notice = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.primary)};
  background: ${({ theme }) => rgb(theme.colours.tertiary)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
`;

const timeOf = (sentOn: string) => new Date(sentOn).toLocaleString('en-AU', { dateStyle: 'short', timeStyle: 'short' });

/** One conversation: messages (older pages on scroll), the outgoing queue, read state, block. */
export function ChatView({ conversation, onBack }: { conversation: Conversation; onBack(): void }) {
  const session = useMessagingSession()!;
  const toasts = useToasts();
  const dialogs = useDialogs();
  const other = counterpartOf(conversation);
  const me = conversation.participants.find((p) => p.participantId === conversation.myParticipantId)!;
  const { messages, status, loadOlder, loadingOlder, hasOlder, addSent } = useChatMessages(conversation.conversationId, conversation.lastMessageSeq);
  const onSent = useCallback(addSent, [addSent]);
  const { items: outgoing, enqueue, retry } = useOutgoingQueue(conversation.conversationId, onSent);
  const [draft, setDraft] = useState('');
  const [markRead] = useMarkConversationReadMutation();
  const [block, blockState] = useBlockConversationClientMutation();
  const [unblock, unblockState] = useUnblockConversationClientMutation();
  const log = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);

  // Read while open on a page the person can see, up to the newest message shown; again when the
  // page is seen again (read-while-seen.ts says why not focus).
  const newest = messages.length ? messages[messages.length - 1].seq : -1;
  const seen = useSeenAgain();
  useEffect(() => {
    if (!shouldMarkRead(newest, me.readUpToSeq, document.visibilityState)) return;
    markRead({ conversationId: conversation.conversationId, participantMarkRequest: { participantId: me.participantId, upToSeq: newest } })
      .unwrap()
      .then(() => session.refetchConversations())
      .catch((error: unknown) => {
        reportMessagingError(error, 'mark read');
        toasts.show({ type: 'error', message: MESSAGING_TOASTS.markRead });
      });
    // once per newest message (and again when the page is seen again)
  }, [newest, me.readUpToSeq, seen]);
  useEffect(() => {
    const onFocus = () => session.refetchConversations();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [session]);

  useLayoutEffect(() => {
    if (stickToBottom.current && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, outgoing.length]);

  const onScroll = () => {
    const element = log.current!;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    if (element.scrollTop < 40 && hasOlder && !loadingOlder) {
      const before = element.scrollHeight;
      void loadOlder().then(() => requestAnimationFrame(() => (element.scrollTop += element.scrollHeight - before)));
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    enqueue(text);
    setDraft('');
    stickToBottom.current = true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event as unknown as FormEvent);
  };

  const toggleBlock = async () => {
    const blocked = Boolean(conversation.blockedParticipantId);
    const question = blocked ? `Unblock ${other.participantFirstName}? They will be able to send messages again.` : `Block ${other.participantFirstName}? They will still see the conversation but cannot send messages.`;
    if (!(await dialogs.confirm(question))) return;
    try {
      const args = { conversationId: conversation.conversationId, blockRequest: { participantId: other.participantId } };
      await (blocked ? unblock(args) : block(args)).unwrap();
      session.refetchConversations();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessageOf(error) });
    }
  };

  const name = `${other.participantFirstName} ${other.participantLastName}`;
  return (
    <section aria-labelledby="chat-heading">
      <Bar>
        <Button variant="secondary" onClick={onBack}>
          All conversations
        </Button>
        {me.participantUserType === 'psychologist' && (
          <Button variant="secondary" onClick={toggleBlock} loading={blockState.isLoading || unblockState.isLoading}>
            {conversation.blockedParticipantId ? `Unblock ${other.participantFirstName}` : `Block ${other.participantFirstName}`}
          </Button>
        )}
      </Bar>
      <h3 id="chat-heading">Conversation with {name}</h3>
      {hasOlder && (
        <Button variant="secondary" onClick={() => void loadOlder()} loading={loadingOlder}>
          Load earlier messages
        </Button>
      )}
      {status === 'loading' && <p role="status">Loading messages…</p>}
      <Log ref={log} onScroll={onScroll} aria-label={`Messages with ${name}`} tabIndex={0} data-testid="chat-log">
        {status !== 'loading' && messages.length === 0 && outgoing.length === 0 && <li>No messages yet. Say hello.</li>}
        {messages.map((m) => {
          const mine = m.sentByParticipantId === me.participantId;
          return (
            <Bubble key={m.messageId} $mine={mine} data-testid="message" data-seq={m.seq}>
              <Meta>
                {mine ? 'You' : other.participantFirstName}, {timeOf(m.sentOn)}
              </Meta>
              {m.messageText}
              {mine && <Meta data-testid="read-state">{other.readUpToSeq >= m.seq ? 'Read' : 'Sent'}</Meta>}
            </Bubble>
          );
        })}
        {outgoing.map((item) => (
          <Bubble key={item.clientMessageId} $mine data-testid="outgoing">
            {item.text}
            <Meta role={item.status === 'failed' ? 'alert' : undefined}>
              {item.status === 'failed' ? (
                <>
                  Not sent.{' '}
                  <Button variant="secondary" onClick={retry}>
                    Retry
                  </Button>
                </>
              ) : item.status === 'sending' ? (
                'Sending…'
              ) : (
                'Waiting to send…'
              )}
            </Meta>
          </Bubble>
        ))}
      </Log>
      {conversation.cannotSendReason ? (
        <Notice role="status" data-testid="cannot-send">
          {conversation.cannotSendReason}
        </Notice>
      ) : (
        <Composer onSubmit={submit} aria-label="Send a message">
          <VisuallyHidden as="label" htmlFor="message-draft">
            Message to {other.participantFirstName}
          </VisuallyHidden>
          <textarea id="message-draft" value={draft} maxLength={4000} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} placeholder="Write a message" />
          <Button type="submit" disabled={!draft.trim()}>
            Send
          </Button>
        </Composer>
      )}
    </section>
  );
}
