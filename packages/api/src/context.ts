import type { Database } from '@margin/db';
import type { Services } from './services/types';

/** The signed-in seller, narrowed by `userProcedure`. Filled from the session token by the auth issue. */
export interface SessionUser {
  id: string;
  email: string;
  /** Trial still running or subscription active (core spec §4); expired users keep basic features only. */
  hasAccess: boolean;
}

/** The signed-in operator, narrowed by the admin procedures. Filled from an admin bearer token (`adm_...`). */
export interface SessionAdmin {
  id: string;
  username: string;
  /** The admin session the token belongs to (logout revokes it). */
  sessionId: string;
  /** Sessions end at a fixed time after login (ADMIN_SESSION_HOURS). */
  sessionExpiresAt: Date;
  /** Passwords expire ADMIN_PASSWORD_EXPIRY_DAYS after this. */
  passwordChangedAt: Date;
  mfaEnabled: boolean;
}

/** Everything a procedure may touch. Built per request by the host (Fastify) or by tests. */
export interface Context {
  db: Database;
  services: Services;
  user: SessionUser | null;
  admin: SessionAdmin | null;
  /** Client address as the host resolved it (behind the configured proxies); for rate limits and audit logs. */
  ip: string;
  requestId: string;
  /** The session the bearer token belongs to (logout revokes it); null when not signed in. */
  sessionId: string | null;
  /** Whether that session proved the address (an e-mailed link, or a password its owner set). */
  sessionProven: boolean;
  userAgent: string | null;
}

export interface CreateContextOptions {
  db: Database;
  services: Services;
  ip?: string;
  requestId?: string;
  user?: SessionUser | null;
  admin?: SessionAdmin | null;
  sessionId?: string | null;
  sessionProven?: boolean;
  userAgent?: string | null;
}

export function createContext(opts: CreateContextOptions): Context {
  return {
    db: opts.db,
    services: opts.services,
    user: opts.user ?? null,
    admin: opts.admin ?? null,
    ip: opts.ip ?? '127.0.0.1',
    requestId: opts.requestId ?? 'local',
    sessionId: opts.sessionId ?? null,
    sessionProven: opts.sessionProven ?? false,
    userAgent: opts.userAgent ?? null,
  };
}
