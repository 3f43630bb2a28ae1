import type { Database } from '@margin/db';

/** The signed-in seller, narrowed by `userProcedure`. Filled from the session token by the auth issue. */
export interface SessionUser {
  id: string;
  email: string;
}

/** Everything a procedure may touch. Built per request by the host (Fastify) or by tests. */
export interface Context {
  db: Database;
  user: SessionUser | null;
  /** Client address as the host resolved it (behind the configured proxies); for rate limits and audit logs. */
  ip: string;
  requestId: string;
}

export interface CreateContextOptions {
  db: Database;
  ip?: string;
  requestId?: string;
  user?: SessionUser | null;
}

export function createContext(opts: CreateContextOptions): Context {
  return {
    db: opts.db,
    user: opts.user ?? null,
    ip: opts.ip ?? '127.0.0.1',
    requestId: opts.requestId ?? 'local',
  };
}
