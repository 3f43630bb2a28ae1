import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext, type SessionUser } from '../context';
import { createCaller } from '../root';
import { resolveSession } from '../services/auth/sessions';
import { callerForToken, testServices } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());
const { db } = testDb;

function callerWith(
  services = testServices(),
  user: SessionUser | null = null,
  sessionId: string | null = null,
) {
  return createCaller(createContext({ db, services, user, sessionId, ip: '203.0.113.7' }));
}

const signedIn = (token: string, services = testServices()) => callerForToken(db, token, services);

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('signing up with an e-mail', () => {
  it('starts a 7-day trial at once and answers a bearer token', async () => {
    const services = testServices();
    const result = await callerWith(services).auth.login({
      email: '  New.Seller@Example.com ',
      remember_me: true,
    });
    expect(result).toMatchObject({
      email: 'new.seller@example.com',
      account_type: 'trial',
      has_password: false,
      is_new: true,
      remembered: true,
    });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: result.user_id } });
    const days = (user.trialEndsAt!.getTime() - user.trialStartedAt!.getTime()) / 86_400_000;
    expect(days).toBe(7);
    expect(services.mailbox.map((m) => m.kind)).toEqual(['welcome']);
    // Only the hash is stored.
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: result.user_id } });
    expect(session.tokenHash).not.toContain(result.token);
    expect((await resolveSession(db, result.token))?.user).toMatchObject({
      id: result.user_id,
      hasAccess: true,
    });
  });

  it('gives a returning trial account a session only on the device that holds one', async () => {
    const first = await callerWith().auth.login({ email: 'trial@example.com', remember_me: true });
    const sameDevice = await signedIn(first.token);
    const again = await sameDevice.auth.login({ email: 'trial@example.com', remember_me: false });
    expect(again).toMatchObject({ user_id: first.user_id, is_new: false, remembered: false });

    const services = testServices();
    await expect(
      callerWith(services).auth.login({ email: 'trial@example.com', remember_me: true }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Please verify your email. Check your inbox for a verification link.',
    });
    const mail = services.mailbox.find((m) => m.kind === 'sign_in_link')!;
    expect(mail.to).toBe('trial@example.com');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/sign-in\?token=/);

    const viaLink = await callerWith().auth.redeemSignInLink({ token: tokenOf(link), remember_me: true });
    expect(viaLink.user_id).toBe(first.user_id);
    await expect(callerWith().auth.redeemSignInLink({ token: tokenOf(link) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('sends at most three sign-in links per account in 15 minutes', async () => {
    await callerWith().auth.login({ email: 'flood@example.com' });
    const services = testServices();
    for (let i = 0; i < 5; i++) {
      await expect(callerWith(services).auth.login({ email: 'flood@example.com' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect(services.mailbox.filter((m) => m.kind === 'sign_in_link')).toHaveLength(3);
  });
});

describe('Pro sign-in with a password', () => {
  async function proAccount(email: string, password = 'Secret123') {
    const services = testServices();
    const trial = await callerWith(services).auth.login({ email });
    await (
      await signedIn(trial.token, services)
    ).auth.upgradeTrial({
      user_id: trial.user_id,
      email,
      password,
    });
    return trial;
  }

  it('signs in with the right password and refuses a wrong one with a detail mentioning the password', async () => {
    const account = await proAccount('pro@example.com');
    const ok = await callerWith().auth.login({
      email: 'pro@example.com',
      password: ' Secret123 ',
      remember_me: false,
    });
    expect(ok).toMatchObject({ user_id: account.user_id, account_type: 'full', has_password: true });
    await expect(
      callerWith().auth.login({ email: 'pro@example.com', password: 'Wrong1234' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password.',
    });
    expect(await callerWith().auth.checkUser({ email: 'PRO@example.com' })).toEqual({ has_password: true });
    expect(await callerWith().auth.checkUser({ email: 'nobody@example.com' })).toEqual({
      has_password: false,
    });
  });

  it('asks a password account to use its password', async () => {
    await proAccount('haspw@example.com');
    await expect(callerWith().auth.login({ email: 'haspw@example.com' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringContaining('password') as unknown,
    });
  });

  it('locks an account after 5 wrong passwords, with the same answer for an unknown e-mail', async () => {
    await proAccount('locked@example.com');
    const services = testServices();
    const caller = callerWith(services);
    for (let i = 0; i < 5; i++) {
      await expect(
        caller.auth.login({ email: 'locked@example.com', password: 'Nope12345' }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(
        caller.auth.login({ email: 'ghost@example.com', password: 'Nope12345' }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    const known = await caller.auth
      .login({ email: 'locked@example.com', password: 'Secret123' })
      .catch((e: unknown) => e);
    const unknown = await caller.auth
      .login({ email: 'ghost@example.com', password: 'x' })
      .catch((e: unknown) => e);
    for (const error of [known, unknown]) {
      expect(error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many login attempts. Please try again in 15 minutes.',
        cause: { status: 423 },
      });
    }
    const attempts = await db.prisma.loginAttempt.count({
      where: { email: 'locked@example.com', success: false },
    });
    expect(attempts).toBe(5);
  });

  it('limits sign-in calls per client address with a Retry-After', async () => {
    const services = testServices();
    const caller = callerWith(services);
    for (let i = 0; i < 60; i++) await caller.auth.checkUser({ email: `n${i}@example.com` });
    const error = await caller.auth.checkUser({ email: 'one-more@example.com' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect((error as { cause: { retryAfterSeconds: number } }).cause.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('upgrading the trial', () => {
  it('sets the password with the spec rules, only for the caller', async () => {
    const trial = await callerWith().auth.login({ email: 'upgrade@example.com' });
    const me = await signedIn(trial.token);
    await expect(me.auth.upgradeTrial({ user_id: trial.user_id, password: 'short1A' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
    await expect(
      me.auth.upgradeTrial({ user_id: 'someone-else', password: 'Secret123' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only access your own account.',
    });
    await expect(
      me.auth.upgradeTrial({ user_id: trial.user_id, email: 'other@example.com', password: 'Secret123' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await me.auth.upgradeTrial({
        user_id: trial.user_id,
        email: 'Upgrade@example.com',
        password: 'Secret123',
      }),
    ).toEqual({
      ok: true,
      account_type: 'full',
      has_password: true,
    });
    expect(await me.auth.verify({ user_id: trial.user_id })).toMatchObject({
      account_type: 'full',
      has_password: true,
    });
  });
});

describe('sessions', () => {
  it('verify answers only for the caller', async () => {
    const a = await callerWith().auth.login({ email: 'verify-a@example.com' });
    const b = await callerWith().auth.login({ email: 'verify-b@example.com' });
    const asA = await signedIn(a.token);
    expect(await asA.auth.verify({ user_id: a.user_id })).toMatchObject({ email: 'verify-a@example.com' });
    await expect(asA.auth.verify({ user_id: b.user_id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerWith().auth.verify({ user_id: a.user_id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('logout revokes the session on the server', async () => {
    const login = await callerWith().auth.login({ email: 'logout@example.com' });
    const session = await resolveSession(db, login.token);
    await callerWith(testServices(), session!.user, session!.sessionId).auth.logout();
    expect(await resolveSession(db, login.token)).toBeNull();
  });

  it('expires a session that was not remembered after 12 idle hours', async () => {
    const login = await callerWith().auth.login({ email: 'idle@example.com', remember_me: false });
    const later = new Date(Date.now() + 12 * 3_600_000 + 60_000);
    expect(await resolveSession(db, login.token, later)).toBeNull();
    const remembered = await callerWith().auth.login({ email: 'kept@example.com', remember_me: true });
    expect(await resolveSession(db, remembered.token, later)).not.toBeNull();
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails a single-use 30-minute link', async () => {
    const trial = await callerWith().auth.login({ email: 'forgot@example.com' });
    const services = testServices();
    const known = await callerWith(services).auth.forgotPassword({
      email: 'forgot@example.com',
      origin_url: 'https://evil.example',
    });
    const unknown = await callerWith(services).auth.forgotPassword({ email: 'nobody-here@example.com' });
    expect(known).toEqual(unknown);
    await services.deferred.settle();
    expect(services.mailbox).toHaveLength(1);
    const link = linkIn(services.mailbox[0]!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const stored = await db.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: trial.user_id } });
    expect(stored.tokenHash).not.toBe(tokenOf(link));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(30 * 60_000, -3);

    await expect(
      callerWith().auth.resetPassword({ token: tokenOf(link), password: 'weak' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await callerWith().auth.resetPassword({ token: tokenOf(link), password: 'NewSecret1' });
    // Every session is revoked, the link is used up, and the new password works.
    expect(await resolveSession(db, trial.token)).toBeNull();
    await expect(
      callerWith().auth.resetPassword({ token: tokenOf(link), password: 'Another1x' }),
    ).rejects.toMatchObject({
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    expect(
      await callerWith().auth.login({ email: 'forgot@example.com', password: 'NewSecret1' }),
    ).toMatchObject({
      user_id: trial.user_id,
    });
  });

  it('refuses an expired reset link', async () => {
    const trial = await callerWith().auth.login({ email: 'expired@example.com' });
    const services = testServices();
    await callerWith(services).auth.forgotPassword({ email: 'expired@example.com' });
    await services.deferred.settle();
    await db.prisma.passwordResetToken.updateMany({
      where: { userId: trial.user_id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const token = tokenOf(linkIn(services.mailbox[0]!.text));
    await expect(callerWith().auth.resetPassword({ token, password: 'NewSecret1' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
