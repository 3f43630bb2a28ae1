import type { FastifyInstance } from 'fastify';
import type { Database } from '@margin/db';

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
 */
export async function registerHealth(app: FastifyInstance, db: Database): Promise<void> {
  const notRateLimited = { config: { rateLimit: false } };
  // Liveness probes arrive every few seconds and say nothing worth a log line.
  app.get('/healthz', { ...notRateLimited, logLevel: 'silent' }, async () => ({ status: 'ok' }));
  app.get('/readyz', notRateLimited, async (req, reply) => {
    try {
      await withTimeout(db.ping(), READY_TIMEOUT_MS);
      return { status: 'ready', database: db.kind };
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable', detail: 'The database is not reachable.' });
    }
  });
}
