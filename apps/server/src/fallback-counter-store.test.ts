import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, type CounterStore } from '@margin/api';
import { withMemoryFallback } from './fallback-counter-store';
import type { RedisWatch } from './redis-watch';

/** Stands in for Redis: a memory store that can be switched to failing like a lost connection. */
function sharedStore() {
  const inner = createMemoryCounterStore();
  let broken = false;
  const guard = <T>(work: () => Promise<T>) =>
    broken ? Promise.reject(new Error('Connection is closed.')) : work();
  const store: CounterStore = {
    hit: (key, windowMs) => guard(() => inner.hit(key, windowMs)),
    peek: (key) => guard(() => inner.peek(key)),
    reset: (key) => guard(() => inner.reset(key)),
    takeToken: (key, bucket) => guard(() => inner.takeToken(key, bucket)),
  };
  return {
    store,
    inner,
    breakIt: () => {
      broken = true;
    },
  };
}

function watch(up: boolean) {
  const failures: unknown[] = [];
  const redis: RedisWatch & { up: boolean } = { up, failed: (error) => failures.push(error) };
  return { redis, failures };
}

describe('counters that fall back to memory while Redis is unreachable', () => {
  it('count in Redis while it is up', async () => {
    const shared = sharedStore();
    const { redis } = watch(true);
    const counters = withMemoryFallback(shared.store, redis);
    await counters.hit('k', 60_000);
    expect((await counters.hit('k', 60_000)).count).toBe(2);
    expect((await shared.inner.peek('k')).count).toBe(2);
  });

  it('count in memory, without asking Redis, while it is not connected', async () => {
    const shared = sharedStore();
    const { redis, failures } = watch(false);
    const counters = withMemoryFallback(shared.store, redis);
    expect((await counters.hit('k', 60_000)).count).toBe(1);
    expect((await counters.hit('k', 60_000)).count).toBe(2);
    expect((await counters.peek('k')).count).toBe(2);
    expect((await shared.inner.peek('k')).count).toBe(0);
    expect(failures).toEqual([]);
  });

  it('take marketplace tokens from the shared bucket while Redis is up, and from a bucket of their own when not', async () => {
    const shared = sharedStore();
    const { redis, failures } = watch(true);
    const counters = withMemoryFallback(shared.store, redis);
    const bucket = { capacity: 2, perSecond: 1 };
    expect(await counters.takeToken('b', bucket)).toEqual({ taken: true, waitMs: 0 });
    expect((await shared.inner.takeToken('b', bucket)).taken).toBe(true);
    expect((await counters.takeToken('b', bucket)).taken).toBe(false);
    shared.breakIt();
    expect(await counters.takeToken('b', bucket)).toEqual({ taken: true, waitMs: 0 });
    expect(failures).toHaveLength(1);
  });

  it('count in memory, and report it, when a command fails', async () => {
    const shared = sharedStore();
    const { redis, failures } = watch(true);
    const counters = withMemoryFallback(shared.store, redis);
    shared.breakIt();
    expect((await counters.hit('k', 60_000)).count).toBe(1);
    await counters.reset('k');
    expect(failures).toHaveLength(2);
  });

  it('keep counting what was counted meanwhile once Redis is back, until that window ends', async () => {
    const shared = sharedStore();
    const { redis } = watch(true);
    let now = 0;
    const counters = withMemoryFallback(
      shared.store,
      redis,
      createMemoryCounterStore(() => now),
    );
    await counters.hit('lock', 60_000);
    redis.up = false;
    await counters.hit('lock', 60_000);
    await counters.hit('lock', 60_000);
    redis.up = true;
    expect((await counters.peek('lock')).count).toBe(3);
    expect((await counters.hit('lock', 60_000)).count).toBe(4);
    now = 60_000;
    expect((await counters.peek('lock')).count).toBe(2);
  });

  it('reset clears both, so a lock lifted by a sign-in does not come back with Redis', async () => {
    const shared = sharedStore();
    const { redis } = watch(false);
    const counters = withMemoryFallback(shared.store, redis);
    await counters.hit('lock', 60_000);
    redis.up = true;
    await counters.hit('lock', 60_000);
    await counters.reset('lock');
    expect((await counters.peek('lock')).count).toBe(0);
  });
});
