import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '@margin/api';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store over one of our counter stores, so the global API limit falls back to memory
 * during a Redis outage like the sign-in limits do (its own Redis store can only fail, and skipOnError would
 * then switch the limit off). Fixed windows; the plugin's continueExceeding and exponentialBackoff are not used.
 */
export function rateLimitStoreOver(counters: CounterStore, prefix = 'rl:'): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(this.keyPrefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `{ increment: false }` check. */
    read(key: string, callback: Callback): void {
      counters.peek(this.keyPrefix + key).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** A route with a limit of its own counts apart from the global one. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new CounterRateLimitStore(routeOptions, `${this.keyPrefix}${method}${route?.url ?? ''}-`);
    }
  }
  return CounterRateLimitStore;
}
