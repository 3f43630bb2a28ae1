import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '@margin/db';
import { redisState } from '../redis-watch';

const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process is alive (for restarts). `/readyz`: it can serve, i.e. the database answers
 * (for load balancers). Readiness is checked on every call, so it recovers by itself when the database does.
 * Redis is reported but never makes a server unready: every server shares it, so failing them all would turn a
 * Redis outage into a total one, while the limits it holds fall back to each server's memory meanwhile.
 */
export async function registerHealth(app: FastifyInstance, db: Database, redis?: Redis): Promise<void> {
  const notRateLimited = { config: { rateLimit: false as const } };
  // Liveness probes arrive every few seconds and say nothing worth a log line.
  app.get('/healthz', { ...notRateLimited, logLevel: 'silent' }, async () => ({ status: 'ok' }));
  app.get('/readyz', notRateLimited, async (req, reply) => {
    const [database, redisNow] = await Promise.allSettled([
      withTimeout(db.ping(), READY_TIMEOUT_MS),
      redisState(redis),
    ]);
    const redisReport = redisNow.status === 'fulfilled' ? redisNow.value : 'down';
    if (database.status === 'rejected') {
      req.log.warn({ err: database.reason as unknown }, 'database not ready');
      return reply
        .code(503)
        .send({ status: 'unavailable', detail: 'The database is not reachable.', redis: redisReport });
    }
    return { status: 'ready', database: db.kind, redis: redisReport };
  });
}
