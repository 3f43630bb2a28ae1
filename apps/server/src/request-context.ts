import type { FastifyRequest } from 'fastify';
import { createContext, type Context } from '@margin/api';
import type { Database } from '@margin/db';

/** One context factory for tRPC and the REST shims, so both see the caller the same way. */
export function requestContextFactory(db: Database) {
  return async (req: FastifyRequest): Promise<Context> =>
    createContext({ db, ip: req.ip, requestId: String(req.id) });
}
