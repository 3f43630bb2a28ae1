import { Prisma } from '@margin/db';
import { spokenLocale, trialEndsAt, type TAccountLocale, type TSignedIn } from '@margin/core';
import type { Database } from '@margin/db';
import type { Tx } from '../db-client';
import { proveAddress } from './earlier-data';
import { createSession } from './sessions';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
  passwordProven: boolean;
  trialEndsAt: Date | null;
  locale: string | null;
}

export const accountSelect = {
  id: true,
  email: true,
  passwordHash: true,
  passwordProven: true,
  trialEndsAt: true,
  locale: true,
} as const;

export function findAccount(db: Database, email: string): Promise<AccountRow | null> {
  return db.prisma.user.findUnique({ where: { email }, select: accountSelect });
}

/**
 * A new e-mail starts its 7-day trial at once (core spec §1), in the language the app showed (when it said).
 * Two first sign-ins racing for the same e-mail end with one account: the loser of the unique constraint reads
 * the winner's row.
 */
export async function startTrialAccount(
  db: Database,
  email: string,
  { now = new Date(), locale }: { now?: Date; locale?: TAccountLocale } = {},
): Promise<{ account: AccountRow; created: boolean }> {
  try {
    const account = await db.prisma.user.create({
      data: { email, trialStartedAt: now, trialEndsAt: trialEndsAt(now), locale },
      select: accountSelect,
    });
    return { account, created: true };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const account = await findAccount(db, email);
      if (account) return { account, created: false };
    }
    throw error;
  }
}

export interface SignInContext {
  ip: string;
  userAgent: string | null;
}

export interface SignInOptions {
  remember: boolean;
  request: SignInContext;
  /** Whoever signs in has proven they read the address's mail (see Session.addressProven). */
  addressProven: boolean;
  isNew?: boolean;
}

/** Opens a session for the account and answers the login response of the spec (plus the bearer token). */
export async function signIn(db: Database, account: AccountRow, options: SignInOptions): Promise<TSignedIn> {
  const { remember, request, addressProven, isNew = false } = options;
  const token = await createSession(db, {
    userId: account.id,
    remember,
    addressProven,
    ip: request.ip,
    userAgent: request.userAgent ?? undefined,
  });
  await db.prisma.user.update({
    where: { id: account.id },
    data: { lastLoginAt: new Date() },
    select: { id: true },
  });
  return {
    user_id: account.id,
    email: account.email,
    token,
    remembered: remember,
    account_type: account.passwordHash ? 'full' : 'trial',
    has_password: account.passwordHash !== null,
    is_new: isNew,
    locale: spokenLocale(account.locale),
  };
}

/** Every sign-in attempt, for lockout forensics and the admin's login figures. */
export async function recordLoginAttempt(
  db: Database,
  attempt: { email: string; ip: string; success: boolean; reason?: string },
): Promise<void> {
  await db.prisma.loginAttempt.create({
    data: {
      scope: 'user',
      email: attempt.email,
      ip: attempt.ip,
      success: attempt.success,
      reason: attempt.reason,
    },
    select: { id: true },
  });
}

/** The account behind a session or a redeemed link. */
export function accountById(db: Database, id: string): Promise<AccountRow> {
  return db.prisma.user.findUniqueOrThrow({ where: { id }, select: accountSelect });
}

/** What GET /api/auth/verify answers about the account. */
export function accountProfile(db: Database, id: string) {
  return db.prisma.user.findUniqueOrThrow({
    where: { id },
    select: { id: true, email: true, passwordHash: true, trialEndsAt: true, createdAt: true, locale: true },
  });
}

export async function accountEmail(db: Database, id: string): Promise<string> {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id }, select: { email: true } });
  return user.email;
}

export async function accountPasswordHash(db: Database, id: string): Promise<string | null> {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id }, select: { passwordHash: true } });
  return user.passwordHash;
}

/** A reset link's new password, which proves the address as the link does (run in the link's transaction). */
export function saveResetPassword(passwordHash: string) {
  return async (tx: Tx, id: string): Promise<void> => {
    await tx.user.update({
      where: { id },
      data: { passwordHash, passwordProven: true },
      select: { id: true },
    });
    await proveAddress(tx, id);
  };
}

/** The first password of a trial account; false when one was set meanwhile (two tabs at once: the first stays). */
export async function setFirstPassword(
  db: Database,
  id: string,
  passwordHash: string,
  passwordProven: boolean,
): Promise<boolean> {
  const { count } = await db.prisma.user.updateMany({
    where: { id, passwordHash: null },
    data: { passwordHash, passwordProven },
  });
  return count === 1;
}
