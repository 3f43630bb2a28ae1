import { TRPCError } from '@trpc/server';
import {
  ADMIN_MESSAGES,
  adminPasswordExpiry,
  type TAdminLoginResponse,
  type TAdminLoginResult,
} from '@margin/core';
import type { Database } from '@margin/db';
import { limitSignInCalls } from '../auth/login-guard';
import { hashingFor, verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { Services } from '../types';
import { recordEvent } from './activity-log';
import { assertAdminNotLocked, clearAdminLoginFailures, recordAdminLoginFailure } from './login-guard';
import { acceptTotpCode, decryptMfaSecret, hashRecoveryCode, looksLikeTotpCode } from './mfa';
import { createAdminSession, findMfaChallenge, revokeAdminSession, secondsUntil } from './sessions';
import { ADMIN_ACTION_TEXTS } from './texts';

/** The request as the host saw it: its address (limits, the hash gate, the log) and browser (the session). */
export interface AdminRequest {
  ip: string;
  userAgent: string | null;
}

export const loginAdminSelect = {
  id: true,
  username: true,
  passwordHash: true,
  passwordChangedAt: true,
  mfaEnabledAt: true,
  mfaSecretEncrypted: true,
  mfaLastStep: true,
} as const;

type LoginVia = 'password' | 'totp' | 'recovery';

async function recordAdminAttempt(
  db: Database,
  request: AdminRequest,
  attempt: { username: string; adminId: string | null; success: boolean; reason?: string; details: string },
) {
  await db.prisma.loginAttempt.create({
    data: {
      scope: 'admin',
      email: attempt.username.slice(0, 200),
      ip: request.ip,
      success: attempt.success,
      reason: attempt.reason,
    },
    select: { id: true },
  });
  await recordEvent(
    db,
    { adminId: attempt.adminId, username: attempt.username },
    {
      action: attempt.success ? 'login' : 'login_failed',
      details: attempt.details,
      data: {
        ip: request.ip,
        ...(attempt.reason ? { reason: attempt.reason } : {}),
        ...(attempt.success ? {} : { username: attempt.username }),
      },
    },
  );
}

/** A wrong password or code: counted towards the lockout, recorded, and answered 401 with `message`. */
async function failedLogin(
  db: Database,
  services: Services,
  request: AdminRequest,
  failure: { username: string; adminId: string | null; reason: string; message: string },
): Promise<never> {
  const { username, adminId, reason, message } = failure;
  const locked = await recordAdminLoginFailure(services.counters, username);
  await recordAdminAttempt(db, request, {
    username,
    adminId,
    success: false,
    reason,
    details: ADMIN_ACTION_TEXTS.failedLogin(reason, locked),
  });
  throw new TRPCError({ code: 'UNAUTHORIZED', message });
}

/** The second factor's code: the authenticator's, never the same step twice, or an unused recovery code. */
export async function acceptSecondFactor(
  db: Database,
  pepper: string,
  admin: { id: string; mfaSecretEncrypted: string | null; mfaLastStep: number | null },
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (!admin.mfaSecretEncrypted) return null;
  if (looksLikeTotpCode(code)) {
    const secret = decryptMfaSecret(admin.mfaSecretEncrypted, pepper);
    const step = acceptTotpCode(secret, code, admin.mfaLastStep);
    if (step === null) return null;
    // Conditional, so two logins racing with the same code cannot both pass.
    const { count } = await db.prisma.adminUser.updateMany({
      where: { id: admin.id, OR: [{ mfaLastStep: null }, { mfaLastStep: { lt: step } }] },
      data: { mfaLastStep: step },
    });
    return count === 1 ? 'totp' : null;
  }
  const { count } = await db.prisma.adminRecoveryCode.updateMany({
    where: { adminId: admin.id, codeHash: hashRecoveryCode(code, pepper), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1 ? 'recovery' : null;
}

/** Opens the session and answers the login response of spec §3. */
async function completeLogin(
  db: Database,
  services: Services,
  request: AdminRequest,
  admin: { id: string; username: string; passwordChangedAt: Date; mfaEnabledAt: Date | null },
  via: LoginVia,
): Promise<TAdminLoginResponse> {
  await clearAdminLoginFailures(services.counters, admin.username);
  const now = new Date();
  const { token, expiresAt } = await createAdminSession(db, {
    adminId: admin.id,
    ip: request.ip,
    userAgent: request.userAgent,
    now,
  });
  await db.prisma.adminUser.update({
    where: { id: admin.id },
    data: { lastLoginAt: now },
    select: { id: true },
  });
  await recordAdminAttempt(db, request, {
    username: admin.username,
    adminId: admin.id,
    success: true,
    reason: via,
    details: ADMIN_ACTION_TEXTS.loggedIn(admin.username, via),
  });
  const expiry = adminPasswordExpiry(admin.passwordChangedAt, now);
  const mfaEnabled = admin.mfaEnabledAt !== null;
  return {
    mfa_required: false,
    access_token: token,
    admin_info: { username: admin.username, mfa_enabled: mfaEnabled },
    expires_in: secondsUntil(expiresAt, now),
    ...expiry,
    mfa_setup_required: Boolean(services.config.adminRequireMfa) && !mfaEnabled,
  };
}

/** Username and password; with the second factor on, a step that mfaLogin completes. 5 failures lock the name. */
export async function loginAdmin(
  db: Database,
  services: Services,
  request: AdminRequest,
  input: { username: string; password: string },
): Promise<TAdminLoginResult> {
  const { counters } = services;
  const { username, password } = input;
  await limitSignInCalls(counters, request.ip);
  await assertAdminNotLocked(counters, username);
  const admin = await db.prisma.adminUser.findUnique({ where: { username }, select: loginAdminSelect });
  const hashing = hashingFor(services, request.ip);
  const valid = admin
    ? await verifyPassword(password, admin.passwordHash, hashing)
    : await verifyAgainstNothing(password, hashing);
  if (!admin || !valid) {
    return failedLogin(db, services, request, {
      username,
      adminId: admin?.id ?? null,
      reason: admin ? 'bad_password' : 'unknown_admin',
      message: ADMIN_MESSAGES.badCredentials,
    });
  }
  if (admin.mfaEnabledAt) {
    const now = new Date();
    const { token, expiresAt } = await createAdminSession(db, {
      adminId: admin.id,
      pendingMfa: true,
      ip: request.ip,
      userAgent: request.userAgent,
      now,
    });
    return { mfa_required: true as const, mfa_token: token, expires_in: secondsUntil(expiresAt, now) };
  }
  return completeLogin(db, services, request, admin, 'password');
}

/** The second step of a login with the second factor on. */
export async function loginWithSecondFactor(
  db: Database,
  services: Services,
  request: AdminRequest,
  input: { mfa_token: string; code: string },
): Promise<TAdminLoginResponse> {
  await limitSignInCalls(services.counters, request.ip);
  const challenge = await findMfaChallenge(db, input.mfa_token);
  if (!challenge) throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.mfaChallengeExpired });
  await assertAdminNotLocked(services.counters, challenge.username);
  const admin = await db.prisma.adminUser.findUniqueOrThrow({
    where: { id: challenge.adminId },
    select: loginAdminSelect,
  });
  const via = await acceptSecondFactor(db, services.config.passwordPepper, admin, input.code);
  if (!via) {
    return failedLogin(db, services, request, {
      username: admin.username,
      adminId: admin.id,
      reason: 'bad_code',
      message: ADMIN_MESSAGES.mfaCodeInvalid,
    });
  }
  // Two tabs finishing one step at once: one of them opens the session.
  if (!(await revokeAdminSession(db, challenge.sessionId))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.mfaChallengeExpired });
  }
  return completeLogin(db, services, request, admin, via);
}
