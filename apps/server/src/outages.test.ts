import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Redis, type RedisOptions } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@margin/api';
import { calculate, snapshotFromCalculation } from '@margin/core';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase } from '@margin/db/testing';
import { loadEnv } from './env';
import { buildServer } from './server';
import { reachable, TEST_ENV } from './test-support';

/** Addresses nothing listens at: every connection is refused at once. */
const CLOSED_POSTGRES = 'postgresql://postgres@127.0.0.1:1/margin';
const CLOSED_REDIS = 'redis://127.0.0.1:1';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** As main.ts makes its client: fail fast instead of queueing while Redis is down. */
const REDIS_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  enableOfflineQueue: false,
};

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

/** A server over `db` whose warnings and errors the test can read. Make `redis` in the call's arguments, so that
 *  nothing but the server can hear its first errors (as in main.ts, where it is made with lazyConnect). */
async function serverWith(db: Database, settings: Record<string, string> = {}, redis?: () => Redis) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-outage-'));
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const env = loadEnv({ ...TEST_ENV, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...settings });
  const client = redis?.();
  const app = await buildServer({ env, db, redis: client, logStream });
  return {
    app,
    redis: client,
    lines,
    async close() {
      await app.close();
      client?.disconnect();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The next `event` of `redis`. (events.once would also listen for 'error', and so hide an unhandled one.) */
function next(redis: Redis, event: 'ready' | 'reconnecting'): Promise<void> {
  return new Promise((resolve) => redis.once(event, () => resolve()));
}

async function untilReady(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await next(redis, 'ready');
}

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

describe('while the database is unreachable', () => {
  let db: Database;
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    db = await createDb({ databaseUrl: CLOSED_POSTGRES, migrate: false });
    server = await serverWith(db);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const token = 'x'.repeat(43);
  const bearer = { authorization: `Bearer ${token}` };

  it('REST calls answer 503 with Retry-After and a sentence, also when the session lookup is what fails', async () => {
    const calls = [
      // The procedure's own queries fail.
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com' } }),
      // The bearer session is looked up before any procedure runs.
      server.app.inject({ method: 'GET', url: '/api/user/subscription', headers: bearer }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    }
  });

  it('tRPC calls answer 503 with Retry-After and the same sentence, no internals', async () => {
    const calls = [
      server.app.inject({
        method: 'POST',
        url: '/trpc/auth.checkUser',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { email: 'a@example.com' } }),
      }),
      // Fails in createContext, before the procedure.
      server.app.inject({ method: 'GET', url: '/trpc/subscription.status', headers: bearer }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const error = res.json<{ error: { json: { message: string; data: Record<string, unknown> } } }>().error
        .json;
      expect(error.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
      expect(error.data).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        httpStatus: 503,
        retryAfterSeconds: 5,
      });
      expect(res.body).not.toMatch(/prisma|127\.0\.0\.1|reach database|stack/i);
    }
  });

  it('logs each failed call once, with its cause', () => {
    const logged = server.lines.filter((line) => line.level >= 40 && line.msg !== 'database not ready');
    expect(logged).toHaveLength(4);
    for (const line of logged) expect(line.err?.message).toContain("Can't reach database server");
  });

  it('/readyz still answers 503', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', redis: 'not configured' });
  });
});

