/** Cross-area events (ARCHITECTURE §3): an area announces, others react, nobody imports anybody. */
export interface PlatformEvents {
  'booking:made': { sessionId: string };
  'session:rescheduled': { sessionId: string; sessionStartDate: string };
  'message:opened': { conversationId: string; messageId?: string };
  /**
   * "Open a chat with this psychologist/client" (spec §4): any area asks, mf-messaging creates the
   * conversation if there is none (one create at a time) and opens it.
   */
  'messaging:open-chat': { userId: string; userType: 'client' | 'psychologist' };
  /**
   * mf-messaging tells the header (and the homes) how many messages are unread and whether
   * messaging shows at all; newer reports also say whether that is known yet (`loaded`: the
   * statuses and, where messaging shows, the conversation list have answered), in how many
   * conversations the unread messages are, and whom the user may message now. The homes show these
   * instead of reading the same lists a second time.
   */
  'messaging:unread': { count: number; visible: boolean; loaded?: boolean; unreadConversations?: number; messageable?: string[] };
  /** An area that shows the unread report asks mf-messaging to send it again (it reports only changes). */
  'messaging:report-wanted': Record<string, never>;
}

export interface EventBus<E> {
  emit<K extends keyof E>(type: K, detail: E[K]): void;
  on<K extends keyof E>(type: K, handler: (detail: E[K]) => void): () => void;
}

export function createEventBus<E>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<(detail: never) => void>>();
  return {
    emit(type, detail) {
      for (const handler of [...(handlers.get(type) ?? [])]) (handler as (d: typeof detail) => void)(detail);
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (detail: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (detail: never) => void);
    },
  };
}
