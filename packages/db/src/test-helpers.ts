// Shared by this package's own tests (not exported).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMigrationsDir } from './migrations-dir';
export { postgresForTests } from './testing';

/** A throwaway copy of prisma/migrations that a test may edit. */
export function copyOfMigrations(): { dir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'margin-migrations-'));
  const dir = join(root, 'migrations');
  cpSync(findMigrationsDir(), dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
