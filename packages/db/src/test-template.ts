// A migrated template database on the tests' PostgreSQL server, so each test database is a copy
// (`CREATE DATABASE ... TEMPLATE`, about 2 s) instead of an empty database migrated from scratch (several times
// longer on a loaded machine, for every test file).
//
// The template's name carries a hash of the migration files: every process of every run that has the same
// migrations shares one template, a branch with other migrations gets its own, and an edited migration can never
// be served from a stale copy. It is built once, under an advisory lock (test processes start in parallel), as
// `<name>_building`, and renamed only when complete, so a template that exists is a finished one. Nobody may
// connect to it afterwards: PostgreSQL refuses to copy a database that has sessions.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { migrate } from './migrate';
import { findMigrationsDir, readMigrations } from './migrations-dir';

const TEMPLATE_PREFIX = 'margin_template_';
// Any constant outside the migrator's own key; taken on the server's maintenance database.
const BUILD_LOCK_KEY = 7_270_736_950;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function connect(serverUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = await connect(serverUrl);
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The template's name for the migrations in the folder now (names and file checksums, in order). */
export function templateName(migrationsDir = findMigrationsDir()): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations(migrationsDir))
    hash.update(`${migration.name}\0${migration.checksum}\n`);
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

async function exists(client: pg.Client, database: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  return (rowCount ?? 0) > 0;
}

/** A backend lingers a moment after its client hangs up; rename and copy both need the database to be empty. */
async function closeSessions(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows.length === 0) return;
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The test template ${database} still has sessions after 5 s`);
}

async function buildTemplate(serverUrl: string, name: string): Promise<void> {
  const client = await connect(serverUrl);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK_KEY]);
    try {
      // Another process may have built it while this one waited for the lock.
      if (await exists(client, name)) return;
      const building = `${name}_building`;
      // Only a build that died half-way leaves one behind (the lock keeps builds one at a time).
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      await migrate({ kind: 'postgres', connectionString: withDatabase(serverUrl, building) });
      await client.query(`ALTER DATABASE "${building}" WITH ALLOW_CONNECTIONS false`);
      await closeSessions(client, building);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

const templates = new Map<string, Promise<string>>();

/** The name of a migrated template database on this server, built on first use. Once per process and server. */
export function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = (async () => {
      const name = templateName();
      const client = await connect(serverUrl);
      const ready = await exists(client, name).finally(() => client.end().catch(() => {}));
      if (!ready) await buildTemplate(serverUrl, name);
      return name;
    })();
    // A failed build is retried by the next caller instead of failing every later test file for good.
    template.catch(() => templates.delete(serverUrl));
    templates.set(serverUrl, template);
  }
  return template;
}
