// Fault suite: two server processes on one PostgreSQL and one Redis, as docs/deploy.md runs them. Each
// server here has its own database pool and its own Redis client (what a second process would have) over the same
// DATABASE_URL and Redis; what one of them counts or applies, the other must see.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type RunningFakeStripe,
} from '@margin/api/payments-testing';
import { createSeller } from '@margin/api/testing';
import { calculate, snapshotFromCalculation } from '@margin/core';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { reachable, TEST_ENV } from '../test-support';
import { deliverStripeEvent, paidStripeCheckout } from './actions';
import { capturedLog, type LogLine } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgres = await postgresForTests();
const haveRedis = await reachable(REDIS_URL);
const skipReason = postgres.url
  ? haveRedis
    ? ''
    : ` (skipped: no Redis at ${REDIS_URL})`
  : postgres.skipReason;
const RATE_LIMIT_MAX = 30;

interface Process {
  app: FastifyInstance;
  db: Database;
  redis: Redis;
  lines: LogLine[];
}

describe.skipIf(!postgres.url || !haveRedis)(
  `two servers on one PostgreSQL and one Redis${skipReason}`,
  () => {
    // A namespace of our own: the Redis on this machine is shared with other runs.
    const keyPrefix = `t${Date.now()}${Math.random().toString(36).slice(2, 8)}:`;
    let testDb: TestDatabase;
    let stripeApi: RunningFakeStripe;
    let dataDir: string;
    let a: Process;
    let b: Process;

    async function serverProcess(): Promise<Process> {
      const env = loadEnv({
        ...TEST_ENV,
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.url!,
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeApi.url,
      });
      const db = await createDb({ databaseUrl: testDb.url!, migrate: false });
      // As main.ts makes it.
      const redis = new Redis(REDIS_URL, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        enableOfflineQueue: false,
        lazyConnect: true,
        keyPrefix,
      });
      const log = capturedLog();
      const app = await buildServer({ env, db, redis, logStream: log.stream });
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      return { app, db, redis, lines: log.lines };
    }

    beforeAll(async () => {
      testDb = await createTestDatabase({ kind: 'postgres' });
      stripeApi = await startFakeStripe();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-fault-two-'));
      [a, b] = await Promise.all([serverProcess(), serverProcess()]);
    });
    afterAll(async () => {
      for (const p of [a, b]) {
        if (!p) continue;
        await p.app.close();
        await p.db.close();
      }
      const direct = new Redis(REDIS_URL);
      const keys = await direct.keys(`${keyPrefix}*`);
      if (keys.length > 0) await direct.del(...keys);
      await direct.quit();
      for (const p of [a, b]) p?.redis.disconnect();
      await stripeApi?.close();
      await testDb?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const call = (
      server: Process,
      method: 'GET' | 'POST',
      url: string,
      opts: { body?: object; token?: string; from: string },
    ) =>
      server.app.inject({
        method,
        url,
        remoteAddress: opts.from,
        headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
        ...(opts.body ? { payload: opts.body } : {}),
      });

    it('a lockout made through one server holds on the other', async () => {
      const email = 'two-servers-lockout@example.com';
      const from = '198.51.100.10';
      const started = await call(a, 'POST', '/api/auth/login', { body: { email }, from });
      const { token } = started.json<{ token: string }>();
      const upgraded = await call(b, 'POST', '/api/auth/upgrade-trial', {
        body: { password: 'Secret123' },
        token,
        from,
      });
      expect(upgraded.statusCode, upgraded.body).toBe(200);

      const statuses: number[] = [];
      for (const server of [a, b, a, b, a]) {
        const res = await call(server, 'POST', '/api/auth/login', {
          body: { email, password: 'Wrong1234' },
          from,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      for (const server of [b, a]) {
        const right = await call(server, 'POST', '/api/auth/login', {
          body: { email, password: 'Secret123' },
          from,
        });
        expect(right.statusCode).toBe(423);
      }
    });

    it('the API-wide rate limit counts the requests of both', async () => {
      const from = '198.51.100.20';
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX; i++) {
        statuses.push((await call(i % 2 ? b : a, 'GET', '/api/currencies', { from })).statusCode);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      // Each server alone saw only half of the limit.
      expect((await call(a, 'GET', '/api/currencies', { from })).statusCode).toBe(429);
      expect((await call(b, 'GET', '/api/currencies', { from })).statusCode).toBe(429);
    });

    it('a share viewed through both counts every view exactly once', async () => {
      const { token } = await createSeller(testDb.db, { state: 'trial' });
      const input = {
        mode: 'forward',
        country: 'US',
        selling_price: 25,
        product_cost: 5,
        quantity: 1,
      } as const;
      const calc = snapshotFromCalculation(input, calculate(input), '');
      const created = await call(a, 'POST', '/api/shares/', {
        body: { calc, version: 1, expires_days: 30 },
        token,
        from: '198.51.100.30',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: string }>();

      const views = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? b : a, 'GET', `/api/shares/${id}`, { from: `198.51.100.${40 + i}` }),
        ),
      );
      const counts = views.map((v) => v.json<{ view_count: number }>().view_count).sort((x, y) => x - y);
      expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // Each server writes its own views a moment after answering them.
      await expect
        .poll(async () => (await testDb.db.prisma.share.findUniqueOrThrow({ where: { id } })).viewCount, {
          timeout: 5_000,
        })
        .toBe(20);
    });

    it('a Stripe event delivered to both at once is applied once', async () => {
      const { user, events } = await paidStripeCheckout(testDb.db, stripeApi);
      for (const event of events) {
        const answers = await Promise.all(
          [a, b].map((p) => deliverStripeEvent(p.app, stripeApi.fake, event)),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      }
      const processed = [...a.lines, ...b.lines].filter((l) => l.msg === 'stripe webhook processed');
      for (const event of events) {
        const deliveries = processed.filter((l) => l.eventId === event.id);
        expect(deliveries.map((l) => l.duplicate).sort()).toEqual([false, true]);
      }
      const [payments, subscriptions, receipts] = await Promise.all([
        testDb.db.prisma.payment.findMany({ where: { userId: user.id }, select: { status: true } }),
        testDb.db.prisma.subscription.count({ where: { userId: user.id } }),
        testDb.db.prisma.outgoingEmail.count({ where: { userId: user.id, kind: 'payment_receipt' } }),
      ]);
      expect({ payments, subscriptions, receipts }).toEqual({
        payments: [{ status: 'paid' }],
        subscriptions: 1,
        receipts: 1,
      });
    });
  },
);
