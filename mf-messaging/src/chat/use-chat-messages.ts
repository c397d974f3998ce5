import { useCallback, useEffect, useRef, useState } from 'react';
import { useToasts } from '@harbour/platform';
import { messagingApi, type Message } from '@harbour/sdk/messaging';
import { messagingEvents } from '../realtime/messaging-events';
import { MESSAGING_TOASTS, reportMessagingError } from '../report-error';

/** Spec §9: a page is short under 100 messages. */
export const PAGE_SIZE = 100;

const merge = (current: Message[], incoming: Message[]) => {
  const byId = new Map(current.map((m) => [m.messageId, m]));
  for (const m of incoming) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * The chat's messages: the newest page first, older pages on demand, new ones as they arrive on
 * the stream. Spec §4: a page with messages but fewer than 100 loads the previous page once.
 */
export function useChatMessages(conversationId: string, lastMessageSeq: number) {
  const toasts = useToasts();
  const [trigger] = messagingApi.endpoints.getConversationMessages.useLazyQuery();
  const [messages, setMessages] = useState<Message[]>([]);
  const [oldestPage, setOldestPage] = useState<number | undefined>();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadingRef = useRef(false);

  const load = useCallback(
    async (page?: number): Promise<{ page: number; count: number } | undefined> => {
      try {
        const result = await trigger({ conversationId, ...(page !== undefined && { page }) }, false).unwrap();
        setMessages((current) => merge(current, result.messages));
        setOldestPage((current) => (current === undefined ? result.page : Math.min(current, result.page)));
        return { page: result.page, count: result.messages.length };
      } catch (error) {
        // Spec §8: "Unable to load messages."; the list stays as it was (empty at first).
        reportMessagingError(error, 'messages');
        toasts.show({ type: 'error', message: MESSAGING_TOASTS.messages });
        return undefined;
      }
    },
    [conversationId, toasts, trigger],
  );

  const loadOlder = useCallback(async () => {
    if (loadingRef.current || oldestPage === undefined || oldestPage === 0) return;
    loadingRef.current = true;
    setLoadingOlder(true);
    await load(oldestPage - 1);
    loadingRef.current = false;
    setLoadingOlder(false);
  }, [load, oldestPage]);

  // First the newest page; if it is short (1–99 messages) and not the first, the previous one once.
  useEffect(() => {
    let cancelled = false;
    setMessages([]);
    setOldestPage(undefined);
    setStatus('loading');
    void (async () => {
      const newest = await load();
      if (cancelled) return;
      if (newest && newest.count > 0 && newest.count < PAGE_SIZE && newest.page > 0) await load(newest.page - 1);
      if (!cancelled) setStatus(newest ? 'ready' : 'error');
    })();
    return () => {
      cancelled = true;
    };
  }, [conversationId, load]);

  // Live: messages of this conversation from the stream.
  useEffect(
    () =>
      messagingEvents.on((event) => {
        if (event.type === 'message' && event.conversationId === conversationId) setMessages((current) => merge(current, [event.message]));
      }),
    [conversationId],
  );

  // The poll's summary knows of a newer message than we have (the stream was down): fetch the newest page.
  const newestSeen = messages.length ? messages[messages.length - 1].seq : -1;
  useEffect(() => {
    if (status === 'ready' && lastMessageSeq > newestSeen) void load();
  }, [lastMessageSeq, newestSeen, status, load]);

  const addSent = useCallback((message: Message) => setMessages((current) => merge(current, [message])), []);

  return { messages, status, loadOlder, loadingOlder, hasOlder: oldestPage !== undefined && oldestPage > 0, addSent };
}
