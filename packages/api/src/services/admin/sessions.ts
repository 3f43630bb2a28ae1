import { ADMIN_MFA_CHALLENGE_MINUTES, ADMIN_SESSION_SECONDS } from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionAdmin } from '../../context';
import { hashToken, newToken } from '../auth/tokens';
import { clientOf, type DbOrTx } from '../db-client';

/**
 * Admin bearer tokens carry a prefix, so the host knows which table to look in before touching the database:
 * a seller's token is never looked up among admin sessions and the other way round, and neither kind can be
 * mistaken for the other even if the random parts were to collide.
 */
export const ADMIN_TOKEN_PREFIX = 'adm_';
/** The second-factor step's token (a session that opens nothing until the code is given). */
export const ADMIN_MFA_TOKEN_PREFIX = 'admmfa_';

const BODY = /^[A-Za-z0-9_-]{43}$/;

export function isAdminToken(token: string): boolean {
  return token.startsWith(ADMIN_TOKEN_PREFIX) && BODY.test(token.slice(ADMIN_TOKEN_PREFIX.length));
}

function bodyOf(token: string, prefix: string): string | null {
  if (!token.startsWith(prefix)) return null;
  const body = token.slice(prefix.length);
  return BODY.test(body) ? body : null;
}

export interface NewAdminSession {
  adminId: string;
  ip?: string;
  userAgent?: string | null;
  /** The password was right, the second factor is still to come. */
  pendingMfa?: boolean;
  now?: Date;
}

/** Opens a session (or a second-factor step); answers the bearer token, shown to the client once. */
export async function createAdminSession(
  db: Database,
  session: NewAdminSession,
): Promise<{ token: string; expiresAt: Date }> {
  const now = session.now ?? new Date();
  const { token, tokenHash } = newToken();
  const lifetimeMs = session.pendingMfa ? ADMIN_MFA_CHALLENGE_MINUTES * 60_000 : ADMIN_SESSION_SECONDS * 1000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.prisma.adminSession.create({
    data: {
      adminId: session.adminId,
      tokenHash,
      pendingMfa: session.pendingMfa ?? false,
      expiresAt,
      ip: session.ip,
      userAgent: session.userAgent?.slice(0, 300),
    },
    select: { id: true },
  });
  return { token: (session.pendingMfa ? ADMIN_MFA_TOKEN_PREFIX : ADMIN_TOKEN_PREFIX) + token, expiresAt };
}

const adminFields = {
  id: true,
  username: true,
  passwordChangedAt: true,
  mfaEnabledAt: true,
} as const;

/**
 * The operator behind an admin bearer token, or null for a missing, malformed, unknown, expired or revoked one
 * (and for a second-factor step, which opens nothing). Checked on every call; sessions end at a fixed time.
 */
export async function resolveAdminSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionAdmin | null> {
  const body = bodyOf(token, ADMIN_TOKEN_PREFIX);
  if (!body) return null;
  const session = await db.prisma.adminSession.findUnique({
    where: { tokenHash: hashToken(body) },
    select: {
      id: true,
      expiresAt: true,
      revokedAt: true,
      pendingMfa: true,
      lastUsedAt: true,
      admin: { select: adminFields },
    },
  });
  if (!session || session.pendingMfa || session.revokedAt || session.expiresAt <= now) return null;
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > 60_000) {
    await db.prisma.adminSession.update({
      where: { id: session.id },
      data: { lastUsedAt: now },
      select: { id: true },
    });
  }
  const { admin } = session;
  return {
    id: admin.id,
    username: admin.username,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    passwordChangedAt: admin.passwordChangedAt,
    mfaEnabled: admin.mfaEnabledAt !== null,
  };
}

/**
 * The admin of a live second-factor step. The step takes further codes until it expires or one is accepted (a
 * mistyped code may be retried, within the lockout); the accepted one revokes it.
 */
export async function findMfaChallenge(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ sessionId: string; adminId: string; username: string } | null> {
  const body = bodyOf(token, ADMIN_MFA_TOKEN_PREFIX);
  if (!body) return null;
  const session = await db.prisma.adminSession.findUnique({
    where: { tokenHash: hashToken(body) },
    select: {
      id: true,
      expiresAt: true,
      revokedAt: true,
      pendingMfa: true,
      admin: { select: { id: true, username: true } },
    },
  });
  if (!session || !session.pendingMfa || session.revokedAt || session.expiresAt <= now) return null;
  return { sessionId: session.id, adminId: session.admin.id, username: session.admin.username };
}

/** Ends one session (or second-factor step); answers whether this call ended it (false: it had already ended). */
export async function revokeAdminSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<boolean> {
  const { count } = await clientOf(db).adminSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count === 1;
}

/** Ends every session of the admin but `except` (after a password change); answers how many ended. */
export async function revokeOtherAdminSessions(
  db: DbOrTx,
  adminId: string,
  except: string | null,
  now = new Date(),
): Promise<number> {
  const { count } = await clientOf(db).adminSession.updateMany({
    where: { adminId, revokedAt: null, ...(except ? { id: { not: except } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}

/** Seconds until `expiresAt`, never negative. */
export function secondsUntil(expiresAt: Date, now = new Date()): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}
