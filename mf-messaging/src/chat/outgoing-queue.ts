export interface Outgoing {
  clientMessageId: string;
  text: string;
  status: 'queued' | 'sending' | 'failed';
}

export interface OutgoingQueueOptions<M> {
  send(item: Outgoing): Promise<M>;
  onSent(message: M): void;
  onFailed(error: unknown): void;
  onChange(items: Outgoing[]): void;
  newId(): string;
}

/**
 * Spec §4: outgoing messages are queued and sent one at a time, in order. A failure holds the
 * queue (nothing overtakes the failed one) until it is retried; each keeps its clientMessageId, so
 * a retry of a send that did arrive is answered with the stored message, not stored twice.
 */
export function createOutgoingQueue<M>({ send, onSent, onFailed, onChange, newId }: OutgoingQueueOptions<M>) {
  let items: Outgoing[] = [];
  let sending = false;
  const changed = () => onChange(items.map((item) => ({ ...item })));

  async function pump(): Promise<void> {
    const next = items[0];
    if (sending || !next || next.status === 'failed') return;
    sending = true;
    next.status = 'sending';
    changed();
    try {
      const message = await send(next);
      items = items.filter((item) => item !== next);
      sending = false;
      onSent(message);
      changed();
      return pump();
    } catch (error) {
      next.status = 'failed';
      sending = false;
      changed();
      onFailed(error);
    }
  }

  return {
    enqueue(text: string): Promise<void> {
      items.push({ clientMessageId: newId(), text, status: 'queued' });
      changed();
      return pump();
    },
    retry(): Promise<void> {
      if (items[0]?.status === 'failed') items[0].status = 'queued';
      changed();
      return pump();
    },
  };
}
