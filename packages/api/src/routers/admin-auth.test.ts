import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PASSWORD_RULES, ADMIN_SESSION_SECONDS } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { resolveAdminSession } from '../services/admin/sessions';
import { resolveSession } from '../services/auth/sessions';
import {
  callerForAdminToken,
  callerForToken,
  createSeller,
  createTestAdmin,
  refusalSentence,
  TEST_ADMIN_PASSWORD,
  testServices,
} from '../testing';
import { adminLogins, httpStatusOf } from '../testing/admin-logins';

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());
const { fromNewAddress, login, loggedIn, logsOf } = adminLogins(db);

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
