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
    await one.del(`${prefix}marketplace:requests:day`, `${prefix}marketplace:requests:second`);
  });
});
