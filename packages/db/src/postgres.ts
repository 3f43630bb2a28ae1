// Connection pool for a real PostgreSQL server (production, CI, and tests when one is reachable).
import pg from 'pg';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function createPool(connectionString: string, log: (msg: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    // Fail fast when the server is down, so /readyz answers within seconds instead of hanging; the pool opens fresh
    // connections on the next query, so it recovers by itself when the server is back.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    max: 10,
    keepAlive: true,
    // @prisma/adapter-pg reads timestamptz text by discarding the offset, i.e. it assumes the session speaks UTC.
    // A server or database configured with another time zone would silently shift every timestamp, so pin it.
    options: '-c TimeZone=UTC',
  });
  // Without a listener, an idle connection dropped by the server (restart, failover, pg_terminate_backend) emits
  // 'error' on the pool and crashes the process. PrismaPg listens too, but only while connected; this one covers
  // the migration before and the shutdown after. The pool discards that connection; nothing else to do.
  pool.on('error', (error) => log(`postgres: idle connection lost (${error.message}); it will be replaced`));
  return pool;
}
