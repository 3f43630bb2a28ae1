import { createMemoryCounterStore, type CounterStore, type WindowCount } from '@margin/api';
import type { RedisWatch } from './redis-watch';

/** Hits counted in memory during an outage still count once Redis is back, until their own window ends. */
function plus(shared: WindowCount, local: WindowCount): WindowCount {
  if (local.count === 0) return shared;
  return { count: shared.count + local.count, resetInMs: Math.max(shared.resetInMs, local.resetInMs) };
}

/**
 * The shared (Redis) counters, or this process's memory while Redis is unreachable, so a Redis outage neither
 * fails sign-in nor switches its limits off: each server then limits on its own (a client spread over several
 * servers gets up to that many times the allowance) until Redis is back. Never throws because of Redis.
 */
export function withMemoryFallback(
  shared: CounterStore,
  redis: RedisWatch,
  local: CounterStore = createMemoryCounterStore(),
): CounterStore {
  async function whileUp<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (!redis.up) return undefined;
    try {
      return await work();
    } catch (error) {
      redis.failed(error);
      return undefined;
    }
  }

  return {
    async hit(key, windowMs) {
      const counted = await whileUp(() => shared.hit(key, windowMs));
      return counted ? plus(counted, await local.peek(key)) : local.hit(key, windowMs);
    },
    async peek(key) {
      const counted = await whileUp(() => shared.peek(key));
      const meanwhile = await local.peek(key);
      return counted ? plus(counted, meanwhile) : meanwhile;
    },
    async reset(key) {
      await local.reset(key);
      await whileUp(() => shared.reset(key));
    },
    // During an outage each server takes from a bucket of its own (the app's rate can then be exceeded by the
    // number of servers; the marketplace's 429 answers and our back-off cover that while it lasts).
    async takeToken(key, bucket) {
      return (await whileUp(() => shared.takeToken(key, bucket))) ?? local.takeToken(key, bucket);
    },
  };
}
