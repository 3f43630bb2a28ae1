import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { reachable, TEST_ENV } from '../test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Until then a server counts in its own memory (its commands are not queued while Redis is out of reach). */
async function connected(clients: Redis[]): Promise<void> {
  await Promise.all(
    clients.map((c) =>
      c.status === 'ready' ? Promise.resolve() : new Promise((resolve) => c.once('ready', resolve)),
    ),
  );
}

const haveRedis = await reachable(REDIS_URL);
const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

describe.skipIf(!haveRedis)('rate limits shared through Redis (needs Redis)', () => {
  it('two servers count one client together', async () => {
    // A namespace of our own: the Redis on this machine is shared with other runs.
    const prefix = `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const clients = [
      new Redis(REDIS_URL, { keyPrefix: prefix }),
      new Redis(REDIS_URL, { keyPrefix: prefix }),
    ];
    const env = loadEnv({ ...TEST_ENV, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    const [a, b] = await Promise.all(clients.map((redis) => buildServer({ env, db: testDb.db, redis })));
    await connected(clients);
    try {
      const hit = async (app: typeof a) =>
        (await app!.inject({ method: 'GET', url: '/api/currencies' })).statusCode;
      expect([await hit(a), await hit(b), await hit(a)]).toEqual([200, 200, 200]);
      expect(await hit(b)).toBe(429);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await Promise.all(clients.map((c) => c.quit()));
    }
  });

  it('two servers share the sign-in lockout', async () => {
    const prefix = `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const clients = [
      new Redis(REDIS_URL, { keyPrefix: prefix }),
      new Redis(REDIS_URL, { keyPrefix: prefix }),
    ];
    const env = loadEnv({ ...TEST_ENV, TRUST_PROXY_HOPS: '1' });
    const [a, b] = await Promise.all(clients.map((redis) => buildServer({ env, db: testDb.db, redis })));
    await connected(clients);
    try {
      let ip = 0;
      const login = (app: typeof a, body: object) =>
        app!.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `192.0.2.${++ip}` },
          payload: body,
        });
      const email = `${prefix}@example.com`;
      const trial = (await login(a, { email })).json<{ token: string }>();
      await a!.inject({
        method: 'POST',
        url: '/api/auth/upgrade-trial',
        headers: { authorization: `Bearer ${trial.token}` },
        payload: { password: 'Secret123' },
      });
      const wrong = { email, password: 'Wrong1234' };
      const statuses = [];
      for (const app of [a, b, a, b, a]) statuses.push((await login(app, wrong)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect((await login(b, { email, password: 'Secret123' })).statusCode).toBe(423);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});
