// Fault suite (issue 15): the database goes away and comes back under a running server. outages.test.ts covers a
// database that never answers; here PostgreSQL is cut for one server (a relay between it and the shared
// PostgreSQL) and restored, and the same server must answer again by itself, with nothing half-applied.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@margin/api';
import { createSeller } from '@margin/api/testing';
import { monthsEndingAt } from '@margin/core';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { TEST_ENV } from '../test-support';
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

  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'postgres' });
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
      env: loadEnv({ ...TEST_ENV, LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000' }),
      db,
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await relay?.down();
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

  it('a sales import cut before its COMMIT adds nothing, answers 503, and the retry adds it all once', async () => {
    const { user, token } = await createSeller(testDb.db, { state: 'trial' });
    const batch = records('cut', 200);

    relay.cutWhen(/COMMIT/);
    const cut = await importSales(token, { records: batch });
    expect(relay.cuts).toBe(1);
    expect(cut.statusCode, cut.body).toBe(503);
    expect(cut.headers['retry-after']).toBe('5');
    expect(cut.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    // All or nothing: not one of the 200 rows is there (counted past the relay).
    expect(await rowsOf(user.id)).toBe(0);

    await relay.up();
    await within(10_000, 'the server answering /readyz again', async () => {
      return (await get('/readyz')).statusCode === 200;
    });
    const retried = await importSales(token, { records: batch });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ added: 200, already_imported: 0 });
    expect(await rowsOf(user.id)).toBe(200);
    // Nothing crashed and no failure was logged as our bug.
    expect(lines.filter((l) => l.level >= 50 && l.msg !== 'request failed')).toEqual([]);
  });
});
