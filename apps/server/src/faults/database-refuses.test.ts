// The database is there but will not serve: a restart, a failover or a maintenance window. PostgreSQL then ends
// the sessions (57P01), refuses new ones while it starts or stops (57P03), or refuses them for a database set not to
// accept connections (55000), and a connection may fail on the way (class 08). Every one of these is an outage,
// not a bug: 503 with Retry-After and the one sentence, never a 500, and the server recovers by itself.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@margin/api';
import { createSeller } from '@margin/api/testing';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { TEST_ENV } from '../test-support';
import { FakePostgres, type Refusal } from './fake-postgres';
import { capturedLog, within, type LogLine } from './support';

const postgres = await postgresForTests();
/** A bearer token of the right shape: the session lookup reaches the database before any procedure. */
const SOME_TOKEN = 'x'.repeat(43);

async function serverOver(db: Database) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-fault-refuses-'));
  const log = capturedLog();
  const app = await buildServer({
    env: loadEnv({ ...TEST_ENV, LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000' }),
    db,
    logStream: log.stream,
  });
  return {
    app,
    lines: log.lines,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function subscription(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/user/subscription',
    headers: { authorization: `Bearer ${token}` },
  });
}

function expectOutageAnswer(res: Awaited<ReturnType<typeof subscription>>, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
  expect(res.headers['retry-after'], what).toBe('5');
  expect(res.json(), what).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
}

describe('a database that refuses to serve, each SQLSTATE class', () => {
  const cases: Refusal[] = [
    {
      sqlstate: '57P01',
      message: 'terminating connection due to administrator command',
      when: 'first query',
    },
    {
      sqlstate: '57P02',
      message: 'terminating connection because of crash of another server process',
      when: 'first query',
    },
    { sqlstate: '57P03', message: 'the database system is starting up', when: 'connecting' },
    { sqlstate: '57P03', message: 'the database system is shutting down', when: 'connecting' },
    {
      sqlstate: '55000',
      message: 'database "margin" is not currently accepting connections',
      when: 'connecting',
    },
    { sqlstate: '53300', message: 'sorry, too many clients already', when: 'connecting' },
    { sqlstate: '08006', message: 'connection failure', when: 'connecting' },
    { sqlstate: '08004', message: 'the database server rejected the connection', when: 'connecting' },
    { sqlstate: '08P01', message: 'invalid startup packet layout', when: 'first query' },
  ];
  const fake = new FakePostgres();
  let server: Awaited<ReturnType<typeof serverOver>>;
  let db: Database;
  beforeAll(async () => {
    db = await createDb({ databaseUrl: await fake.start(), migrate: false });
    server = await serverOver(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await fake.close();
  });

  for (const refusal of cases) {
    it(`${refusal.sqlstate} (${refusal.message}, ${refusal.when}): 503 with Retry-After, over REST and tRPC`, async () => {
      fake.refusal = refusal;
      expectOutageAnswer(await subscription(server.app, SOME_TOKEN), `${refusal.sqlstate} session lookup`);
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'refused@shop.io' },
      });
      expectOutageAnswer(login, `${refusal.sqlstate} procedure`);
      const trpc = await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.checkUser',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { email: 'refused@shop.io' } }),
      });
      expect(trpc.statusCode, trpc.body).toBe(503);
      expect(trpc.headers['retry-after']).toBe('5');
    });
  }

  it('logged every one of them as the outage it is, never as a server error', () => {
    const failed = server.lines.filter((line: LogLine) => line.level >= 50);
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) expect(line.err?.type, line.err?.message).toBe('TRPCError');
    expect(server.lines.some((line) => /Server error/.test(JSON.stringify(line)))).toBe(false);
  });
});

describe.runIf(postgres.url)(
  `PostgreSQL set to refuse connections, its backends terminated${postgres.skipReason}`,
  () => {
    let testDb: TestDatabase;
    let db: Database;
    let server: Awaited<ReturnType<typeof serverOver>>;
    let admin: Database;
    let name: string;
    beforeAll(async () => {
      testDb = await createTestDatabase({ kind: 'postgres' });
      db = await createDb({ databaseUrl: testDb.url!, migrate: false });
      server = await serverOver(db);
      const maintenance = new URL(testDb.url!);
      name = maintenance.pathname.slice(1);
      maintenance.pathname = '/postgres';
      admin = await createDb({ databaseUrl: maintenance.toString(), migrate: false });
    });
    afterAll(async () => {
      await admin?.prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => 0);
      await admin?.close();
      await server?.close();
      await db?.close();
      await testDb?.drop();
    });

    it('answers 503 with Retry-After through the whole window, and 200 again by itself once it ends', async () => {
      const { token } = await createSeller(testDb.db, { state: 'trial' });
      expect((await subscription(server.app, token)).statusCode).toBe(200);

      await admin.prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.prisma.$queryRaw`SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity
        WHERE datname = ${name} AND pid <> pg_backend_pid()`;
      // The first call meets a terminated session (57P01), the next ones a refused connection (55000).
      for (let i = 0; i < 4; i++) expectOutageAnswer(await subscription(server.app, token), `call ${i + 1}`);

      await admin.prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await within(10_000, 'the server answering again', async () => {
        return (await subscription(server.app, token)).statusCode === 200;
      });
    });
  },
);
