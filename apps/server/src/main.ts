import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createDb } from '@margin/db';
import { EnvError, loadEnv, publicUrl, resolveDataDir } from './env';
import { adminSetupNotice } from './admin-notice';
import { appDirs } from './app-paths';
import { serverLogStream } from './log-stream';
import { buildServer } from './server';
import { recordServerUrl } from './server-url';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const startedAt = performance.now();
  const dataDir = resolveDataDir(env);
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  // Fail fast rather than queue while Redis is down (the limits then count in memory); buildServer connects it
  // once its errors have a listener, so ioredis never prints them outside the log.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  // The log goes out asynchronously (log-stream.ts): what is left is written when the process exits (also by
  // process.exit below).
  const logStream = serverLogStream(1);
  const app = await buildServer({ env, db, redis, schedules: true, logStream, ...appDirs(env) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await db.close();
    // QUIT needs a connection; during a Redis outage just stop reconnecting.
    await redis?.quit().catch(() => redis.disconnect());
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  // The port it got (PORT=0 takes any free one), for this banner and for the commands run beside it.
  const { port } = app.server.address() as AddressInfo;
  const base = publicUrl(env, port);
  recordServerUrl(env, base);
  const ms = Math.round(performance.now() - startedAt);
  const where = db.kind === 'embedded' ? `embedded database in ${dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `  Margin is running (${where}, ready in ${ms} ms)`,
      `  Seller app:  ${base}/`,
      `  Admin app:   ${base}/admin/`,
      `  REST API:    ${base}/api/openapi.json`,
      `  E-mail:      ${env.SMTP_URL ? 'SMTP' : `outbox folder ${path.join(dataDir, 'outbox')} (links also in this log)`}`,
      `  Payments:    ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'built-in test checkout (no card is taken)'}`,
      `  Health:      ${base}/healthz  ${base}/readyz`,
      '',
    ].join('\n'),
  );
  // No default admin and no default password: the first one is made on purpose, with the same settings.
  const notice = await adminSetupNotice(db);
  if (notice) {
    app.log.warn('no admin account exists yet: create one with `pnpm admin:create <username>`');
    console.log(notice);
  }
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
