import type { MessagingEvent } from './messaging-stream';

type Listener = (event: MessagingEvent) => void;
const listeners = new Set<Listener>();

/** Within the area: the stream publishes, the inbox's views listen. */
export const messagingEvents = {
  emit(event: MessagingEvent) {
    for (const listener of [...listeners]) listener(event);
  },
  on(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
