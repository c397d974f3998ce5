import { EventEmitter } from 'node:events';
import type { MessagingEvent, MessagingEventListener } from './messaging-events';

/**
 * Fan-out of messaging events to the event streams open on this process. With several API
 * processes behind a load balancer a sender and a reader may be on different processes: then the
 * bus is Redis pub/sub (`redis-bus.ts`, REDIS_URL); alone, it is this process's own emitter.
 */
export interface MessagingBus {
  /** Delivers the event to every stream of these users, on any process. */
  publish(userIds: readonly string[], event: MessagingEvent): Promise<void>;
  /** Resolves once events for this user will reach the listener; returns the unsubscribe. */
  subscribe(userId: string, listener: MessagingEventListener): Promise<() => void>;
  close(): Promise<void>;
  readonly kind: 'in-process' | 'redis';
}

export function createInProcessBus(): MessagingBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    async publish(userIds, event) {
      for (const userId of new Set(userIds)) emitter.emit(userId, event);
    },
    async subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

let active: MessagingBus | undefined;

/** Set by createApp (REDIS_URL decides which); code without a request reads it here. */
export function useMessagingBus(bus: MessagingBus): void {
  active = bus;
}

export function messagingBus(): MessagingBus {
  return (active ??= createInProcessBus());
}
