import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests } from '@margin/db/testing';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { TEST_ENV } from '../test-support';

/** A TCP relay in front of PostgreSQL that the test can cut and restore, like a network outage. */
class Outage {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
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

// On CI a missing PostgreSQL fails the run; elsewhere the outage test is skipped and says why.
const { url: pgUrl, skipReason } = await postgresForTests();
const testDb = await createTestDatabase();

describe('health endpoints', () => {
  it('/healthz and /readyz answer while the database is up', async () => {
    const app = await buildServer({ env: loadEnv(TEST_ENV), db: testDb.db });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: testDb.db.kind, redis: 'not configured' });
    await app.close();
  });
});

describe.skipIf(!pgUrl)(`readiness follows the database${skipReason}`, () => {
  const url = new URL(pgUrl ?? 'postgresql://localhost');
  const outage = new Outage({ host: url.hostname, port: Number(url.port || 5432) });
  let db: Database;

  beforeAll(async () => {
    await outage.up();
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(outage.port);
    db = await createDb({ databaseUrl: relayed.toString(), migrate: false });
  });
  afterAll(async () => {
    await db.close();
    await outage.down();
    await testDb.drop();
  });

  it('reports 503 when the database is unreachable and recovers by itself', async () => {
    const app = await buildServer({ env: loadEnv(TEST_ENV), db });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await outage.down();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        detail: 'The database is not reachable.',
        redis: 'not configured',
      });
      // The process itself is fine: liveness must not flap with the database.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      await outage.up();
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

if (!pgUrl) afterAll(() => testDb.drop());
