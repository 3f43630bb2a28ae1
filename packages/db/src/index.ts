// @margin/db: the database layer. createDb() gives a migrated Prisma client over PostgreSQL (DATABASE_URL) or, by
// default, over an embedded PostgreSQL kept in the app's data folder.
import type { Database } from './database';
import { embeddedDatabase, postgresDatabase } from './database';
import { MEMORY, openEmbedded } from './embedded';
import { migrate, type MigrationTarget } from './migrate';
import { createPool, isPostgresUrl } from './postgres';

export type { Database } from './database';
export { migrate, MigrationHistoryError } from './migrate';
export type { MigrateOptions, MigrateResult, MigrationTarget } from './migrate';
export { findMigrationsDir, readMigrations } from './migrations-dir';
export type { MigrationFile } from './migrations-dir';

export { Prisma } from './generated/prisma/client';
export type {
  PrismaClient,
  User,
  Session,
  PasswordResetToken,
  SignInToken,
  EmailVerificationToken,
  LoginAttempt,
  Subscription,
  Payment,
  ProcessedPaymentEvent,
  Share,
  Product,
  SalesRecord,
  CalculationEvent,
  MarketplaceConnection,
  MarketplaceOAuthState,
  MarketplaceCacheEntry,
  ExchangeRate,
  AdminUser,
  AdminSession,
  AdminPasswordHistory,
  AdminActivityLog,
  OutgoingEmail,
} from './generated/prisma/client';
export {
  EmailStatus,
  LoginScope,
  PaymentProvider,
  PaymentStatus,
  SubscriptionStatus,
} from './generated/prisma/enums';

export interface CreateDbOptions {
  /** `postgresql://...` for a PostgreSQL server. Unset or empty: the embedded database. */
  databaseUrl?: string;
  /** Embedded only: the app's data folder (the database goes to `<dataDir>/pglite`); `'memory'` (the default) keeps
   *  it in memory. */
  dataDir?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Defaults to findMigrationsDir(). */
  migrationsDir?: string;
  log?: (msg: string) => void;
}

/** The URL without its password, for logs. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql://(unparseable url)';
  }
}

async function migrateUnlessDisabled(
  target: MigrationTarget,
  options: CreateDbOptions,
  log: (msg: string) => void,
) {
  if (options.migrate === false) return 'not migrated';
  const result = await migrate(target, { migrationsDir: options.migrationsDir, log });
  return result.applied.length ? `applied ${result.applied.length} migration(s)` : 'schema up to date';
}

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const url = options.databaseUrl?.trim();

  if (url) {
    if (!isPostgresUrl(url)) {
      throw new Error(
        `Unsupported database URL ${describeUrl(url)}: expected postgresql://user@host:port/database`,
      );
    }
    const pool = createPool(url, log);
    try {
      const state = await migrateUnlessDisabled({ kind: 'postgres', pool }, options, log);
      log(`database: PostgreSQL at ${describeUrl(url)} (${state}, ${elapsed()})`);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return postgresDatabase(pool);
  }

  const dataDir = options.dataDir?.trim() || MEMORY;
  const embedded = await openEmbedded({ dataDir });
  try {
    const state = await migrateUnlessDisabled({ kind: 'pglite', db: embedded.pglite }, options, log);
    log(
      `database: embedded PostgreSQL ${embedded.dir ? `in ${embedded.dir}` : 'in memory (data is lost on exit)'} (${state}, ${elapsed()})`,
    );
  } catch (error) {
    await embedded.close();
    throw error;
  }
  return embeddedDatabase(embedded);
}
