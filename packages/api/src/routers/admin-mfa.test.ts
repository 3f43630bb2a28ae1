import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type TAdminLoginResponse } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { resolveAdminSession } from '../services/admin/sessions';
import {
  callerForAdminToken,
  createTestAdmin,
  currentTotpCode,
  refusalSentence,
  testServices,
} from '../testing';
import { adminLogins, httpStatusOf } from '../testing/admin-logins';

// The admin's second factor: set up, used at login (codes and recovery codes), turned off, and required.

const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());
const { fromNewAddress, login, loggedIn, logsOf } = adminLogins(db);

describe('second factor (TOTP)', () => {
  async function enrolled(services = testServices()) {
    const admin = await createTestAdmin(db, { services });
    const caller = await callerForAdminToken(db, admin.token, services);
    const setup = await caller.admin.mfaSetup();
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Margin%20Admin:.+\?.*secret=/);
    expect(setup.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await refusalSentence(caller.admin.mfaEnable({ code: '000000' }))).toBe(
      ADMIN_MESSAGES.mfaCodeInvalid,
    );
    const { recovery_codes } = await caller.admin.mfaEnable({ code: currentTotpCode(setup.secret) });
    expect(recovery_codes).toHaveLength(10);
    return { admin, caller, secret: setup.secret, recoveryCodes: recovery_codes, services };
  }

  it('asks for the code after the password; a wrong code is refused, a right one opens the session once', async () => {
    const { admin, secret, services } = await enrolled();
    const step = await login(admin.username, admin.password, services);
    expect(step).toMatchObject({ mfa_required: true, expires_in: 300 });
    if (!step.mfa_required) throw new Error('expected the second-factor step');
    expect(await resolveAdminSession(db, step.mfa_token)).toBeNull();
    const second = fromNewAddress(services);
    expect(
      await httpStatusOf(second.admin.mfaLogin({ mfa_token: step.mfa_token, code: '123456' })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
      message: ADMIN_MESSAGES.mfaCodeInvalid,
    });
    // The enable call used up its time step; the step after it (within the allowed drift of one) is new.
    const { mfaLastStep } = await db.prisma.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    const code = currentTotpCode(secret, (mfaLastStep! + 1) * 30_000 + 1_000);
    const session: TAdminLoginResponse = await second.admin.mfaLogin({ mfa_token: step.mfa_token, code });
    expect(session.admin_info).toEqual({ username: admin.username, mfa_enabled: true });
    // The step is used up, and the same code never works twice.
    expect((await httpStatusOf(second.admin.mfaLogin({ mfa_token: step.mfa_token, code }))).code).toBe(
      'UNAUTHORIZED',
    );
    const again = await login(admin.username, admin.password, services);
    if (!again.mfa_required) throw new Error('expected the second-factor step');
    expect(
      await httpStatusOf(fromNewAddress(services).admin.mfaLogin({ mfa_token: again.mfa_token, code })),
    ).toMatchObject({ message: ADMIN_MESSAGES.mfaCodeInvalid });
  });

  it('takes each recovery code once instead of a code', async () => {
    const { admin, recoveryCodes, services } = await enrolled();
    const use = async (code: string) => {
      const step = await login(admin.username, admin.password, services);
      if (!step.mfa_required) throw new Error('expected the second-factor step');
      return fromNewAddress(services).admin.mfaLogin({ mfa_token: step.mfa_token, code });
    };
    expect((await use(recoveryCodes[0]!.toLowerCase())).access_token).toMatch(/^adm_/);
    expect((await httpStatusOf(use(recoveryCodes[0]!))).message).toBe(ADMIN_MESSAGES.mfaCodeInvalid);
    const stored = await db.prisma.adminRecoveryCode.findMany({ where: { adminId: admin.id } });
    expect(stored.every((c) => !recoveryCodes.some((code) => c.codeHash.includes(code)))).toBe(true);
    expect(stored.filter((c) => c.usedAt !== null)).toHaveLength(1);
  });

  it('wrong codes count towards the lockout', async () => {
    const { admin, services } = await enrolled();
    const step = await login(admin.username, admin.password, services);
    if (!step.mfa_required) throw new Error('expected the second-factor step');
    for (let i = 0; i < 5; i++) {
      await httpStatusOf(
        fromNewAddress(services).admin.mfaLogin({ mfa_token: step.mfa_token, code: '000000' }),
      );
    }
    expect(await httpStatusOf(login(admin.username, admin.password, services))).toMatchObject({
      status: 423,
    });
  });

  it('turns off with the password and a code, and keeps the secret encrypted at rest', async () => {
    const { admin, caller, secret, recoveryCodes } = await enrolled();
    const row = await db.prisma.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.mfaSecretEncrypted).not.toContain(secret);
    expect(
      await refusalSentence(
        caller.admin.mfaDisable({ current_password: 'Wrong-Pass-123!', code: recoveryCodes[1]! }),
      ),
    ).toBe(ADMIN_MESSAGES.currentPasswordWrong);
    expect(
      await caller.admin.mfaDisable({ current_password: admin.password, code: recoveryCodes[1]! }),
    ).toEqual({
      message: ADMIN_MESSAGES.mfaDisabled,
    });
    expect(await loggedIn(admin.username, admin.password)).toMatchObject({
      admin_info: { mfa_enabled: false },
    });
    expect((await logsOf('mfa_disabled', admin.username)).length).toBe(1);
  });

  it('with ADMIN_REQUIRE_MFA, an admin without it can only set it up, and cannot turn it off', async () => {
    const services = testServices();
    services.config.adminRequireMfa = true;
    const admin = await createTestAdmin(db, { services });
    const answer = await loggedIn(admin.username, admin.password, services);
    expect(answer).toMatchObject({ mfa_setup_required: true });
    const caller = await callerForAdminToken(db, answer.access_token, services);
    expect(await caller.admin.verify()).toMatchObject({ mfa_required: true, mfa_setup_required: true });
    expect(await httpStatusOf(caller.admin.stats())).toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.mfaSetupRequired,
    });
    const { secret } = await caller.admin.mfaSetup();
    const { recovery_codes } = await caller.admin.mfaEnable({ code: currentTotpCode(secret) });
    const enabled = await callerForAdminToken(db, answer.access_token, services);
    expect((await enabled.admin.stats()).kpis).toBeDefined();
    expect(
      await httpStatusOf(
        enabled.admin.mfaDisable({ current_password: admin.password, code: recovery_codes[0]! }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: ADMIN_MESSAGES.mfaRequiredByServer,
    });
  });
});
