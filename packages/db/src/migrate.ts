// Runtime migrator: applies pending prisma/migrations folders at startup without Prisma's schema engine.
//
// Why not the engine: the native binary cannot be downloaded here, and the WebAssembly build takes 10+ s per run.
// Applying the SQL files ourselves takes milliseconds. To stay interchangeable with `prisma migrate deploy`, we keep
// Prisma's bookkeeping exactly: the same `_prisma_migrations` table and columns, sha256 checksums of the files,
// and the same advisory lock key, so either tool sees the other's work as applied and they never run concurrently.
import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { findMigrationsDir, readMigrations, type MigrationFile } from './migrations-dir';

/** The advisory lock key Prisma's schema engine takes around `migrate deploy` (keeps both tools mutually exclusive). */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;

export type MigrationTarget =
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; db: PGlite };

export interface MigrateOptions {
  /** Defaults to findMigrationsDir(). */
  migrationsDir?: string;
  log?: (msg: string) => void;
}

export interface MigrateResult {
  /** Names of the migrations applied by this call, in order (empty when the database was up to date). */
  applied: string[];
  /** Number of migrations in the folder. */
  total: number;
}

/** Raised when the database's migration history cannot be reconciled with the folder; the server must not start. */
export class MigrationHistoryError extends Error {
  override name = 'MigrationHistoryError';
}

// Prisma's own definition (schema-engine, postgres flavour), so `prisma migrate deploy` accepts a table we created.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/** The little the migrator needs from a connection. */
interface SqlExecutor {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
}

/** One session, so the advisory lock and every transaction live on the same connection. */
interface SqlSession extends SqlExecutor {
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  lock(): Promise<void>;
  unlock(): Promise<void>;
  release(): Promise<void>;
}

function pgExecutor(client: pg.ClientBase): SqlExecutor {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    exec: async (script) => {
      await client.query(script);
    },
  };
}

async function postgresSession(target: Extract<MigrationTarget, { kind: 'postgres' }>): Promise<SqlSession> {
  let client: pg.ClientBase;
  let release: () => Promise<void>;
  if ('pool' in target) {
    const pooled = await target.pool.connect();
    client = pooled;
    // Closed rather than returned to the pool, so no session state (the advisory lock if unlocking failed, an
    // aborted transaction) can leak into connections the app uses later. It is one connection per start.
    // Resolves only once the connection has really closed, so a caller that drops the database or ends the
    // pool next cannot race a half-closed connection into an unhandled 'error'.
    release = () =>
      new Promise<void>((resolve) => {
        const onRemove = (removed: pg.PoolClient) => {
          if (removed !== pooled) return;
          target.pool.off('remove', onRemove);
          resolve();
        };
        target.pool.on('remove', onRemove);
        pooled.release(true);
      });
  } else {
    const own = new pg.Client({ connectionString: target.connectionString, connectionTimeoutMillis: 3000 });
    own.on('error', () => {}); // a dropped connection surfaces as a failed query instead of an uncaught 'error'
    await own.connect();
    client = own;
    release = () => own.end();
  }
  const executor = pgExecutor(client);
  return {
    ...executor,
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(executor);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    lock: async () => {
      await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
    },
    unlock: async () => {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
    },
    release,
  };
}

function pgliteExecutor(db: PGlite | PGliteTransaction): SqlExecutor {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
  };
}

function pgliteSession(db: PGlite): SqlSession {
  return {
    ...pgliteExecutor(db),
    // PGlite's own transaction() rolls back when the callback throws.
    transaction: (fn) => db.transaction((tx) => fn(pgliteExecutor(tx))),
    // A PGlite database belongs to one process (createDb holds a lock file), so there is nobody to exclude.
    lock: async () => {},
    unlock: async () => {},
    release: async () => {},
  };
}

/** Decides what to apply; refuses histories that `prisma migrate deploy` would also refuse or that were tampered with. */
export function planMigrations(
  migrations: MigrationFile[],
  appliedRows: AppliedRow[],
  log: (msg: string) => void = () => {},
): MigrationFile[] {
  const onDisk = new Map(migrations.map((m) => [m.name, m]));
  const done = new Set<string>();
  for (const row of appliedRows) {
    if (row.rolled_back_at !== null) continue; // marked rolled back: kept as audit trail only, as in Prisma
    if (row.finished_at === null) {
      throw new MigrationHistoryError(
        `Migration ${row.migration_name} failed earlier and is still marked as failed in _prisma_migrations. ` +
          `Fix the database by hand, then mark it with \`prisma migrate resolve --rolled-back ${row.migration_name}\` ` +
          `(or --applied) before starting again.`,
      );
    }
    const file = onDisk.get(row.migration_name);
    if (!file) {
      // E.g. an older build running against a newer database. Prisma tolerates this too; say so loudly.
      log(
        `warning: migration ${row.migration_name} is applied in the database but missing from the migrations folder`,
      );
      continue;
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationHistoryError(
        `Migration ${row.migration_name} was modified after it was applied: the checksum of its migration.sql ` +
          `(${file.checksum}) differs from the one recorded in _prisma_migrations (${row.checksum}). ` +
          `Applied migrations must not be edited; restore the file and put the change in a new migration.`,
      );
    }
    done.add(row.migration_name);
  }
  return migrations.filter((m) => !done.has(m.name));
}

async function applyOne(session: SqlSession, migration: MigrationFile): Promise<void> {
  // One transaction per migration: a failing script leaves neither half its changes nor a failed history row
  // behind, so fixing the file and restarting simply retries it. (Statements that cannot run inside a transaction,
  // like CREATE INDEX CONCURRENTLY, are therefore not supported in migrations.)
  await session.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count")
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    try {
      await tx.exec(migration.sql);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    await tx.query(
      `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1`,
      [id],
    );
  });
}

async function openSession(target: MigrationTarget): Promise<SqlSession> {
  return target.kind === 'pglite' ? pgliteSession(target.db) : postgresSession(target);
}

/** Applies every pending migration in order. Safe to call on every start and from several servers at once. */
export async function migrate(target: MigrationTarget, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrationsDir = options.migrationsDir ?? findMigrationsDir();
  const migrations = readMigrations(migrationsDir);
  const session = await openSession(target);
  try {
    await session.lock();
    try {
      await session.exec(CREATE_MIGRATIONS_TABLE);
      const rows = await session.query<AppliedRow>(
        `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"`,
      );
      const pending = planMigrations(migrations, rows, log);
      for (const migration of pending) {
        const started = performance.now();
        await applyOne(session, migration);
        log(`applied migration ${migration.name} (${Math.round(performance.now() - started)} ms)`);
      }
      return { applied: pending.map((m) => m.name), total: migrations.length };
    } finally {
      // Best effort: if the connection died, ending the session below releases the lock anyway, and the original
      // error is the one worth reporting.
      await session.unlock().catch(() => {});
    }
  } finally {
    await session.release();
  }
}