describe('while Redis is unreachable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('its errors go to the log, rate-limited, and never to the console', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const server = await serverWith(testDb.db, {}, () => new Redis(CLOSED_REDIS, REDIS_OPTIONS));
    try {
      // Each reconnection attempt follows a refused connection, i.e. an 'error' event.
      await next(server.redis!, 'reconnecting');
      await next(server.redis!, 'reconnecting');
      const printed = consoleError.mock.calls.map((args) => args.map(String).join(' '));
      expect(printed.filter((text) => text.includes('Unhandled error event'))).toEqual([]);
      const redisLines = server.lines.filter((line) => line.msg.includes('Redis'));
      expect(redisLines).toHaveLength(1);
      expect(redisLines[0]).toMatchObject({ level: 40 });
      expect(redisLines[0]!.msg).toContain('Redis unreachable');
      expect(redisLines[0]!.err?.message).toContain('ECONNREFUSED');
    } finally {
      await server.close();
    }
  });

  it('every sign-in path still answers, and lockouts and mail-link limits work from memory', async () => {
    const server = await serverWith(testDb.db, {}, () => new Redis(CLOSED_REDIS, REDIS_OPTIONS));
    const post = (url: string, payload: object, token?: string) =>
      server.app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    try {
      const email = 'redis-down@example.com';
      expect((await post('/api/auth/check-user', { email })).statusCode).toBe(200);
      const started = await post('/api/auth/login', { email });
      expect(started.statusCode).toBe(200);
      const { token } = started.json<{ token: string }>();
      expect((await post('/api/auth/upgrade-trial', { password: 'Secret123' }, token)).statusCode).toBe(200);
      expect((await post('/api/auth/login', { email, password: 'Secret123' })).statusCode).toBe(200);

      const wrong = { email, password: 'Wrong1234' };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post('/api/auth/login', wrong)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect((await post('/api/auth/login', { email, password: 'Secret123' })).statusCode).toBe(423);

      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      expect((await post('/api/auth/sign-in-link', { token: 'y'.repeat(43) })).statusCode).toBe(400);
      const reset = await post('/api/auth/reset-password', { token: 'y'.repeat(43), password: 'Secret456' });
      expect(reset.statusCode).toBe(400);
    } finally {
      // Closing finishes forgot-password's mail, which runs after its answer.
      await server.close();
    }
    const mailed = await testDb.db.prisma.outgoingEmail.count({
      where: { kind: 'password_reset', to: 'redis-down@example.com', status: 'sent' },
    });
    expect(mailed).toBe(1);
  });

  it('the API-wide rate limit still limits, in memory', async () => {
    const server = await serverWith(
      testDb.db,
      { RATE_LIMIT_MAX: '3' },
      () => new Redis(CLOSED_REDIS, REDIS_OPTIONS),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await server.app.inject({ method: 'GET', url: '/api/currencies' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('/readyz answers 200 and reports Redis down', async () => {
    const server = await serverWith(testDb.db, {}, () => new Redis(CLOSED_REDIS, REDIS_OPTIONS));
    try {
      const res = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', redis: 'down' });
    } finally {
      await server.close();
    }
  });
});

/** A TCP relay in front of Redis that the test can cut and restore, like a network outage. */
class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const haveRedis = await reachable(REDIS_URL);

interface RelayedRedis {
  server: Awaited<ReturnType<typeof serverWith>>;
  redis: Redis;
  relay: Relay;
  /** A client of Redis itself, not through the relay, with no key prefix. */
  direct: Redis;
  keyPrefix: string;
  /** Cuts the relay and waits for the server's client to notice. */
  cut: () => Promise<void>;
  /** Restores it and waits for the server's client to be ready again. */
  restore: () => Promise<void>;
}

/** A server whose Redis is reached through a relay the test cuts and restores; its keys are removed after. */
async function withRelayedRedis(settings: Record<string, string>, run: (r: RelayedRedis) => Promise<void>) {
  // A namespace of our own: the Redis on this machine is shared with other runs.
  const keyPrefix = `t${Date.now()}${Math.random().toString(36).slice(2, 8)}:`;
  const relay = new Relay(new URL(REDIS_URL));
  await relay.up();
  const server = await serverWith(
    testDb.db,
    settings,
    () => new Redis(`redis://127.0.0.1:${relay.port}`, { ...REDIS_OPTIONS, keyPrefix }),
  );
  const direct = new Redis(REDIS_URL);
  const redis = server.redis!;
  try {
    await untilReady(redis);
    await run({
      server,
      redis,
      relay,
      direct,
      keyPrefix,
      cut: async () => {
        const failed = once(redis, 'error');
        await relay.down();
        await failed;
      },
      restore: async () => {
        await relay.up();
        await untilReady(redis);
      },
    });
  } finally {
    await server.close();
    await relay.down();
    const keys = await direct.keys(`${keyPrefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    await direct.quit();
  }
}

describe.skipIf(!haveRedis)('Redis going away and coming back (needs Redis)', () => {
  it('reports it in /readyz, counts in memory meanwhile, and shares again once it is back', async () => {
    await withRelayedRedis({ RATE_LIMIT_MAX: '3' }, async ({ server, direct, keyPrefix, cut, restore }) => {
      const currencies = async () =>
        (await server.app.inject({ method: 'GET', url: '/api/currencies' })).statusCode;
      const readyz = async () => (await server.app.inject({ method: 'GET', url: '/readyz' })).json<object>();
      expect(await readyz()).toMatchObject({ status: 'ready', redis: 'up' });
      expect([await currencies(), await currencies()]).toEqual([200, 200]);
      expect(await direct.get(`${keyPrefix}margin:counter:rl:127.0.0.1`)).toBe('2');

      await cut();
      expect(await readyz()).toMatchObject({ status: 'ready', redis: 'down' });
      // Limited from this server's memory, starting afresh.
      const during: number[] = [];
      for (let i = 0; i < 4; i++) during.push(await currencies());
      expect(during).toEqual([200, 200, 200, 429]);

      await restore();
      expect(await readyz()).toMatchObject({ redis: 'up' });
      // Shared again: Redis's 2 plus the 4 counted meanwhile.
      expect(await currencies()).toBe(429);
      expect(await direct.get(`${keyPrefix}margin:counter:rl:127.0.0.1`)).toBe('3');

      const messages = server.lines.map((line) => line.msg).filter((msg) => msg.includes('Redis'));
      expect(messages.filter((msg) => msg.startsWith('Redis unreachable'))).toHaveLength(1);
      expect(messages.filter((msg) => msg.startsWith('Redis reachable again'))).toHaveLength(1);
    });
  });

  it('answers and counts share views meanwhile, and numbers them on from there once it is back', async () => {
    const id = randomBytes(18).toString('base64url');
    const input = { mode: 'forward', country: 'US', selling_price: 25, product_cost: 5 } as const;
    const snapshot = snapshotFromCalculation(input, calculate(input), '');
    await testDb.db.prisma.share.create({ data: { id, snapshot } });
    await withRelayedRedis({}, async ({ server, direct, keyPrefix, cut, restore }) => {
      const view = async () => {
        const res = await server.app.inject({ method: 'GET', url: `/api/shares/${id}` });
        expect(res.statusCode).toBe(200);
        return res.json<{ view_count: number }>().view_count;
      };
      expect([await view(), await view()]).toEqual([1, 2]);
      expect(await direct.get(`${keyPrefix}margin:share-views:${id}`)).toBe('2');
      await cut();
      expect([await view(), await view()]).toEqual([3, 4]);
      await restore();
      // Redis still says 2; this server's 4 wins.
      expect(await view()).toBe(5);
      expect(await direct.get(`${keyPrefix}margin:share-views:${id}`)).toBe('5');
    });
    // Closing the server wrote every view it answered.
    expect((await testDb.db.prisma.share.findUniqueOrThrow({ where: { id } })).viewCount).toBe(5);
  });
});
