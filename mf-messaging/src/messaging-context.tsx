import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, useAuth, useEvents, useInbox, usePlatform, useToasts, type ReadableStore, type SignedInUser } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useCreateConversationMutation,
  useGetMessagingStatusesQuery,
  useListConversationsQuery,
  useMarkConversationNotificationsDisplayedMutation,
  type Conversation,
  type MessagingStatuses,
} from '@harbour/sdk/messaging';
import { MESSAGE_TOAST_POSITION } from '@harbour/ui';
import { createUnreadIndicator } from './indicators/unread-indicator';
import { previewOf } from './preview';
import { messagingEvents } from './realtime/messaging-events';
import { connectMessagingStream, type MessagingEvent, type StreamStatus } from './realtime/messaging-stream';
import { MESSAGING_TOASTS, reportMessagingError } from './report-error';

/** Spec §9: the inbox is polled every 30 s in the background, as the fallback to the stream. */
export const POLL_INTERVAL_MS = 30_000;

export interface MessagingSession {
  user: SignedInUser;
  statuses?: MessagingStatuses;
  conversations: Conversation[];
  conversationsLoading: boolean;
  conversationsFetching: boolean;
  unreadTotal: number;
  streamStatus: StreamStatus;
  /** The conversation open in the overlay, if any (toasts are not shown for it while it has focus). */
  openConversationId?: string;
  setOpenConversationId(id: string | undefined): void;
  /** Clears the tab's unread indicator (spec §4: shown until dismissed). */
  dismissIndicator(): void;
  refetchConversations(): void;
  /** Opens (creating if needed) the conversation with this person. */
  openChat(userId: string, userType: 'client' | 'psychologist'): void;
}

type SessionStore = ReadableStore<MessagingSession | undefined>;
const MessagingContext = createContext<SessionStore>(createStore<MessagingSession | undefined>(undefined));

