// Fault suite: the database goes away and comes back under a running server. outages.test.ts covers a
// database that never answers; here PostgreSQL is cut for one server (a relay between it and the shared
// PostgreSQL) and restored, and the same server must answer again by itself, with nothing half-applied.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_SWEEP_AFTER_MS, sendOwedReceipts, SERVICE_UNAVAILABLE_MESSAGE } from '@margin/api';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type RunningFakeStripe,
} from '@margin/api/payments-testing';
import { createSeller, createTestAdmin } from '@margin/api/testing';
import { monthsEndingAt } from '@margin/core';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { TEST_ENV } from '../test-support';
import { activateProAsAdmin, deliverStripeEvent, paidStripeCheckout } from './actions';
import { capturedLog, TcpRelay, within, type LogLine } from './support';

const postgres = await postgresForTests();

const month = monthsEndingAt(new Date(), 1)[0]!;
const records = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    import_key: `order:${prefix}-${i}`,
    date: `${month}-01`,
    product_name: `Mug ${i}`,
    selling_price: 34.5,
    total_costs: 12.25,
    quantity: 1,
    currency: 'USD',
  }));

describe.skipIf(!postgres.url)(`the database going away and coming back${postgres.skipReason}`, () => {
  let testDb: TestDatabase;
  let relay: TcpRelay;
  let db: Database;
  let app: FastifyInstance;
  let lines: LogLine[];
  let dataDir: string;
  let stripeApi: RunningFakeStripe;

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'postgres' });
    stripeApi = await startFakeStripe();
    const direct = new URL(testDb.url!);
    relay = new TcpRelay(direct.hostname, Number(direct.port || 5432));
    await relay.up();
    const viaRelay = new URL(testDb.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    db = await createDb({ databaseUrl: viaRelay.toString(), migrate: false });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-fault-db-'));
    const log = capturedLog();
    lines = log.lines;
    app = await buildServer({
      env: loadEnv({
        ...TEST_ENV,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '10000',
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripeApi.url,
      }),
      db,
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await relay?.down();
    await stripeApi?.close();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const importSales = (token: string, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/sales/import',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const rowsOf = (userId: string) => testDb.db.prisma.salesRecord.count({ where: { userId } });

  it('answers 503 while it is away and 200 again by itself once it is back, without a restart', async () => {
    const { token } = await createSeller(testDb.db, { state: 'trial' });
    expect((await get('/api/sales', token)).statusCode).toBe(200);

    await relay.down();
    const away = await get('/api/sales', token);
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    expect((await get('/readyz')).statusCode).toBe(503);

    await relay.up();
    const tookMs = await within(10_000, 'the server answering /readyz again', async () => {
      return (await get('/readyz')).statusCode === 200;
    });
    expect((await get('/api/sales', token)).statusCode).toBe(200);
    console.info(`[fault suite] database back: /readyz green again after ${tookMs} ms`);
  });

  /** Cuts the database when `request` has sent `written` and is about to COMMIT; answers the request's answer. */
  async function cutBeforeCommit(written: RegExp, request: () => Promise<LightMyRequestResponse>) {
    const cutsBefore = relay.cuts;
    relay.cutWhen(written, /COMMIT/);
    const answer = await request();
    expect(relay.cuts, 'the relay cut the transaction').toBe(cutsBefore + 1);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    return answer;
  }

  async function restored() {
    await relay.up();
    await within(10_000, 'the server answering /readyz again', async () => {
      return (await get('/readyz')).statusCode === 200;
    });
  }

  it('a sales import cut before its COMMIT adds nothing, and the retry adds it all once', async () => {
    const { user, token } = await createSeller(testDb.db, { state: 'trial' });
    const batch = records('cut', 200);
    await cutBeforeCommit(/INSERT INTO[^;]*sales_records/, () => importSales(token, { records: batch }));
    // All or nothing: not one of the 200 rows is there (counted past the relay).
    expect(await rowsOf(user.id)).toBe(0);

    await restored();
    const retried = await importSales(token, { records: batch });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ added: 200, already_imported: 0 });
    expect(await rowsOf(user.id)).toBe(200);
  });

  it("an admin's Activate Pro cut before its COMMIT leaves no plan and no log line; the retry does both once", async () => {
    const admin = await createTestAdmin(testDb.db);
    const { user } = await createSeller(testDb.db, { state: 'trial' });
    const activate = () => activateProAsAdmin(app, admin.token, user.email);
    const effects = async () => ({
      plans: await testDb.db.prisma.subscription.findMany({
        where: { userId: user.id },
        select: { status: true, provider: true },
      }),
      logLines: await testDb.db.prisma.adminActivityLog.count({ where: { targetEmail: user.email } }),
    });
    await cutBeforeCommit(/INSERT INTO[^;]*admin_activity_logs/, activate);
    expect(await effects()).toEqual({ plans: [], logLines: 0 });

    await restored();
    const retried = await activate();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await effects()).toEqual({ plans: [{ status: 'active', provider: 'admin' }], logLines: 1 });
  });

  it('a payment fulfilment cut before its COMMIT pays nothing; the next delivery pays once', async () => {
    const { user, events } = await paidStripeCheckout(testDb.db, stripeApi);
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const deliver = () => deliverStripeEvent(app, stripeApi.fake, completed);
    const ledger = async () => ({
      payments: await testDb.db.prisma.payment.findMany({
        where: { userId: user.id },
        select: { status: true },
      }),
      subscriptions: await testDb.db.prisma.subscription.count({ where: { userId: user.id } }),
      events: await testDb.db.prisma.processedPaymentEvent.count({ where: { eventId: completed.id } }),
    });
    await cutBeforeCommit(/INSERT INTO[^;]*processed_payment_events/, deliver);
    expect(await ledger()).toEqual({ payments: [{ status: 'pending' }], subscriptions: 0, events: 0 });

    await restored();
    for (let i = 0; i < 2; i++) expect((await deliver()).statusCode).toBe(200);
    expect(await ledger()).toEqual({ payments: [{ status: 'paid' }], subscriptions: 1, events: 1 });
  });

  /** Lets `request`'s COMMIT through after `written`, then cuts before its answer comes back. */
  async function loseAnswerToCommit(written: RegExp, request: () => Promise<LightMyRequestResponse>) {
    const cutsBefore = relay.cuts;
    relay.cutAnswerTo(written, /COMMIT/);
    const answer = await request();
    expect(relay.cuts, 'the relay cut the answer to the COMMIT').toBe(cutsBefore + 1);
    // The server cannot know the COMMIT happened: it says so as an outage, and the client retries.
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    await restored();
  }

  describe('when the COMMIT happened but its answer was lost, the retry applies nothing twice', () => {
    it('a sales import', async () => {
      const { user, token } = await createSeller(testDb.db, { state: 'trial' });
      const batch = records('lost', 100);
      await loseAnswerToCommit(/INSERT INTO[^;]*sales_records/, () => importSales(token, { records: batch }));
      expect(await rowsOf(user.id)).toBe(100);
      const retried = await importSales(token, { records: batch });
      expect(retried.json()).toEqual({ added: 0, already_imported: 100 });
      expect(await rowsOf(user.id)).toBe(100);
    });

    it("an admin's Activate Pro", async () => {
      const admin = await createTestAdmin(testDb.db);
      const { user } = await createSeller(testDb.db, { state: 'trial' });
      const activate = () => activateProAsAdmin(app, admin.token, user.email);
      const plan = () =>
        testDb.db.prisma.subscription.findUniqueOrThrow({
          where: { userId: user.id },
          select: { status: true, currentPeriodEnd: true },
        });
      await loseAnswerToCommit(/INSERT INTO[^;]*admin_activity_logs/, activate);
      const applied = await plan();
      const retried = await activate();
      expect(retried.statusCode).toBe(409);
      expect(retried.json<{ detail: string }>().detail).toMatch(/^This user already has Pro access until /);
      // The year of Pro is not given twice.
      expect((await plan()).currentPeriodEnd).toEqual(applied.currentPeriodEnd);
      expect(await testDb.db.prisma.adminActivityLog.count({ where: { targetEmail: user.email } })).toBe(1);
    });

    it('a payment fulfilment', async () => {
      const { user, events } = await paidStripeCheckout(testDb.db, stripeApi);
      const completed = events.find((e) => e.type === 'checkout.session.completed')!;
      const deliver = () => deliverStripeEvent(app, stripeApi.fake, completed);
      await loseAnswerToCommit(/INSERT INTO[^;]*processed_payment_events/, deliver);
      expect((await deliver()).statusCode).toBe(200);
      const payments = await testDb.db.prisma.payment.findMany({
        where: { userId: user.id },
        select: { status: true },
      });
      expect(payments).toEqual([{ status: 'paid' }]);
      const receipts = () =>
        testDb.db.prisma.outgoingEmail.count({ where: { userId: user.id, kind: 'payment_receipt' } });
      // The receipt followed the answer of the fulfilment's transaction, which was lost, and the redelivery is a
      // duplicate: none is sent yet. The payment still owes it, and the sweep sends it once it is late.
      expect(await receipts()).toBe(0);
      const delivered: string[] = [];
      const mail = { description: 'test', deliver: async (m: { to: string }) => void delivered.push(m.to) };
      const late = new Date(Date.now() + RECEIPT_SWEEP_AFTER_MS + 1000);
      await sendOwedReceipts(testDb.db, mail, 'http://localhost:3000', late);
      await sendOwedReceipts(testDb.db, mail, 'http://localhost:3000', late);
      expect(await receipts()).toBe(1);
      expect(delivered).toEqual([user.email]);
    });
  });

  it('logged nothing as a crash of ours', () => {
    // The cut requests are logged as failed requests (503s with their cause); nothing else is an error.
    expect(
      lines.filter(
        (l) => l.level >= 50 && l.msg !== 'request failed' && !/stripe webhook failed/.test(l.msg),
      ),
    ).toEqual([]);
  });
});
