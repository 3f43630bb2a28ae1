import type { FastifyRequest } from 'fastify';
import {
  asServiceUnavailable,
  createContext,
  isAdminToken,
  resolveAdminSession,
  resolveSession,
  type Context,
  type Services,
} from '@margin/api';
import type { Database } from '@margin/db';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function rethrowAsServiceUnavailable(error: unknown): never {
  throw asServiceUnavailable(error);
}

/**
 * One context factory for tRPC and the REST shims, so both see the caller the same way: the seller is whoever
 * the `Authorization: Bearer` session belongs to (the product sets no cookies), never a user id in the request.
 * An operator's token (`adm_...`) is looked up among admin sessions only and fills `admin`, never `user`; a
 * seller's token is never looked up there, so neither kind opens the other's procedures.
 */
export function requestContextFactory(db: Database, services: Services) {
  return async (req: FastifyRequest): Promise<Context> => {
    const token = bearerToken(req.headers.authorization);
    const adminToken = token !== null && isAdminToken(token);
    // The session lookup runs before any procedure, so its outage needs the same 503 as theirs.
    const session =
      token && !adminToken ? await resolveSession(db, token).catch(rethrowAsServiceUnavailable) : null;
    const admin =
      token && adminToken ? await resolveAdminSession(db, token).catch(rethrowAsServiceUnavailable) : null;
    return createContext({
      db,
      services,
      ip: req.ip,
      requestId: String(req.id),
      admin,
      user: session?.user ?? null,
      sessionId: session?.sessionId ?? null,
      sessionProven: session?.addressProven ?? false,
      userAgent: req.headers['user-agent'] ?? null,
    });
  };
}
