import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestBudget } from '@margin/api';
import { createRedisCounterStore } from './redis-counter-store';
import { reachable } from './test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await reachable(REDIS_URL);
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
});

describe.skipIf(!redisUp)('the marketplace request budget across server processes (Redis)', () => {
  it('two processes, each with its own Redis connection, spend one day budget', async () => {
    // A prefix of its own: the Redis server is shared with other runs.
    const prefix = `margin-test:${randomBytes(6).toString('hex')}:`;
    const connect = () => {
      const client = new Redis(REDIS_URL);
      clients.push(client);
      return client;
    };
    const [one, two] = [connect(), connect()];
    const first = createRequestBudget(createRedisCounterStore(one, prefix), { perDay: 3 });
    const second = createRequestBudget(createRedisCounterStore(two, prefix), { perDay: 3 });
    await first.take();
    await second.take();
    await first.take();
    await expect(second.take()).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(await one.pttl(`${prefix}marketplace:requests:day`)).toBeGreaterThan(23 * 60 * 60 * 1000);
    await one.del(`${prefix}marketplace:requests:day`, `${prefix}marketplace:requests:rate`);
  });

  it('two processes take from one token bucket, by Redis time', async () => {
    const prefix = `margin-test:${randomBytes(6).toString('hex')}:`;
    const [one, two] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    clients.push(one, two);
    const bucket = { capacity: 3, perSecond: 3 };
    const stores = [createRedisCounterStore(one, prefix), createRedisCounterStore(two, prefix)];
    const takes = [];
    for (const store of [...stores, stores[0]!]) takes.push(await store.takeToken('bucket', bucket));
    expect(takes.every((take) => take.taken)).toBe(true);
    const fourth = await stores[1]!.takeToken('bucket', bucket);
    // Empty: the next token is at most a third of a second away.
    expect(fourth.taken).toBe(false);
    expect(fourth.waitMs).toBeGreaterThan(0);
    expect(fourth.waitMs).toBeLessThanOrEqual(334);
    expect(await one.pttl(`${prefix}bucket`)).toBeGreaterThan(0);
    await one.del(`${prefix}bucket`);
  });
});