export function useMessagingSession(): MessagingSession | undefined {
  const store = useContext(MessagingContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const myUnread = (conversation: Conversation) =>
  conversation.participants.find((p) => p.participantId === conversation.myParticipantId)?.unreadMessages ?? 0;

export const counterpartOf = (conversation: Conversation) => conversation.participants.find((p) => p.participantId !== conversation.myParticipantId)!;

/**
 * The signed-in part sits beside the children and publishes its session through a store, so the
 * children keep their place in the tree whoever is signed in: an open inbox dialog is not replaced
 * when sign-in settles (a Close pressed just before would be lost with it).
 */
export function MessagingProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [sessionStore] = useState(() => createStore<MessagingSession | undefined>(undefined));
  const user = auth.status === 'authenticated' && (auth.user.userType === 'client' || auth.user.userType === 'psychologist') ? auth.user : undefined;
  return (
    <MessagingContext.Provider value={sessionStore}>
      {user && <SignedInMessaging key={user.sub} user={user} publish={sessionStore.set} />}
      {children}
    </MessagingContext.Provider>
  );
}

/** Messaging for a signed-in user: statuses, the conversation list, the event stream, toasts, indicators. */
function SignedInMessaging({ user, publish }: { user: SignedInUser; publish(session: MessagingSession | undefined): void }) {
  const platform = usePlatform();
  const toasts = useToasts();
  const events = useEvents();
  const inbox = useInbox();
  const statusesQuery = useGetMessagingStatusesQuery(undefined, { pollingInterval: POLL_INTERVAL_MS });
  const visible = statusesQuery.data?.messagingVisible === true || user.userType === 'psychologist';
  const listQuery = useListConversationsQuery({ userId: user.sub }, { skip: !visible, pollingInterval: POLL_INTERVAL_MS });
  const [markDisplayed] = useMarkConversationNotificationsDisplayedMutation();
  const [createConversation] = useCreateConversationMutation();
  const [streamStatus, setStreamStatus] = useState<StreamStatus>('connecting');
  const [openConversationId, setOpenConversationId] = useState<string | undefined>();
  const indicator = useMemo(() => createUnreadIndicator(), []);
  const conversations = useMemo(() => listQuery.data?.conversations ?? [], [listQuery.data]);
  const unreadTotal = conversations.reduce((sum, c) => sum + myUnread(c), 0);

  const latest = useRef({ conversations, openConversationId });
  latest.current = { conversations, openConversationId };
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetchList = listQuery.refetch;
  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      if (visible) void refetchList();
    }, 100);
  }, [refetchList, visible]);

  // Spec §8: "Unable to load conversations." only while signed in; reported with the tag.
  const listError = listQuery.error ?? statusesQuery.error;
  useEffect(() => {
    if (!listError) return;
    reportMessagingError(listError, 'conversations');
    toasts.show({ type: 'error', message: MESSAGING_TOASTS.conversations });
  }, [listError, toasts]);

  // The stream's state on the page, for people debugging and for the browser journeys to wait on.
  useEffect(() => {
    document.body.dataset.messagingStream = streamStatus;
    return () => {
      delete document.body.dataset.messagingStream;
    };
  }, [streamStatus]);

  // The header's (and the homes') unread report, sent on change and again when an area asks.
  const loaded = statusesQuery.data !== undefined && (!visible || listQuery.data !== undefined);
  const unreadConversations = conversations.filter((c) => myUnread(c) > 0).length;
  const messageable = useMemo(() => (statusesQuery.data?.counterparts ?? []).filter((c) => c.messagingEnabled).map((c) => c.userId), [statusesQuery.data]);
  const report = useMemo(() => ({ count: unreadTotal, visible, loaded, unreadConversations, messageable }), [unreadTotal, visible, loaded, unreadConversations, messageable]);
  const latestReport = useRef(report);
  latestReport.current = report;
  useEffect(() => {
    events.emit('messaging:unread', report);
  }, [events, report, listQuery.data]);
  useEffect(() => events.on('messaging:report-wanted', () => events.emit('messaging:unread', latestReport.current)), [events]);
  useEffect(() => () => events.emit('messaging:unread', { count: 0, visible: false }), [events]);

  useEffect(() => {
    if (unreadTotal === 0) indicator.dismiss();
  }, [indicator, unreadTotal]);
  useEffect(() => () => indicator.dismiss(), [indicator]);

  // One stream per tab, while messaging shows for this user.
  useEffect(() => {
    if (!visible) return;
    const onEvent = (event: MessagingEvent) => {
      messagingEvents.emit(event);
      refetchSoon();
      if (event.type === 'availability' || event.type === 'conversation') void statusesQuery.refetch();
      if (event.type !== 'message') return;
      const conversation = latest.current.conversations.find((c) => c.conversationId === event.conversationId);
      const fromMe = conversation ? event.message.sentByParticipantId === conversation.myParticipantId : false;
      if (fromMe) return;
      const watching = latest.current.openConversationId === event.conversationId && document.hasFocus();
      if (watching) return;
      const name = conversation ? counterpartOf(conversation).participantFirstName : 'your practitioner';
      toasts.show({ type: 'info', message: `New message from ${name}: ${previewOf(event.message.messageText)}`, position: MESSAGE_TOAST_POSITION });
      indicator.show('New message');
      void markDisplayed({ conversationId: event.conversationId, participantMarkRequest: { upToSeq: event.message.seq } });
    };
    return connectMessagingStream({ url: `${platform.api.baseUrl}/messaging/events`, getToken: platform.api.getAccessToken, onEvent, onStatus: setStreamStatus });
    // one stream for the session; handlers read the latest state through refs
  }, [visible]);

  // "Open a chat with this psychologist/client" from any area: one create at a time (spec §5).
  const creating = useRef(false);
  useEffect(
    () =>
      events.on('messaging:open-chat', async ({ userId, userType }) => {
        if (creating.current) return;
        creating.current = true;
        try {
          const participants = [
            { participantUserId: user.sub, participantUserType: user.userType as 'client' | 'psychologist' },
            { participantUserId: userId, participantUserType: userType },
          ];
          const { conversationId } = await createConversation({ createConversationRequest: { participants } }).unwrap();
          inbox.open(conversationId);
        } catch (error) {
          // Spec §8: "Create conversation fails: the error itself is shown".
          toasts.show({ type: 'error', message: errorMessageOf(error) });
        } finally {
          creating.current = false;
        }
      }),
    [createConversation, events, inbox, toasts, user],
  );

  const session: MessagingSession = {
    user,
    statuses: statusesQuery.data,
    conversations,
    conversationsLoading: listQuery.isLoading || statusesQuery.isLoading,
    conversationsFetching: listQuery.isFetching,
    unreadTotal,
    streamStatus,
    openConversationId,
    setOpenConversationId,
    dismissIndicator: indicator.dismiss,
    refetchConversations: refetchSoon,
    openChat: (userId, userType) => events.emit('messaging:open-chat', { userId, userType }),
  };
  // Before paint, so the overlay never shows a frame without the session it is about to get.
  useLayoutEffect(() => publish(session));
  useLayoutEffect(() => () => publish(undefined), [publish]);
  return null;
}
