import { useEffect, useState } from 'react';
import { useSearchParams } from '@harbour/router';
import { useAuth, useEvents, usePlatform } from '@harbour/platform';
import { useGetMessagingStatusesQuery, useLocateConversationMessageQuery } from '@harbour/sdk/messaging';
import { Button, Loading, Modal } from '@harbour/ui';
import { ChatView } from '../chat/ChatView';
import { useMessagingSession } from '../messaging-context';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { ConversationList } from './ConversationList';
import { readInboxRequest, withoutInboxParams } from './inbox-params';
import { RescheduleModal, rescheduleSessionId } from './RescheduleContext';
import { TermsStep } from './TermsStep';

export interface OverlayState {
  open: boolean;
  conversationId?: string;
  messageRef?: string;
}

/**
 * Spec §2: `?inbox=true|{conversationId}` and `?message={messageId}` open the overlay on any page,
 * and both leave the URL as soon as it opens. Held above the signed-in part of the area, so the
 * overlay stays open while sign-in settles.
 */
export function useOverlayState() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<OverlayState>({ open: false });
  const request = readInboxRequest(params);
  useEffect(() => {
    if (!request) return;
    setState({ open: true, conversationId: request.conversationId, messageRef: request.messageId });
    setParams(withoutInboxParams(params), { replace: true });
    // the parameters are the trigger
  }, [params]);
  return { state, setState };
}

/** The inbox overlay (spec §2). */
export function InboxOverlay({ state, setState }: { state: OverlayState; setState(next: OverlayState): void }) {
  const auth = useAuth();
  const platform = usePlatform();
  const events = useEvents();

  useEffect(() => {
    if (state.open && state.conversationId) events.emit('message:opened', { conversationId: state.conversationId, messageId: state.messageRef });
  }, [events, state.open, state.conversationId, state.messageRef]);

  const close = () => setState({ open: false });

  return (
    <Modal open={state.open} title="Messages" onClose={close} size="large">
      {auth.status === 'authenticated' ? (
        <InboxContent state={state} setState={setState} />
      ) : auth.status === 'pending' ? (
        <Loading />
      ) : (
        <>
          <p>Sign in to read and send messages to your psychologist.</p>
          <Button onClick={() => platform.signIn()}>Sign in</Button>
        </>
      )}
    </Modal>
  );
}

function InboxContent({ state, setState }: { state: OverlayState; setState(next: OverlayState): void }) {
  const session = useMessagingSession();
  const statuses = useGetMessagingStatusesQuery(undefined, { skip: !session });
  const rescheduleId = rescheduleSessionId(state.messageRef);
  const located = useLocateConversationMessageQuery({ messageId: state.messageRef ?? '' }, { skip: !session || !state.messageRef || Boolean(rescheduleId) });
  const conversationId = state.conversationId ?? located.data?.conversationId;

  const missing = Boolean(conversationId && session && !session.conversationsLoading && !session.conversations.some((c) => c.conversationId === conversationId));
  const [askedAgain, setAskedAgain] = useState<string | undefined>();
  useEffect(() => {
    // A conversation just created (or from a link) may be newer than the list: ask once more.
    if (missing && askedAgain !== conversationId) {
      setAskedAgain(conversationId);
      session?.refetchConversations();
    }
  }, [missing, askedAgain, conversationId, session]);

  useEffect(() => {
    session?.setOpenConversationId(conversationId);
    session?.dismissIndicator();
    return () => session?.setOpenConversationId(undefined);
  }, [conversationId, session]);

  if (!session) return <p>Messaging is for clients and their psychologists.</p>;
  if (session.conversationsLoading || !statuses.data) return <Loading />;
  const { user } = session;
  const status = statuses.data;
  if (user.userType === 'client' && !status.messagingVisible)
    return <p>Messaging opens once you have had a session in the last 6 months with a psychologist who offers it.</p>;
  if (user.userType === 'client' && !status.termsAccepted) return <TermsStep onAccepted={() => void statuses.refetch()} />;

  const userType = user.userType as 'client' | 'psychologist';
  const reschedule = rescheduleId && <RescheduleModal sessionId={rescheduleId} userType={userType} onClose={() => setState({ ...state, messageRef: undefined })} />;
  if (conversationId) {
    const conversation = session.conversations.find((c) => c.conversationId === conversationId);
    if (!conversation && (askedAgain !== conversationId || session.conversationsFetching)) return <Loading />;
    if (!conversation)
      return (
        <>
          <p role="alert">This conversation could not be found.</p>
          <Button variant="secondary" onClick={() => setState({ open: true })}>
            All conversations
          </Button>
        </>
      );
    return (
      <>
        <ChatView conversation={conversation} onBack={() => setState({ open: true })} />
        {reschedule}
      </>
    );
  }
  return (
    <>
      {user.userType === 'psychologist' && <AvailabilitySwitch enabled={status.messagingEnabled} />}
      <ConversationList
        conversations={session.conversations}
        counterparts={status.counterparts}
        onOpen={(id) => setState({ open: true, conversationId: id })}
        onStart={(c) => session.openChat(c.userId, c.userType)}
      />
      {reschedule}
    </>
  );
}
