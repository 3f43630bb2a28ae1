import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY, openEmbedded } from './embedded';
import { migrate, MigrationHistoryError, type MigrationTarget } from './migrate';
import { findMigrationsDir } from './migrations-dir';
import { copyOfMigrations, postgresForTests } from './test-helpers';
import { createTestDatabase } from './testing';

/** A fresh, empty (unmigrated) database plus a way to look inside it. */
interface Backend {
  target: MigrationTarget;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

// initdb for every embedded test would cost seconds each; a snapshot of a blank database loads much faster.
let blankSnapshot: Promise<Blob> | undefined;

async function embeddedBackend(): Promise<Backend> {
  blankSnapshot ??= (async () => {
    const blank = await openEmbedded({ dataDir: MEMORY });
    const dump = await blank.pglite.dumpDataDir('none');
    await blank.close();
    return dump;
  })();
  const embedded = await openEmbedded({ dataDir: MEMORY, loadDataDir: await blankSnapshot });
  const db: PGlite = embedded.pglite;
  return {
    target: { kind: 'pglite', db },
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    close: () => embedded.close(),
  };
}

async function postgresBackend(): Promise<Backend> {
  const test = await createTestDatabase({ kind: 'postgres', migrate: false });
  const url = test.url ?? '';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    target: { kind: 'postgres', connectionString: url },
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    close: async () => {
      await client.end();
      await test.drop();
    },
  };
}

const postgres = await postgresForTests();
const expectedNames = readdirSync(findMigrationsDir(), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

const cases = [
  { name: 'embedded (PGlite)', open: embeddedBackend, skip: false },
  { name: `PostgreSQL${postgres.skipReason}`, open: postgresBackend, skip: !postgres.url },
];

describe.each(cases)('migrate on $name', ({ open, skip }) => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function fresh(): Promise<Backend> {
    const backend = await open();
    cleanups.push(() => backend.close());
    return backend;
  }
  function editableMigrations(): string {
    const copy = copyOfMigrations();
    cleanups.push(() => copy.remove());
    return copy.dir;
  }

  it.skipIf(skip)('applies every migration to an empty database, and a second run is a no-op', async () => {
    expect(expectedNames.length).toBeGreaterThan(0);
    const db = await fresh();
    const first = await migrate(db.target);
    expect(first).toEqual({ applied: expectedNames, total: expectedNames.length });
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'payments', '_prisma_migrations']),
    );

    const second = await migrate(db.target);
    expect(second.applied).toEqual([]);
    const rows = await db.query<MigrationRow>(`SELECT * FROM "_prisma_migrations"`);
    expect(rows).toHaveLength(expectedNames.length);
  });

  it.skipIf(skip)('records each migration in _prisma_migrations the way Prisma does', async () => {
    const db = await fresh();
    await migrate(db.target);
    const rows = await db.query<MigrationRow>(`SELECT * FROM "_prisma_migrations" ORDER BY "migration_name"`);
    expect(rows.map((r) => r.migration_name)).toEqual(expectedNames);
    for (const row of rows) {
      const file = readFileSync(join(findMigrationsDir(), row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
  });

  it.skipIf(skip)('refuses to run when an applied migration file was edited', async () => {
    const db = await fresh();
    const dir = editableMigrations();
    await migrate(db.target, { migrationsDir: dir });
    const first = expectedNames[0]!;
    appendFileSync(join(dir, first, 'migration.sql'), '\n-- an innocent-looking edit\n');
    await expect(migrate(db.target, { migrationsDir: dir })).rejects.toThrow(
      new RegExp(`Migration ${first} was modified after it was applied`),
    );
  });

  it.skipIf(skip)('refuses to run when a recorded checksum was tampered with', async () => {
    const db = await fresh();
    await migrate(db.target);
    await db.query(`UPDATE "_prisma_migrations" SET "checksum" = $1 WHERE "migration_name" = $2`, [
      '0'.repeat(64),
      expectedNames[0],
    ]);
    const attempt = migrate(db.target);
    await expect(attempt).rejects.toBeInstanceOf(MigrationHistoryError);
    await expect(attempt).rejects.toThrow(/checksum/);
  });

  it.skipIf(skip)('refuses a history with a failed migration, like prisma migrate deploy', async () => {
    const db = await fresh();
    await migrate(db.target);
    await db.query(`UPDATE "_prisma_migrations" SET "finished_at" = NULL WHERE "migration_name" = $1`, [
      expectedNames[0],
    ]);
    await expect(migrate(db.target)).rejects.toThrow(/failed earlier.*prisma migrate resolve/s);
  });

  it.skipIf(skip)('ignores rows marked rolled back and re-applies that migration', async () => {
    const db = await fresh();
    const dir = editableMigrations();
    await migrate(db.target, { migrationsDir: dir });
    mkdirSync(join(dir, '29990101000000_extra'));
    writeFileSync(
      join(dir, '29990101000000_extra', 'migration.sql'),
      'CREATE TABLE "extra" ("id" INTEGER);\n',
    );
    await migrate(db.target, { migrationsDir: dir });
    // What `prisma migrate resolve --rolled-back` leaves after someone undid the migration by hand.
    await db.query(`DROP TABLE "extra"`);
    await db.query(
      `UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = '29990101000000_extra'`,
    );
    const again = await migrate(db.target, { migrationsDir: dir });
    expect(again.applied).toEqual(['29990101000000_extra']);
  });

  it.skipIf(skip)('rolls a failing migration back completely, and applies it once fixed', async () => {
    const db = await fresh();
    const dir = editableMigrations();
    await migrate(db.target, { migrationsDir: dir });
    const broken = '29991231235959_broken';
    mkdirSync(join(dir, broken));
    const file = join(dir, broken, 'migration.sql');
    writeFileSync(file, 'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT 1 / 0;\n');

    await expect(migrate(db.target, { migrationsDir: dir })).rejects.toThrow(
      /Migration 29991231235959_broken failed: division by zero/,
    );
    const leftovers = await db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(leftovers).toHaveLength(0);
    const rows = await db.query(`SELECT 1 FROM "_prisma_migrations" WHERE "migration_name" = $1`, [broken]);
    expect(rows).toHaveLength(0);

    writeFileSync(file, 'CREATE TABLE "half_done" ("id" INTEGER);\n');
    expect((await migrate(db.target, { migrationsDir: dir })).applied).toEqual([broken]);
  });
});

describe.skipIf(!postgres.url)(
  `migrate with several servers starting at once on PostgreSQL${postgres.skipReason}`,
  () => {
    it('applies each migration exactly once (advisory lock)', async () => {
      const test = await createTestDatabase({ kind: 'postgres', migrate: false });
      const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: test.url, max: 1 }));
      // As the app's own pool does: a connection lost while idle is replaced, not an uncaught error.
      for (const pool of pools) pool.on('error', () => {});
      try {
        const results = await Promise.all(pools.map((pool) => migrate({ kind: 'postgres', pool })));
        const appliedCount = results.reduce((sum, r) => sum + r.applied.length, 0);
        expect(appliedCount).toBe(expectedNames.length);
        const check = pools[0]!;
        const { rows } = await check.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "_prisma_migrations"`,
        );
        expect(rows[0]?.n).toBe(expectedNames.length);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await test.drop();
      }
    });
  },
);
