import type { ForgetMessage } from './forget-message';

/**
 * How a forget reaches the other API processes. `local`: REDIS_URL is not set, so forgetting in
 * this process is all there is. `redis`: pub/sub on the messaging fan-out's Redis.
 */
export interface CacheBus {
  readonly kind: 'local' | 'redis';
  /** Whether forgets reach every other API process now; when not, caches keep answers only briefly (cache-ttl.ts). */
  reachesEveryProcess(): boolean;
  publish(message: ForgetMessage): void;
  close(): Promise<void>;
}

export interface CacheBusListener {
  /** Another process forgot something. */
  forget(message: ForgetMessage): void;
  /** Forgets may have been missed (Redis was away): drop everything. */
  resynchronise(): void;
}

/**
 * Without Redis. In development one API process serves (npm start, e2e, bench): forgetting here
 * is forgetting everywhere, so caches keep their own times. A production start may be one of
 * several behind a load balancer, so there they keep answers only briefly.
 */
export function localCacheBus({ production }: { production: boolean }): CacheBus {
  return {
    kind: 'local',
    reachesEveryProcess: () => !production,
    publish: () => undefined,
    close: async () => undefined,
  };
}
