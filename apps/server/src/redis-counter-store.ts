import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CounterStore } from '@margin/api';
import { withMemoryFallback } from './fallback-counter-store';
import { watchRedis } from './redis-watch';

// Increment and start the window in one step, so two servers counting at once never lose the expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** Sign-in limits and lockouts shared by every server through Redis (REDIS_URL). */
export function createRedisCounterStore(redis: Redis, prefix = 'margin:counter:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * The counters every server shares through Redis, for the rate limits, sign-in limits, lockouts and mail-link
 * limits: the client is watched (its errors go to the log) and, while it is unreachable, they count in this
 * process's memory instead of failing.
 */
export function createSharedCounters(redis: Redis, log: FastifyBaseLogger): CounterStore {
  return withMemoryFallback(createRedisCounterStore(redis), watchRedis(redis, log));
}
