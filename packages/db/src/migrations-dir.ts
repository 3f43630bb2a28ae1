// Finding and reading prisma/migrations, in exactly the layout `prisma migrate deploy` reads:
// <dir>/migration_lock.toml and <dir>/<name>/migration.sql, applied in name order (names start with a timestamp).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MigrationFile {
  /** Folder name, e.g. 20250101120000_init; recorded as `migration_name`. */
  name: string;
  sql: string;
  /** sha256 (hex) of the file's bytes, as Prisma records it in `_prisma_migrations.checksum`. */
  checksum: string;
}

const LOCK_FILE = 'migration_lock.toml';

function isMigrationsDir(dir: string): boolean {
  return existsSync(join(dir, LOCK_FILE)) && statSync(dir).isDirectory();
}

/**
 * Folders to start the upward search from: this module's own location first (it sits inside the checkout or
 * deployment whose migrations belong to this code), then the working directory.
 */
function searchStarts(): string[] {
  const starts: string[] = [];
  // From source this is packages/db/src; in an esbuild ESM bundle it is the bundle (apps/server/dist/main.js).
  // Both lie inside the repository, so walking up finds prisma/migrations either way.
  if (typeof import.meta.url === 'string' && import.meta.url.startsWith('file:')) {
    starts.push(dirname(fileURLToPath(import.meta.url)));
  }
  starts.push(process.cwd());
  return starts;
}

/**
 * Locates `prisma/migrations` by walking up from this module's directory, then from process.cwd().
 * Throws with the places it looked when there is none (pass `migrationsDir` explicitly in unusual deployments).
 */
export function findMigrationsDir(): string {
  const tried: string[] = [];
  for (const start of searchStarts()) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, 'prisma', 'migrations');
      tried.push(candidate);
      if (isMigrationsDir(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(
    `Could not find prisma/migrations (with ${LOCK_FILE}) above ${searchStarts().join(' or ')}. ` +
      `Pass migrationsDir explicitly. Looked in: ${tried.join(', ')}`,
  );
}

export function checksumOf(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** All migrations in the folder, sorted by name. A folder without migration.sql is an error, as in Prisma. */
export function readMigrations(migrationsDir: string): MigrationFile[] {
  if (!isMigrationsDir(migrationsDir)) {
    throw new Error(`${migrationsDir} is not a migrations folder (no ${LOCK_FILE})`);
  }
  const names = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    // Plain code-unit order: names begin with a UTC timestamp, and unlike localeCompare this never depends on the
    // machine's locale.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => {
    const file = join(migrationsDir, name, 'migration.sql');
    if (!existsSync(file)) throw new Error(`Migration ${name} has no migration.sql (${file})`);
    const bytes = readFileSync(file);
    return { name, sql: bytes.toString('utf8'), checksum: checksumOf(bytes) };
  });
}
