import type { Redis } from 'ioredis';
import type { CounterStore } from '@margin/api';
import { withMemoryFallback } from './fallback-counter-store';
import type { RedisWatch } from './redis-watch';

// Increment and start the window in one step, so two servers counting at once never lose the expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

// A token bucket (tokens and the time they were counted, in a hash), by Redis's own clock so that servers whose
// clocks differ share one bucket; the same arithmetic as the memory store's takeFrom.
const TAKE_TOKEN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * perMs)
local taken = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
else
  wait = math.ceil((1 - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return { taken, wait }
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
    async takeToken(key, bucket) {
      const [taken, waitMs] = (await redis.eval(
        TAKE_TOKEN,
        1,
        prefix + key,
        String(bucket.capacity),
        String(bucket.perSecond),
      )) as [number, number];
      return { taken: taken === 1, waitMs };
    },
  };
}

/**
 * The counters every server shares through Redis, for the rate limits, sign-in limits, lockouts and mail-link
 * limits: while the watched client is unreachable, they count in this process's memory instead of failing.
 */
export function createSharedCounters(redis: Redis, watch: RedisWatch): CounterStore {
  return withMemoryFallback(createRedisCounterStore(redis), watch);
}
