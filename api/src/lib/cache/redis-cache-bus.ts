import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { CacheBus, CacheBusListener } from './cache-bus';
import { decodeForget, encodeForget, FORGET_CHANNEL } from './forget-message';

/**
 * Forgets over Redis pub/sub, one channel for every cache. Pub/sub keeps nothing, so while the
 * subscriber is not connected forgets are lost: the caches then keep answers only briefly
 * (cache-ttl.ts) and, once it is back, every cache is dropped once.
 */
export function createRedisCacheBus(url: string, origin: string, listener: CacheBusListener, logger: Logger): CacheBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url);
  let subscribed = false;
  let everSubscribed = false;
  let warned = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: Error) => {
      if (!warned) logger.warn({ err: err.message }, 'cache bus: redis error (caches keep answers briefly until it is back)');
      warned = true;
    });
  }
  subscriber.on('close', () => {
    subscribed = false;
  });
  // ioredis subscribes again by itself after a reconnect; `ready` comes once that is done.
  subscriber.on('ready', () => {
    void subscriber.subscribe(FORGET_CHANNEL).then(
      () => {
        if (everSubscribed) listener.resynchronise();
        subscribed = true;
        everSubscribed = true;
        warned = false;
        logger.info({ caches: 'redis' }, 'cache bus connected');
      },
      (err: Error) => logger.warn({ err: err.message }, 'cache bus: could not subscribe'),
    );
  });
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== FORGET_CHANNEL) return;
    const message = decodeForget(payload);
    if (message && message.origin !== origin) listener.forget(message);
  });

  return {
    kind: 'redis',
    reachesEveryProcess: () => subscribed && publisher.status === 'ready',
    publish(message) {
      publisher.publish(FORGET_CHANNEL, encodeForget(message)).catch((err: Error) => logger.debug({ err: err.message, cache: message.cache }, 'cache bus: forget not published'));
    },
    async close() {
      // quit() waits for a connection that may never come: a client not connected just stops.
      await Promise.allSettled([publisher, subscriber].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
    },
  };
}
