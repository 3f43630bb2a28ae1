// Fault suite: the card processor answers 500 or not at all, at checkout and when the webhook re-reads
// the session. The server's Stripe SDK talks to the fake Stripe through a relay the test makes fail.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient, SERVICE_UNAVAILABLE_MESSAGE, STRIPE_NETWORK_RETRIES } from '@margin/api';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type RunningFakeStripe,
} from '@margin/api/payments-testing';
import { createSeller } from '@margin/api/testing';
import { createTestDatabase, type TestDatabase } from '@margin/db/testing';
import { loadEnv, type ServerEnv } from '../env';
import { STRIPE_WEBHOOK_PATH } from '../plugins/stripe-webhook';
import { buildServer } from '../server';
import { buildServices } from '../services';
import { TEST_ENV } from '../test-support';
import { capturedLog, FaultyStripe, type LogLine } from './support';

const SESSION_READ = /^GET \/v1\/checkout\/sessions\/cs_/;
const SESSION_CREATE = /^POST \/v1\/checkout\/sessions$/;

let testDb: TestDatabase;
let stripeApi: RunningFakeStripe;
let faulty: FaultyStripe;
let env: ServerEnv;
let dataDir: string;
/** The server as configured in production (8 s a try, STRIPE_NETWORK_RETRIES retries). */
let app: FastifyInstance;
let lines: LogLine[];
/** The same server with a Stripe client that gives up after 500 ms, for the "no answer at all" cases. */
let impatient: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  stripeApi = await startFakeStripe();
  faulty = new FaultyStripe(stripeApi.url);
  await faulty.start();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-fault-stripe-'));
  env = loadEnv({
    ...TEST_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: faulty.url,
  });
  const log = capturedLog();
  lines = log.lines;
  app = await buildServer({ env, db: testDb.db, logStream: log.stream });

  const stripe = createStripeClient({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    apiBase: faulty.url,
    timeoutMs: 500,
    maxNetworkRetries: 0,
  });
  const services = await buildServices({ env, db: testDb.db, stripe, log: pino({ level: 'silent' }) });
  impatient = await buildServer({ env: { ...env, LOG_LEVEL: 'silent' }, db: testDb.db, services });
});
afterAll(async () => {
  await app?.close();
  await impatient?.close();
  await faulty?.close();
  await stripeApi?.close();
  await testDb?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const checkout = (server: FastifyInstance, token: string) =>
  server.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers: { authorization: `Bearer ${token}` },
    payload: { package_id: 'annual_subscription' },
  });

function deliver(event: Stripe.Event) {
  const { payload, headers } = stripeApi.fake.signedWebhook(event);
  return app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload, headers });
}

async function ledgerOf(userId: string) {
  const [payments, subscriptions, receipts] = await Promise.all([
    testDb.db.prisma.payment.findMany({
      where: { userId },
      select: { status: true, providerSessionId: true },
    }),
    testDb.db.prisma.subscription.count({ where: { userId } }),
    testDb.db.prisma.outgoingEmail.count({ where: { kind: 'payment_receipt', userId } }),
  ]);
  return { payments, subscriptions, receipts };
}

describe('the card processor failing at checkout', () => {
  it.each([
    ['answers 500 (the SDK tries again)', '500' as const, () => app, 1 + STRIPE_NETWORK_RETRIES],
    ['does not answer (the SDK times out)', 'hang' as const, () => impatient, 1],
  ])(
    '%s: a sentence without internals, nothing recorded, and a retry works',
    async (_name, kind, server, tries) => {
      const { user, token } = await createSeller(testDb.db, { state: 'trial' });
      faulty.failed = [];
      faulty.failWith(kind, SESSION_CREATE);
      const failed = await checkout(server(), token);
      faulty.heal();
      expect(faulty.failed).toHaveLength(tries);
      // A dependency down: 503 with Retry-After (house rule), never a 500. The seller app shows the spec's
      // "Failed to create checkout session" for any answer that is not ok, with this sentence under it.
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('5');
      expect(failed.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
      expect(failed.body).not.toMatch(/stripe|unknown error|timed? ?out|127\.0\.0\.1|api_error/i);
      expect(await ledgerOf(user.id)).toEqual({ payments: [], subscriptions: 0, receipts: 0 });

      const retried = await checkout(server(), token);
      expect(retried.statusCode, retried.body).toBe(200);
      const ledger = await ledgerOf(user.id);
      expect(ledger.payments.map((p) => p.status)).toEqual(['pending']);
      expect(ledger.subscriptions).toBe(0);
    },
  );
});

describe('the card processor failing when the webhook re-reads the session', () => {
  it.each([
    ['answers 500', '500' as const],
    ['drops the connection', 'reset' as const],
  ])(
    '%s: the delivery is refused for a retry, nothing is paid, the next delivery completes it exactly once',
    async (_name, kind) => {
      const { user, token } = await createSeller(testDb.db, { state: 'trial' });
      const started = await checkout(app, token);
      expect(started.statusCode, started.body).toBe(200);
      const [pending] = (await ledgerOf(user.id)).payments;
      const sessionId = pending!.providerSessionId!;
      const events = stripeApi.fake.completeSession(sessionId);
      const completed = events.find((e) => e.type === 'checkout.session.completed')!;

      faulty.failed = [];
      faulty.failWith(kind, SESSION_READ);
      const refused = await deliver(completed);
      faulty.heal();
      // The production client's retries were spent on it too.
      expect(faulty.failed).toHaveLength(1 + STRIPE_NETWORK_RETRIES);
      // Either way the processor is down for us: 503 with Retry-After, and it delivers again.
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).not.toMatch(/stripe|unknown error|127\.0\.0\.1/i);
      expect(faulty.failed.every((line) => line.includes(sessionId))).toBe(true);
      expect(await ledgerOf(user.id)).toEqual({
        payments: [{ status: 'pending', providerSessionId: sessionId }],
        subscriptions: 0,
        receipts: 0,
      });
      expect(await testDb.db.prisma.processedPaymentEvent.count({ where: { eventId: completed.id } })).toBe(
        0,
      );
      expect(
        lines.some((l) => l.msg === 'stripe webhook failed; Stripe will retry' && l.eventId === completed.id),
      ).toBe(true);

      // Stripe's next delivery of the same event, then the rest of them, then all of them again.
      for (const event of [completed, ...events, ...events]) {
        const res = await deliver(event);
        expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
      }
      expect(await ledgerOf(user.id)).toEqual({
        payments: [{ status: 'paid', providerSessionId: sessionId }],
        subscriptions: 1,
        receipts: 1,
      });
      const applied = lines.filter(
        (l) => l.msg === 'stripe webhook processed' && l.eventId === completed.id && l.duplicate === false,
      );
      expect(applied).toHaveLength(1);
    },
  );
});
