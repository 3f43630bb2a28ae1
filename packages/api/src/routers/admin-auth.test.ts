import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_RULES,
  ADMIN_SESSION_SECONDS,
  type TAdminLoginResponse,
} from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { resolveAdminSession } from '../services/admin/sessions';
import { resolveSession } from '../services/auth/sessions';
import {
  anonymousCaller,
  callerForAdminToken,
  callerForToken,
  createSeller,
  createTestAdmin,
  currentTotpCode,
  refusalSentence,
  TEST_ADMIN_PASSWORD,
  testServices,
} from '../testing';

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

let ipCounter = 0;
/** Each login from its own address, so the per-address sign-in limit stays out of the way. */
const fromNewAddress = (services = testServices()) =>
  anonymousCaller(db, services, `198.51.100.${++ipCounter % 250}`);

async function login(username: string, password: string, services = testServices()) {
  return fromNewAddress(services).admin.login({ username, password });
}

async function loggedIn(username: string, password: string, services = testServices()) {
  const answer = await login(username, password, services);
  if (answer.mfa_required) throw new Error('expected a session, got the second-factor step');
  return answer;
}

async function httpStatusOf(
  call: Promise<unknown>,
): Promise<{ code: string; status?: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string; cause?: { status?: number } };
    return { code: e.code, status: e.cause?.status, message: e.message };
  }
  throw new Error('the call was not refused');
}

async function logsOf(action: string, username?: string) {
  return db.prisma.adminActivityLog.findMany({
    where: { action, ...(username ? { adminUsername: username } : {}) },
    orderBy: { createdAt: 'asc' },
    select: { adminUsername: true, adminId: true, details: true },
  });
}

describe('admin.login', () => {
  it("answers the spec's login response and opens a session the next call is checked against", async () => {
    const admin = await createTestAdmin(db);
    const answer = await loggedIn(admin.username.toUpperCase() + '  ', admin.password);
    expect(answer).toMatchObject({
      mfa_required: false,
      admin_info: { username: admin.username, mfa_enabled: false },
      expires_in: ADMIN_SESSION_SECONDS,
      password_expires_soon: false,
      days_until_password_expires: 90,
      password_expired: false,
      mfa_setup_required: false,
    });
    expect(answer.access_token).toMatch(/^adm_[A-Za-z0-9_-]{43}$/);
    const caller = await callerForAdminToken(db, answer.access_token);
    expect(await caller.admin.verify()).toMatchObject({
      admin_info: { username: admin.username },
      password_expired: false,
      mfa_enabled: false,
      mfa_required: false,
    });
    const [success] = await logsOf('login', admin.username);
    expect(success?.adminId).toBe(admin.id);
    const attempts = await db.prisma.loginAttempt.findMany({
      where: { scope: 'admin', email: admin.username },
    });
    expect(attempts.map((a) => a.success)).toEqual([true]);
  });

  it("refuses a wrong password or an unknown name with 401 'Invalid username or password', and logs both", async () => {
    const admin = await createTestAdmin(db);
    for (const [username, password] of [
      [admin.username, 'Wrong-password-1!'],
      ['nobody-here', TEST_ADMIN_PASSWORD],
    ] as const) {
      expect(await httpStatusOf(login(username, password))).toMatchObject({
        code: 'UNAUTHORIZED',
        message: ADMIN_MESSAGES.badCredentials,
      });
    }
    expect((await logsOf('login_failed', admin.username)).map((l) => l.adminId)).toEqual([admin.id]);
    expect((await logsOf('login_failed', 'nobody-here')).map((l) => l.adminId)).toEqual([null]);
  });

  it('locks a name for 15 minutes after 5 failures (423 with the spec text), even for the right password and for unknown names', async () => {
    const services = testServices();
    const admin = await createTestAdmin(db, { services });
    for (const username of [admin.username, 'ghost-admin']) {
      for (let i = 0; i < 5; i++) {
        expect((await httpStatusOf(login(username, 'Wrong-password-1!', services))).code).toBe(
          'UNAUTHORIZED',
        );
      }
      const locked = await httpStatusOf(login(username, TEST_ADMIN_PASSWORD, services));
      expect(locked).toEqual({ code: 'TOO_MANY_REQUESTS', status: 423, message: ADMIN_MESSAGES.locked });
    }
    // Another admin is not affected.
    const other = await createTestAdmin(db, { services });
    expect((await loggedIn(other.username, other.password, services)).access_token).toBeTruthy();
    expect((await logsOf('login_failed', admin.username)).at(-1)?.details).toMatchObject({
      text: expect.stringMatching(/locked for 15 minutes/),
    });
  });

  it('says which field is missing', async () => {
    expect(await refusalSentence(fromNewAddress().admin.login({ username: '  ', password: 'x' }))).toBe(
      'Please enter your username.',
    );
    expect(await refusalSentence(fromNewAddress().admin.login({ username: 'ops', password: '' }))).toBe(
      'Please enter your password.',
    );
  });
});

