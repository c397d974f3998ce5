import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { MessagingBus } from './messaging-bus';
import type { MessagingEvent } from './messaging-events';

const channelOf = (userId: string) => `harbour:messaging:user:${userId}`;
const PREFIX = channelOf('');

/**
 * Messaging fan-out through Redis pub/sub: one channel per user, subscribed while at least one of
 * that user's streams is open on this process. Pub/sub keeps nothing: a page that was not
 * connected catches up from the API (the 30-second poll and the message pages).
 */
export function createRedisBus(url: string, logger: Logger): MessagingBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  for (const client of [publisher, subscriber]) client.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const listeners = new Map<string, number>();

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(PREFIX)) return;
    try {
      local.emit(channel.slice(PREFIX.length), JSON.parse(payload) as MessagingEvent);
    } catch (err) {
      logger.warn({ err, channel }, 'unreadable messaging event');
    }
  });

  return {
    kind: 'redis',
    async publish(userIds, event) {
      const payload = JSON.stringify(event);
      await Promise.all([...new Set(userIds)].map((userId) => publisher.publish(channelOf(userId), payload)));
    },
    async subscribe(userId, listener) {
      local.on(userId, listener);
      const count = (listeners.get(userId) ?? 0) + 1;
      listeners.set(userId, count);
      // SUBSCRIBE is idempotent: calling it for every stream also makes each wait for its confirmation.
      await subscriber.subscribe(channelOf(userId));
      return () => {
        local.off(userId, listener);
        const left = (listeners.get(userId) ?? 1) - 1;
        if (left > 0) listeners.set(userId, left);
        else {
          listeners.delete(userId);
          void subscriber.unsubscribe(channelOf(userId)).catch(() => undefined);
        }
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
