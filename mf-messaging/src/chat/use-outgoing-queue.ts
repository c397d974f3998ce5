import { useEffect, useMemo, useRef, useState } from 'react';
import { useToasts } from '@harbour/platform';
import { useSendConversationMessageMutation, type Message } from '@harbour/sdk/messaging';
import { MESSAGING_TOASTS, reportMessagingError } from '../report-error';
import { createOutgoingQueue, type Outgoing } from './outgoing-queue';

export type { Outgoing };

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The chat's outgoing queue (outgoing-queue.ts), sending through the API; failures toast "Unable to send message.". */
export function useOutgoingQueue(conversationId: string, onSent: (message: Message) => void) {
  const [send] = useSendConversationMessageMutation();
  const toasts = useToasts();
  const [items, setItems] = useState<Outgoing[]>([]);
  const latestOnSent = useRef(onSent);
  useEffect(() => {
    latestOnSent.current = onSent;
  }, [onSent]);
  const queue = useMemo(
    () =>
      createOutgoingQueue<Message>({
        newId,
        send: (item) => send({ conversationId, sendMessageRequest: { message: item.text, clientMessageId: item.clientMessageId } }).unwrap(),
        onSent: (message) => latestOnSent.current(message),
        onFailed: (error) => {
          reportMessagingError(error, 'send');
          toasts.show({ type: 'error', message: MESSAGING_TOASTS.send });
        },
        onChange: setItems,
      }),
    [conversationId, send, toasts],
  );
  return { items, enqueue: (text: string) => void queue.enqueue(text), retry: () => void queue.retry() };
}