describe('admin sessions', () => {
  it('end at expires_in, on logout, and are checked on every call', async () => {
    const admin = await createTestAdmin(db);
    const { access_token } = await loggedIn(admin.username, admin.password);
    const caller = await callerForAdminToken(db, access_token);
    expect(await caller.admin.logout()).toEqual({ message: 'You have been logged out.' });
    expect(await resolveAdminSession(db, access_token)).toBeNull();
    expect((await logsOf('logout', admin.username)).length).toBe(1);

    const second = await loggedIn(admin.username, admin.password);
    await db.prisma.adminSession.updateMany({
      where: { adminId: admin.id, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await resolveAdminSession(db, second.access_token)).toBeNull();
  });

  it('a session whose clock ran out while the request was on its way is refused by the admin base', async () => {
    const admin = await createTestAdmin(db);
    const session = await resolveAdminSession(db, admin.token);
    const caller = createCaller(
      createContext({
        db,
        services: testServices(),
        admin: { ...session!, sessionExpiresAt: new Date(Date.now() - 1) },
      }),
    );
    expect(await httpStatusOf(caller.admin.verify())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: ADMIN_MESSAGES.sessionExpired,
    });
  });
});

describe('seller and admin tokens do not cross', () => {
  it('a seller token never resolves to an admin and cannot call an admin procedure', async () => {
    const seller = await createSeller(db, { state: 'pro' });
    expect(await resolveAdminSession(db, seller.token)).toBeNull();
    expect(await resolveAdminSession(db, `adm_${seller.token}`)).toBeNull();
    const sellerCaller = await callerForToken(db, seller.token);
    for (const call of [
      sellerCaller.admin.stats(),
      sellerCaller.admin.verify(),
      sellerCaller.admin.users(),
    ]) {
      expect(await httpStatusOf(call)).toMatchObject({
        code: 'UNAUTHORIZED',
        message: ADMIN_MESSAGES.sessionExpired,
      });
    }
  });

  it('an admin token never resolves to a seller and cannot call a seller procedure', async () => {
    const admin = await createTestAdmin(db);
    expect(await resolveSession(db, admin.token)).toBeNull();
    expect(await resolveSession(db, admin.token.slice('adm_'.length))).toBeNull();
    const adminCaller = await callerForAdminToken(db, admin.token);
    expect(await httpStatusOf(adminCaller.subscription.status())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await httpStatusOf(adminCaller.products.list())).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('password expiry and change', () => {
  it('warns from 14 days before expiry', async () => {
    const admin = await createTestAdmin(db, { passwordChangedAt: new Date(Date.now() - 80 * DAY_MS) });
    expect(await loggedIn(admin.username, admin.password)).toMatchObject({
      password_expires_soon: true,
      days_until_password_expires: 10,
      password_expired: false,
    });
  });

  it('an expired password must be changed before any other admin call', async () => {
    const admin = await createTestAdmin(db, { passwordChangedAt: new Date(Date.now() - 91 * DAY_MS) });
    const answer = await loggedIn(admin.username, admin.password);
    expect(answer).toMatchObject({ password_expired: true, days_until_password_expires: 0 });
    const caller = await callerForAdminToken(db, answer.access_token);
    expect(await caller.admin.verify()).toMatchObject({ password_expired: true });
    for (const call of [caller.admin.stats(), caller.admin.users(), caller.admin.activityLogs()]) {
      expect(await httpStatusOf(call)).toMatchObject({
        code: 'FORBIDDEN',
        message: ADMIN_MESSAGES.passwordExpired,
      });
    }
    expect(
      await caller.admin.changePassword({
        current_password: admin.password,
        new_password: 'Fresh-Start-2027!',
      }),
    ).toMatchObject({
      message: 'Password changed successfully! It will expire in 90 days.',
      password_expired: false,
      days_until_password_expires: 90,
    });
    const again = await callerForAdminToken(db, answer.access_token);
    expect((await again.admin.stats()).kpis).toBeDefined();
  });

  it('enforces the policy with the spec texts, the username rule and the last 3 passwords', async () => {
    const services = testServices();
    const admin = await createTestAdmin(db, { username: 'policyops', services });
    const caller = await callerForAdminToken(db, admin.token, services);
    const change = (current: string, next: string, confirm?: string) =>
      refusalSentence(
        caller.admin.changePassword({
          current_password: current,
          new_password: next,
          ...(confirm !== undefined ? { confirm_password: confirm } : {}),
        }),
      );
    expect(await change(admin.password, 'Another-Pass-1!', 'Another-Pass-2!')).toBe(
      'New passwords do not match.',
    );
    expect(await change(admin.password, 'Short-1!')).toBe(`${ADMIN_PASSWORD_RULES.tooShort}.`);
    expect(await change(admin.password, 'nouppercase-12!')).toBe(`${ADMIN_PASSWORD_RULES.uppercase}.`);
    expect(await change(admin.password, 'No-Digits-Here!')).toBe(`${ADMIN_PASSWORD_RULES.number}.`);
    expect(await change(admin.password, 'NoSpecial12345')).toBe(`${ADMIN_PASSWORD_RULES.special}.`);
    expect(await change(admin.password, 'PolicyOps-2026!')).toBe(ADMIN_PASSWORD_RULES.containsUsername);
    expect(await change('Not-The-Current-1!', 'Another-Pass-1!')).toBe(ADMIN_MESSAGES.currentPasswordWrong);
    expect(await change(admin.password, admin.password)).toBe(ADMIN_PASSWORD_RULES.sameAsCurrent);

    // Three changes: the original password is then the 4th-newest and may come back; the last 3 may not.
    const sequence = [admin.password, 'Second-Pass-2026!', 'Third-Pass-2026!', 'Fourth-Pass-2026!'];
    for (let i = 1; i < sequence.length; i++) {
      await caller.admin.changePassword({ current_password: sequence[i - 1]!, new_password: sequence[i]! });
    }
    expect(await change('Fourth-Pass-2026!', 'Second-Pass-2026!')).toBe(ADMIN_PASSWORD_RULES.reused);
    expect(await change('Fourth-Pass-2026!', 'Third-Pass-2026!')).toBe(ADMIN_PASSWORD_RULES.reused);
    await caller.admin.changePassword({
      current_password: 'Fourth-Pass-2026!',
      new_password: admin.password,
    });
    expect((await logsOf('change_password', 'policyops')).length).toBe(4);
    expect(await db.prisma.adminPasswordHistory.count({ where: { adminId: admin.id } })).toBe(3);
  });

  it('ends the admin’s other sessions, not this one', async () => {
    const admin = await createTestAdmin(db);
    const other = await loggedIn(admin.username, admin.password);
    const caller = await callerForAdminToken(db, admin.token);
    await caller.admin.changePassword({
      current_password: admin.password,
      new_password: 'Brand-New-Pass-9!',
    });
    expect(await resolveAdminSession(db, other.access_token)).toBeNull();
    expect(await resolveAdminSession(db, admin.token)).not.toBeNull();
  });
});

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
