import type { FastifyRequest } from 'fastify';
import { createContext, resolveSession, type Context, type Services } from '@margin/api';
import type { Database } from '@margin/db';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * One context factory for tRPC and the REST shims, so both see the caller the same way: the seller is whoever
 * the `Authorization: Bearer` session belongs to (the product sets no cookies), never a user id in the request.
 */
export function requestContextFactory(db: Database, services: Services) {
  return async (req: FastifyRequest): Promise<Context> => {
    const token = bearerToken(req.headers.authorization);
    const session = token ? await resolveSession(db, token) : null;
    return createContext({
      db,
      services,
      ip: req.ip,
      requestId: String(req.id),
      user: session?.user ?? null,
      sessionId: session?.sessionId ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
  };
}
