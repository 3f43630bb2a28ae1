import { TRPCError } from '@trpc/server';
import {
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_HISTORY,
  ADMIN_PASSWORD_RULES,
  adminPasswordExpiry,
  type TAdminChangePasswordResult,
  type TAdminMessage,
  type TAdminVerifyResult,
} from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionAdmin } from '../../context';
import { hashingFor, hashPassword, verifyPassword } from '../auth/passwords';
import type { Services } from '../types';
import { serverPasswordProblem } from './accounts';
import { recordedAction } from './activity-log';
import { assertAdminNotLocked, recordAdminLoginFailure } from './login-guard';
import { revokeAdminSession, revokeOtherAdminSessions, secondsUntil } from './sessions';
import { ADMIN_ACTION_TEXTS } from './texts';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** The session is live; what the app must show first (expiry, second factor). */
export function verifyAdminSession(services: Services, admin: SessionAdmin): TAdminVerifyResult {
  const now = new Date();
  const required = Boolean(services.config.adminRequireMfa);
  return {
    admin_info: { username: admin.username, mfa_enabled: admin.mfaEnabled },
    expires_in: secondsUntil(admin.sessionExpiresAt, now),
    ...adminPasswordExpiry(admin.passwordChangedAt, now),
    mfa_enabled: admin.mfaEnabled,
    mfa_required: required,
    mfa_setup_required: required && !admin.mfaEnabled,
  };
}

/** Ends this session. */
export function logoutAdmin(db: Database, admin: SessionAdmin): Promise<TAdminMessage> {
  return recordedAction(db, admin, async (tx, now) => {
    await revokeAdminSession(tx, admin.sessionId, now);
    return {
      result: { message: ADMIN_ACTION_TEXTS.loggedOut },
      log: { action: 'logout', details: ADMIN_ACTION_TEXTS.logoutLogged(admin.username) },
    };
  });
}

/**
 * Also the way out of an expired password. A wrong current password counts towards the login lockout (a
 * session left open must not become a way to guess it). The admin's other sessions end.
 */
export async function changeAdminPassword(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  request: { ip: string },
  input: { current_password: string; new_password: string },
): Promise<TAdminChangePasswordResult> {
  const { counters } = services;
  const hashing = hashingFor(services, request.ip);
  await assertAdminNotLocked(counters, admin.username);
  const row = await db.prisma.adminUser.findUniqueOrThrow({
    where: { id: admin.id },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(input.current_password, row.passwordHash, hashing))) {
    await recordAdminLoginFailure(counters, admin.username);
    throw badRequest(ADMIN_MESSAGES.currentPasswordWrong);
  }
  if (input.new_password === input.current_password) throw badRequest(ADMIN_PASSWORD_RULES.sameAsCurrent);
  const problem = await serverPasswordProblem(db, admin, input.new_password, hashing);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(input.new_password, hashing);
  return recordedAction(db, admin, async (tx, now) => {
    await tx.adminUser.update({
      where: { id: admin.id },
      data: { passwordHash, passwordChangedAt: now },
      select: { id: true },
    });
    await tx.adminPasswordHistory.create({
      data: { adminId: admin.id, passwordHash, createdAt: now },
      select: { id: true },
    });
    // Only the last few hashes are needed; older ones are not kept.
    const keep = await tx.adminPasswordHistory.findMany({
      where: { adminId: admin.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: ADMIN_PASSWORD_HISTORY,
      select: { id: true },
    });
    await tx.adminPasswordHistory.deleteMany({
      where: { adminId: admin.id, id: { notIn: keep.map((k) => k.id) } },
    });
    const ended = await revokeOtherAdminSessions(tx, admin.id, admin.sessionId, now);
    return {
      result: { message: ADMIN_MESSAGES.passwordChanged, ...adminPasswordExpiry(now, now) },
      log: {
        action: 'change_password',
        details: ADMIN_ACTION_TEXTS.passwordChangedLogged(admin.username, ended),
      },
    };
  });
}
