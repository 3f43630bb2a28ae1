import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
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
    const env = loadEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    const [a, b] = await Promise.all(clients.map((redis) => buildServer({ env, db: testDb.db, redis })));
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
});
