// Test helpers: each call gives a fresh, migrated, isolated database.
//
// - PostgreSQL when one is available: TEST_DATABASE_URL, or the local default server if it answers quickly.
//   The server may be shared with other runs, so every test database gets a unique name and is dropped after.
// - Otherwise an in-memory embedded PostgreSQL (PGlite), so tests also run on a machine without any server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedDatabase, type Database } from './database';
import { MEMORY, openEmbedded } from './embedded';
import { createDb } from './index';
import { migrate } from './migrate';
import { adminQuery, migratedTemplate, withDatabase } from './test-template';

export const DEFAULT_TEST_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const PROBE_TIMEOUT_MS = 500;

export interface TestDatabase {
  db: Database;
  /** Connection URL of the test database (PostgreSQL only). */
  url?: string;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** 'auto' (default): PostgreSQL when reachable, else embedded. 'postgres' throws when none is reachable. */
  kind?: 'auto' | 'postgres' | 'embedded';
  /** Apply the migrations (default true). Off only for tests of the migrator itself. */
  migrate?: boolean;
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let probe: Promise<string | null> | undefined;

/**
 * The PostgreSQL server tests should use (a URL to an existing database we may CREATE DATABASE from), or null.
 * TEST_DATABASE_URL is taken as given (an unreachable one fails loudly later instead of silently falling back);
 * TEST_DATABASE_URL=embedded forces the embedded fallback. The probe of the default server runs once per process.
 */
export function findTestPostgres(): Promise<string | null> {
  probe ??= (async () => {
    // Test configuration, read here rather than through an app's env.ts: this module only runs under a test runner.
    const configured = process.env.TEST_DATABASE_URL?.trim();
    if (configured === 'embedded') return null;
    if (configured) return configured;
    return (await answers(DEFAULT_TEST_POSTGRES_URL, PROBE_TIMEOUT_MS)) ? DEFAULT_TEST_POSTGRES_URL : null;
  })();
  return probe;
}

async function createPostgresTestDatabase(serverUrl: string, runMigrations: boolean): Promise<TestDatabase> {
  // Unique per process and call; the pid helps to trace a leftover back to the run that made it.
  const name = `margin_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // A migrated database is a copy of the migrated template; the migrator still runs on it, as a no-op that proves
  // its history matches the files.
  const template = runMigrations ? ` TEMPLATE "${await migratedTemplate(serverUrl)}"` : '';
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template}`);
  const url = withDatabase(serverUrl, name);
  let db: Database;
  try {
    db = await createDb({ databaseUrl: url, migrate: runMigrations });
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  let dropped: Promise<void> | undefined;
  return {
    db,
    url,
    drop() {
      dropped ??= (async () => {
        await db.close().catch(() => {});
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      })();
      return dropped;
    },
  };
}

// initdb in WebAssembly takes seconds; loading a snapshot of an already migrated database takes a fraction of it.
// One snapshot per process (it is only valid for the migrations present when it was made).
let migratedSnapshot: Promise<Blob> | undefined;

function snapshotOfMigratedDatabase(): Promise<Blob> {
  migratedSnapshot ??= (async () => {
    const template = await openEmbedded({ dataDir: MEMORY });
    try {
      await migrate({ kind: 'pglite', db: template.pglite });
      return await template.pglite.dumpDataDir('none');
    } finally {
      await template.close();
    }
  })();
  return migratedSnapshot;
}

async function createEmbeddedTestDatabase(runMigrations: boolean): Promise<TestDatabase> {
  const embedded = await openEmbedded(
    runMigrations
      ? { dataDir: MEMORY, loadDataDir: await snapshotOfMigratedDatabase() }
      : { dataDir: MEMORY },
  );
  // Even from the snapshot, run the migrator: a no-op that proves the history matches the files.
  if (runMigrations) await migrate({ kind: 'pglite', db: embedded.pglite });
  const db = embeddedDatabase(embedded);
  return { db, drop: () => db.close() };
}

/** A new, empty, migrated database for one test file (or test). Call drop() when done. */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = options.kind ?? 'auto';
  const runMigrations = options.migrate ?? true;
  if (kind !== 'embedded') {
    const serverUrl = await findTestPostgres();
    if (serverUrl) return createPostgresTestDatabase(serverUrl, runMigrations);
    if (kind === 'postgres') {
      throw new Error(
        `No PostgreSQL for tests: set TEST_DATABASE_URL or start one at ${DEFAULT_TEST_POSTGRES_URL}`,
      );
    }
  }
  return createEmbeddedTestDatabase(runMigrations);
}

/**
 * The PostgreSQL server for tests, or null. PostgreSQL runs on this machine and on CI; elsewhere its tests are
 * skipped with the reason in their name, except on CI (CI set), where a missing server fails the run instead.
 */
export async function postgresForTests(): Promise<{ url: string | null; skipReason: string }> {
  const url = await findTestPostgres();
  if (!url && process.env.CI && process.env.TEST_DATABASE_URL !== 'embedded') {
    throw new Error(
      `CI is set but no PostgreSQL answers (TEST_DATABASE_URL or ${DEFAULT_TEST_POSTGRES_URL})`,
    );
  }
  return {
    url,
    skipReason: url ? '' : ` (skipped: no PostgreSQL at TEST_DATABASE_URL or ${DEFAULT_TEST_POSTGRES_URL})`,
  };
}
