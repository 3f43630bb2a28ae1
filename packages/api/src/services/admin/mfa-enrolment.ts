import { TRPCError } from '@trpc/server';
import {
  ADMIN_MESSAGES,
  type TAdminMessage,
  type TAdminMfaEnableResult,
  type TAdminMfaSetupResult,
} from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionAdmin } from '../../context';
import { hashingFor, verifyPassword } from '../auth/passwords';
import type { Services } from '../types';
import { recordedAction } from './activity-log';
import { acceptSecondFactor, loginAdminSelect } from './login';
import { assertAdminNotLocked, recordAdminLoginFailure } from './login-guard';
import {
  acceptTotpCode,
  decryptMfaSecret,
  encryptMfaSecret,
  hashRecoveryCode,
  MFA_ISSUER,
  newMfaEnrolment,
  newRecoveryCodes,
} from './mfa';
import { ADMIN_ACTION_TEXTS } from './texts';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** A new secret and its QR code; logins change only once enableMfa confirms a code from it. */
export async function startMfaSetup(
  db: Database,
  services: Services,
  admin: SessionAdmin,
): Promise<TAdminMfaSetupResult> {
  if (admin.mfaEnabled) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
  const enrolment = await newMfaEnrolment(admin.username);
  const encrypted = encryptMfaSecret(enrolment.secret, services.config.passwordPepper);
  return recordedAction(db, admin, async (tx) => {
    await tx.adminUser.update({
      where: { id: admin.id },
      data: { mfaPendingSecretEncrypted: encrypted },
      select: { id: true },
    });
    return {
      result: {
        secret: enrolment.secret,
        otpauth_url: enrolment.otpauthUrl,
        qr_code_data_url: enrolment.qrCodeDataUrl,
        issuer: MFA_ISSUER,
        account: admin.username,
      },
      log: { action: 'mfa_setup_started', details: ADMIN_ACTION_TEXTS.mfaSetupStarted(admin.username) },
    };
  });
}

/** A code from the new secret turns the second factor on; answers the recovery codes once. */
export async function enableMfa(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: { code: string },
): Promise<TAdminMfaEnableResult> {
  const row = await db.prisma.adminUser.findUniqueOrThrow({
    where: { id: admin.id },
    select: { mfaEnabledAt: true, mfaPendingSecretEncrypted: true },
  });
  if (row.mfaEnabledAt) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
  if (!row.mfaPendingSecretEncrypted) throw badRequest(ADMIN_MESSAGES.mfaSetupNotStarted);
  const pepper = services.config.passwordPepper;
  const step = acceptTotpCode(decryptMfaSecret(row.mfaPendingSecretEncrypted, pepper), input.code, null);
  if (step === null) throw badRequest(ADMIN_MESSAGES.mfaCodeInvalid);
  const codes = newRecoveryCodes();
  return recordedAction(db, admin, async (tx, now) => {
    const { count } = await tx.adminUser.updateMany({
      where: { id: admin.id, mfaEnabledAt: null, mfaPendingSecretEncrypted: row.mfaPendingSecretEncrypted },
      data: {
        mfaSecretEncrypted: row.mfaPendingSecretEncrypted,
        mfaPendingSecretEncrypted: null,
        mfaEnabledAt: now,
        mfaLastStep: step,
      },
    });
    if (count !== 1) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
    await tx.adminRecoveryCode.deleteMany({ where: { adminId: admin.id } });
    await tx.adminRecoveryCode.createMany({
      data: codes.map((code) => ({ adminId: admin.id, codeHash: hashRecoveryCode(code, pepper) })),
    });
    return {
      result: { message: ADMIN_MESSAGES.mfaEnabled, recovery_codes: codes },
      log: {
        action: 'mfa_enabled',
        details: ADMIN_ACTION_TEXTS.mfaEnabledLogged(admin.username, codes.length),
      },
    };
  });
}

/** Password and a current code; refused when the server requires the second factor. */
export async function disableMfa(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  request: { ip: string },
  input: { current_password: string; code: string },
): Promise<TAdminMessage> {
  if (services.config.adminRequireMfa) throw conflict(ADMIN_MESSAGES.mfaRequiredByServer);
  const { counters } = services;
  await assertAdminNotLocked(counters, admin.username);
  const row = await db.prisma.adminUser.findUniqueOrThrow({
    where: { id: admin.id },
    select: { ...loginAdminSelect },
  });
  if (!row.mfaEnabledAt) throw conflict(ADMIN_MESSAGES.mfaNotEnabled);
  if (!(await verifyPassword(input.current_password, row.passwordHash, hashingFor(services, request.ip)))) {
    await recordAdminLoginFailure(counters, admin.username);
    throw badRequest(ADMIN_MESSAGES.currentPasswordWrong);
  }
  if (!(await acceptSecondFactor(db, services.config.passwordPepper, row, input.code))) {
    await recordAdminLoginFailure(counters, admin.username);
    throw badRequest(ADMIN_MESSAGES.mfaCodeInvalid);
  }
  return recordedAction(db, admin, async (tx) => {
    await tx.adminUser.update({
      where: { id: admin.id },
      data: {
        mfaSecretEncrypted: null,
        mfaPendingSecretEncrypted: null,
        mfaEnabledAt: null,
        mfaLastStep: null,
      },
      select: { id: true },
    });
    await tx.adminRecoveryCode.deleteMany({ where: { adminId: admin.id } });
    return {
      result: { message: ADMIN_MESSAGES.mfaDisabled },
      log: { action: 'mfa_disabled', details: ADMIN_ACTION_TEXTS.mfaDisabledLogged(admin.username) },
    };
  });
}
