import type { Conversation, Message } from '@harbour/sdk/messaging';
import { createSseParser } from './sse-parser';

/** What the API's event stream sends (api/src/services/messaging/realtime/messaging-events.ts). */
export type MessagingEvent =
  | { type: 'message'; conversationId: string; message: Message }
  | { type: 'read'; conversationId: string; participantId: string; upToSeq: number; unreadMessages: number }
  | { type: 'conversation'; conversationId: string; change: 'created' | 'blocked' | 'unblocked' }
  | { type: 'availability'; userId: string; messagingEnabled: boolean };

export type StreamStatus = 'connecting' | 'open' | 'closed';

export interface StreamOptions {
  url: string;
  getToken(): string | undefined;
  onEvent(event: MessagingEvent): void;
  onStatus?(status: StreamStatus): void;
}

const EVENT_TYPES = new Set(['message', 'read', 'conversation', 'availability']);

/**
 * One event stream per tab (browsers allow 6 connections per origin). Read with fetch, not
 * EventSource, so the token travels in the Authorization header, never in the URL. Reconnects
 * after a drop (1 s, doubling to 30 s) and at once when the server ends it for an expired token;
 * while it is down the 30-second poll keeps the inbox current.
 */
export function connectMessagingStream({ url, getToken, onEvent, onStatus }: StreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    onStatus?.('closed');
    if (!stopped) timer = setTimeout(connect, ms);
  };

  async function connect() {
    const token = getToken();
    if (!token) return schedule(delay);
    controller = new AbortController();
    onStatus?.('connecting');
    let expired = false;
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store' });
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const { event, data } of parser.feed(value)) {
          if (event === 'ready') {
            delay = 1000;
            onStatus?.('open');
          } else if (event === 'expired') expired = true;
          else if (EVENT_TYPES.has(event)) onEvent(JSON.parse(data) as MessagingEvent);
        }
      }
    } catch {
      if (stopped) return;
    }
    if (expired) return schedule(0);
    schedule(delay);
    delay = Math.min(delay * 2, 30_000);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

export type { Conversation };
