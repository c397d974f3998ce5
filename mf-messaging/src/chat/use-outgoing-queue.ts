import { useCallback, useRef, useState } from 'react';
import { useToasts } from '@harbour/platform';
import { useSendConversationMessageMutation, type Message } from '@harbour/sdk/messaging';
import { MESSAGING_TOASTS, reportMessagingError } from '../report-error';

export interface Outgoing {
  clientMessageId: string;
  text: string;
  status: 'queued' | 'sending' | 'failed';
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * Spec §4: outgoing messages are queued and sent one at a time, in order. A failed one stops the
 * queue (so nothing overtakes it) until it is retried; its `clientMessageId` makes a retry of a
 * send that did arrive answer the stored message instead of storing it twice.
 */
export function useOutgoingQueue(conversationId: string, onSent: (message: Message) => void) {
  const [send] = useSendConversationMessageMutation();
  const toasts = useToasts();
  const queue = useRef<Outgoing[]>([]);
  const [items, setItems] = useState<Outgoing[]>([]);
  const sending = useRef(false);
  const sync = () => setItems([...queue.current]);

  const pump = useCallback(async () => {
    if (sending.current) return;
    const next = queue.current[0];
    if (!next || next.status === 'failed') return;
    sending.current = true;
    next.status = 'sending';
    sync();
    try {
      const message = await send({ conversationId, sendMessageRequest: { message: next.text, clientMessageId: next.clientMessageId } }).unwrap();
      queue.current = queue.current.filter((item) => item !== next);
      onSent(message);
      sync();
      sending.current = false;
      void pump();
    } catch (error) {
      next.status = 'failed';
      sending.current = false;
      sync();
      reportMessagingError(error, 'send');
      toasts.show({ type: 'error', message: MESSAGING_TOASTS.send });
    }
  }, [conversationId, onSent, send, toasts]);

  const enqueue = useCallback(
    (text: string) => {
      queue.current.push({ clientMessageId: newId(), text, status: 'queued' });
      sync();
      void pump();
    },
    [pump],
  );

  const retry = useCallback(() => {
    const failed = queue.current[0];
    if (failed?.status === 'failed') failed.status = 'queued';
    sync();
    void pump();
  }, [pump]);

  return { items, enqueue, retry };
}
