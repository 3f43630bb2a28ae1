// The Database handle the rest of the app gets: a Prisma client over a driver adapter, plus health and shutdown.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type pg from 'pg';
import type { EmbeddedDatabase } from './embedded';
import { PrismaClient } from './generated/prisma/client';

export interface Database {
  prisma: PrismaClient;
  kind: 'postgres' | 'embedded';
  /** Runs `SELECT 1`; throws when the database does not answer (used by /readyz). */
  ping(): Promise<void>;
  /** Disconnects Prisma and closes the pool or the embedded database. Safe to call more than once. */
  close(): Promise<void>;
}

function makeDatabase(kind: Database['kind'], prisma: PrismaClient, shutdown: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    prisma,
    kind,
    async ping() {
      await prisma.$queryRaw`SELECT 1`;
    },
    close() {
      closing ??= (async () => {
        try {
          await prisma.$disconnect();
        } finally {
          await shutdown();
        }
      })();
      return closing;
    },
  };
}

/** Wraps a pool we own: closing the Database ends the pool. */
export function postgresDatabase(pool: pg.Pool): Database {
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return makeDatabase('postgres', prisma, () => pool.end());
}

/** Wraps an open embedded database: closing the Database closes it (and frees its folder lock). */
export function embeddedDatabase(embedded: EmbeddedDatabase): Database {
  // PGlite is one session: while an interactive transaction runs, every other query waits for it. Inside
  // prisma.$transaction(async (tx) => ...) always use `tx`; a query on the outer client would wait for the
  // transaction's own timeout (PostgreSQL would run it on another connection instead).
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(embedded.pglite) });
  return makeDatabase('embedded', prisma, () => embedded.close());
}
