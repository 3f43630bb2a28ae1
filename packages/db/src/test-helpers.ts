// Shared by this package's own tests (not exported).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMigrationsDir } from './migrations-dir';
import { DEFAULT_TEST_POSTGRES_URL, findTestPostgres } from './testing';

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

/** A throwaway copy of prisma/migrations that a test may edit. */
export function copyOfMigrations(): { dir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'margin-migrations-'));
  const dir = join(root, 'migrations');
  cpSync(findMigrationsDir(), dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
