// createDb(): the embedded database's life on disk, and the PostgreSQL pool's behaviour when the server misbehaves.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Database } from './index';
import { postgresForTests } from './test-helpers';
import { createTestDatabase } from './testing';

const postgres = await postgresForTests();
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'margin-data-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function track(db: Database): Database {
  cleanups.push(() => db.close());
  return db;
}

describe('embedded database', () => {
  it('is created and migrated on first start, and keeps its data across a restart', async () => {
    const dataDir = tempDataDir();
    const logs: string[] = [];
    const first = await createDb({ dataDir, log: (msg) => logs.push(msg) });
    expect(first.kind).toBe('embedded');
    expect(logs.join('\n')).toMatch(/applied 1 migration|applied \d+ migration/);
    await first.prisma.user.create({ data: { email: 'kept@example.com', isTestAccount: true } });
    await first.close();

    logs.length = 0;
    const second = track(await createDb({ dataDir, log: (msg) => logs.push(msg) }));
    expect(logs.join('\n')).toMatch(/schema up to date/);
    expect(logs.join('\n')).toContain(join(dataDir, 'pglite'));
    const user = await second.prisma.user.findUnique({ where: { email: 'kept@example.com' } });
    expect(user).toMatchObject({ email: 'kept@example.com', isTestAccount: true });
  });

  it('refuses to open a data folder that is already open, and opens it again once closed', async () => {
    const dataDir = tempDataDir();
    const first = await createDb({ dataDir });
    await expect(createDb({ dataDir })).rejects.toThrow(/already open in this process/);
    await first.close();
    const again = track(await createDb({ dataDir }));
    await expect(again.ping()).resolves.toBeUndefined();
  });

  it('refuses a data folder locked by another live process, and takes over a stale lock', async () => {
    const dataDir = tempDataDir();
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const lockFile = join(dataDir, 'pglite.lock');

    writeFileSync(lockFile, String(process.ppid)); // a process that certainly exists
    await expect(createDb({ dataDir })).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));

    const exited = spawnSync(process.execPath, ['-e', '']).pid; // a process that certainly no longer exists
    writeFileSync(lockFile, String(exited));
    const db = track(await createDb({ dataDir }));
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('defaults to an in-memory database; close is idempotent and ping fails afterwards', async () => {
    const db = await createDb();
    expect(db.kind).toBe('embedded');
    await db.ping();
    await db.close();
    await db.close();
    await expect(db.ping()).rejects.toThrow();
  });

  it('can skip migrations', async () => {
    const db = track(await createDb({ migrate: false }));
    const rows = await db.prisma.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'`;
    expect(rows[0]?.n).toBe(0);
  });
});

describe('database URLs', () => {
  it('rejects URLs of other databases, without echoing the password', async () => {
    await expect(createDb({ databaseUrl: 'mysql://root:secret@localhost/app' })).rejects.toThrow(
      /Unsupported database URL mysql:\/\/root:\*\*\*@/,
    );
  });
});

/** A TCP server that accepts connections and never says a word, like a hung database host. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('PostgreSQL pool', () => {
  it('ping fails fast when nothing listens', async () => {
    const server = await silentServer();
    await server.close(); // the port is now closed
    const db = track(
      await createDb({ databaseUrl: `postgresql://postgres@127.0.0.1:${server.port}/none`, migrate: false }),
    );
    expect(db.kind).toBe('postgres');
    const started = performance.now();
    await expect(db.ping()).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(3500);
  });

  it('ping gives up after the connect timeout when the server hangs', async () => {
    const server = await silentServer();
    cleanups.push(() => server.close());
    const db = track(
      await createDb({ databaseUrl: `postgresql://postgres@127.0.0.1:${server.port}/none`, migrate: false }),
    );
    const started = performance.now();
    await expect(db.ping()).rejects.toThrow();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(6000);
  });

  it.skipIf(!postgres.url)(
    `recovers by itself after the server drops its connections${postgres.skipReason}`,
    async () => {
      const test = await createTestDatabase({ kind: 'postgres' });
      cleanups.push(() => test.drop());
      const { db } = test;
      await Promise.all([db.ping(), db.ping(), db.ping()]); // several pooled connections, now idle

      const admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);

      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(db.ping()).resolves.toBeUndefined();
      expect(await db.prisma.user.count()).toBe(0);
    },
  );

  it.skipIf(!postgres.url)(
    `reads and writes instants correctly when the database's time zone is not UTC${postgres.skipReason}`,
    async () => {
      const test = await createTestDatabase({ kind: 'postgres' });
      cleanups.push(() => test.drop());
      await test.db.close();
      const name = new URL(test.url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
      await admin.query(`ALTER DATABASE "${name}" SET timezone TO 'America/New_York'`);
      await admin.end();

      // Control: an ordinary connection now speaks New York time, so the assertions below mean something.
      const plain = new pg.Client({ connectionString: test.url });
      await plain.connect();
      const { rows } = await plain.query<{ TimeZone: string }>('SHOW timezone');
      await plain.end();
      expect(rows[0]?.TimeZone).toBe('America/New_York');

      const db = track(await createDb({ databaseUrl: test.url }));
      const instant = new Date('2030-06-01T12:00:00.000Z');
      const user = await db.prisma.user.create({ data: { email: 'tz@example.com', trialEndsAt: instant } });
      const read = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(read.trialEndsAt?.toISOString()).toBe(instant.toISOString());
      const raw = await db.prisma.$queryRaw<{ utc: string }[]>`
      SELECT to_char(trial_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS utc FROM users WHERE id = ${user.id}`;
      expect(raw[0]?.utc).toBe('2030-06-01T12:00:00');
    },
  );
});
