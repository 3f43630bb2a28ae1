import { subscriptionState, hasAccess } from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionUser } from '../../context';
import { hashToken, looksLikeToken, newToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
/** 'Remember me on this device': a month, renewed while the seller keeps coming back. */
export const REMEMBERED_SESSION_MS = 30 * 24 * HOUR_MS;
/**
 * Without remember-me the app keeps the token for the browser session only; the server lets it lapse after
 * 12 idle hours in case the tab is never closed.
 */
export const BROWSER_SESSION_IDLE_MS = 12 * HOUR_MS;
/** Sliding expiry is written at most this often, so every request does not write to the database. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface NewSession {
  userId: string;
  remember: boolean;
  /** Opened by someone who proved they read the address's mail (see Session.addressProven in the schema). */
  addressProven: boolean;
  ip?: string;
  userAgent?: string;
}

function lifetime(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_IDLE_MS;
}

export async function createSession(db: Database, session: NewSession): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.prisma.session.create({
    data: {
      userId: session.userId,
      tokenHash,
      remember: session.remember,
      addressProven: session.addressProven,
      expiresAt: new Date(Date.now() + lifetime(session.remember)),
      ip: session.ip,
      userAgent: session.userAgent?.slice(0, 300),
    },
    select: { id: true },
  });
  return token;
}

export interface ResolvedSession {
  sessionId: string;
  addressProven: boolean;
  user: SessionUser;
}

/** The seller behind a bearer token, or null for a missing, unknown, expired or revoked one. */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (!looksLikeToken(token)) return null;
  const session = await db.prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      remember: true,
      addressProven: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      user: {
        select: {
          id: true,
          email: true,
          trialEndsAt: true,
          subscription: { select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
        },
      },
    },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.prisma.session.update({
      where: { id: session.id },
      data: { lastUsedAt: now, expiresAt: new Date(now.getTime() + lifetime(session.remember)) },
      select: { id: true },
    });
  }
  const { user } = session;
  const state = subscriptionState(user, user.subscription, now);
  return {
    sessionId: session.id,
    addressProven: session.addressProven,
    user: { id: user.id, email: user.email, hasAccess: hasAccess(state) },
  };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.prisma.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

export interface RevokeScope {
  /** This session stays open (the device that asked). */
  except?: string | null;
  /** Only sessions that have not proven the address. */
  onlyUnproven?: boolean;
}

/**
 * Ends the account's open sessions and answers how many. After a password reset every device signs in again;
 * after a password is set or 'Sign out everywhere', every other device does; after an e-mailed link is redeemed,
 * every session that never proved the address does (a trial someone started with another person's e-mail).
 */
export async function revokeSessions(db: Database, userId: string, scope: RevokeScope = {}): Promise<number> {
  const { count } = await db.prisma.session.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(scope.except ? { id: { not: scope.except } } : {}),
      ...(scope.onlyUnproven ? { addressProven: false } : {}),
    },
    data: { revokedAt: new Date() },
  });
  return count;
}
