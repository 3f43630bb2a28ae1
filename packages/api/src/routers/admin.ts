import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import {
  ADMIN_GRANT_PRO_DAYS,
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_HISTORY,
  ADMIN_PASSWORD_RULES,
  adminPasswordExpiry,
  formatLongDate,
  subscriptionState,
  TRIAL_DAYS,
  ZAdminActionResultSchema,
  ZAdminActivityLogsResultSchema,
  ZAdminChangePasswordInputSchema,
  ZAdminChangePasswordResultSchema,
  ZAdminExtendTrialInputSchema,
  ZAdminExtendTrialResultSchema,
  ZAdminForceLogoutResultSchema,
  ZAdminListInputSchema,
  ZAdminLoginInputSchema,
  ZAdminLoginResponseSchema,
  ZAdminLoginResultSchema,
  ZAdminMessageSchema,
  ZAdminMfaDisableInputSchema,
  ZAdminMfaEnableInputSchema,
  ZAdminMfaEnableResultSchema,
  ZAdminMfaLoginInputSchema,
  ZAdminMfaSetupResultSchema,
  ZAdminPaymentsResultSchema,
  ZAdminStatsSchema,
  ZAdminToggleSubscriptionInputSchema,
  ZAdminUserActionInputSchema,
  ZAdminUserDetailSchema,
  ZAdminUserInputSchema,
  ZAdminUsersResultSchema,
  ZAdminVerifyResultSchema,
  type TAdminLoginResponse,
} from '@margin/core';
import type { Database, Prisma } from '@margin/db';
import type { Context, SessionAdmin } from '../context';
import { hintedError } from '../http-hint';
import { isDependencyOutage } from '../services/unavailable';
import {
  recordedAction,
  recordEvent,
  activityView,
  type ActivityEntry,
} from '../services/admin/activity-log';
import { serverPasswordProblem } from '../services/admin/accounts';
import {
  assertAdminNotLocked,
  clearAdminLoginFailures,
  recordAdminLoginFailure,
} from '../services/admin/login-guard';
import {
  acceptTotpCode,
  decryptMfaSecret,
  encryptMfaSecret,
  hashRecoveryCode,
  looksLikeTotpCode,
  MFA_ISSUER,
  newMfaEnrolment,
  newRecoveryCodes,
} from '../services/admin/mfa';
import { createAdminSession, findMfaChallenge, secondsUntil } from '../services/admin/sessions';
import { adminStats } from '../services/admin/stats';
import { MARKETPLACE_DAY_COUNTER } from '../services/marketplace/request-budget';
import {
  adminPaymentSelect,
  adminPaymentView,
  adminUserSelect,
  adminUserView,
  realSellers,
  testAccountDomains,
  type AdminUserRow,
} from '../services/admin/users';
import { limitSignInCalls } from '../services/auth/login-guard';
import {
  verifyAgainstNothing,
  verifyPassword,
  hashPassword,
  type PasswordHashing,
} from '../services/auth/passwords';
import { sendMail, subscriptionCancelledEmail, welcomeEmail } from '../services/mail';
import { BillingError } from '../services/payments/errors';
import { adminProcedure, adminSessionProcedure, publicProcedure } from '../trpc';

const DAY_MS = 24 * 60 * 60 * 1000;
type Tx = Prisma.TransactionClient;

function hashing(ctx: Context): PasswordHashing {
  const { config, hashGate } = ctx.services;
  return { pepper: config.passwordPepper, cost: config.bcryptCost, gate: hashGate, client: ctx.ip };
}

const day = (date: Date) => formatLongDate(date, 'UTC');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
const userNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.userNotFound });

// -----------------------------------------------------------------------------------------------------------
// Login
// -----------------------------------------------------------------------------------------------------------

const loginAdminSelect = {
  id: true,
  username: true,
  passwordHash: true,
  passwordChangedAt: true,
  mfaEnabledAt: true,
  mfaSecretEncrypted: true,
  mfaLastStep: true,
} as const;

async function recordAdminAttempt(
  ctx: Context,
  attempt: { username: string; adminId: string | null; success: boolean; reason?: string; details: string },
) {
  await ctx.db.prisma.loginAttempt.create({
    data: {
      scope: 'admin',
      email: attempt.username.slice(0, 200),
      ip: ctx.ip,
      success: attempt.success,
      reason: attempt.reason,
    },
    select: { id: true },
  });
  await recordEvent(
    ctx.db,
    { adminId: attempt.adminId, username: attempt.username },
    {
      action: attempt.success ? 'login' : 'login_failed',
      details: attempt.details,
      data: { ip: ctx.ip, ...(attempt.reason ? { reason: attempt.reason } : {}) },
    },
  );
}

/** A wrong password or code: counted towards the lockout, recorded, and answered 401 with `message`. */
async function failedLogin(
  ctx: Context,
  username: string,
  adminId: string | null,
  reason: string,
  message: string,
): Promise<never> {
  const locked = await recordAdminLoginFailure(ctx.services.counters, username);
  const what = reason === 'bad_code' ? 'a wrong second-factor code' : 'a wrong username or password';
  await recordAdminAttempt(ctx, {
    username,
    adminId,
    success: false,
    reason,
    details: `Failed admin login as "${username}": ${what}.${locked ? ' The name is locked for 15 minutes.' : ''}`,
  });
  throw new TRPCError({ code: 'UNAUTHORIZED', message });
}

/** The second factor's code: the authenticator's, never the same step twice, or an unused recovery code. */
async function acceptSecondFactor(
  ctx: Context,
  admin: { id: string; mfaSecretEncrypted: string | null; mfaLastStep: number | null },
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (!admin.mfaSecretEncrypted) return null;
  if (looksLikeTotpCode(code)) {
    const secret = decryptMfaSecret(admin.mfaSecretEncrypted, ctx.services.config.passwordPepper);
    const step = acceptTotpCode(secret, code, admin.mfaLastStep);
    if (step === null) return null;
    // Conditional, so two logins racing with the same code cannot both pass.
    const { count } = await ctx.db.prisma.adminUser.updateMany({
      where: { id: admin.id, OR: [{ mfaLastStep: null }, { mfaLastStep: { lt: step } }] },
      data: { mfaLastStep: step },
    });
    return count === 1 ? 'totp' : null;
  }
  const { count } = await ctx.db.prisma.adminRecoveryCode.updateMany({
    where: {
      adminId: admin.id,
      codeHash: hashRecoveryCode(code, ctx.services.config.passwordPepper),
      usedAt: null,
    },
    data: { usedAt: new Date() },
  });
  return count === 1 ? 'recovery' : null;
}

/** Opens the session and answers the login response of spec §3. */
async function completeLogin(
  ctx: Context,
  admin: { id: string; username: string; passwordChangedAt: Date; mfaEnabledAt: Date | null },
  via: 'password' | 'totp' | 'recovery',
): Promise<TAdminLoginResponse> {
  await clearAdminLoginFailures(ctx.services.counters, admin.username);
  const now = new Date();
  const { token, expiresAt } = await createAdminSession(ctx.db, {
    adminId: admin.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now,
  });
  await ctx.db.prisma.adminUser.update({
    where: { id: admin.id },
    data: { lastLoginAt: now },
    select: { id: true },
  });
  const how = {
    password: 'password',
    totp: 'password and authenticator code',
    recovery: 'password and a recovery code',
  }[via];
  await recordAdminAttempt(ctx, {
    username: admin.username,
    adminId: admin.id,
    success: true,
    reason: via,
    details: `Admin "${admin.username}" logged in (${how}).`,
  });
  const expiry = adminPasswordExpiry(admin.passwordChangedAt, now);
  const mfaEnabled = admin.mfaEnabledAt !== null;
  return {
    mfa_required: false,
    access_token: token,
    admin_info: { username: admin.username, mfa_enabled: mfaEnabled },
    expires_in: secondsUntil(expiresAt, now),
    ...expiry,
    mfa_setup_required: Boolean(ctx.services.config.adminRequireMfa) && !mfaEnabled,
  };
}

// -----------------------------------------------------------------------------------------------------------
// Sellers
// -----------------------------------------------------------------------------------------------------------

const sellerSelect = {
  ...adminUserSelect,
  trialStartedAt: true,
  subscription: {
    select: { ...adminUserSelect.subscription.select, id: true, canceledAt: true },
  },
} as const satisfies Prisma.UserSelect;

async function findSeller(tx: Tx | Database['prisma'], email: string) {
  const row = await tx.user.findUnique({ where: { email }, select: sellerSelect });
  if (!row) throw userNotFound();
  return row;
}

async function sellerView(ctx: Context, tx: Tx, userId: string, now: Date) {
  const row: AdminUserRow = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: adminUserSelect,
  });
  return adminUserView(row, testAccountDomains(ctx.services.config), now);
}

function paidAccess(row: Awaited<ReturnType<typeof findSeller>>, now: Date) {
  return subscriptionState({ trialEndsAt: row.trialEndsAt }, row.subscription, now);
}

/** A seller action: the change and its log entry in one transaction (see recordedAction). */
function sellerAction<T>(
  ctx: Context & { admin: SessionAdmin },
  work: (tx: Tx, now: Date) => Promise<{ result: T; log: ActivityEntry }>,
): Promise<T> {
  return recordedAction(ctx.db, ctx.admin, work);
}

/** The card processor's own refusals keep their words; an unreachable processor is a 502 that changed nothing. */
function processorError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof BillingError) return new TRPCError({ code: 'CONFLICT', message: error.message });
  if (isDependencyOutage(error)) throw error;
  return hintedError(
    'INTERNAL_SERVER_ERROR',
    'The card processor did not confirm the cancellation, so nothing was changed. Please try again in a few minutes.',
    { status: 502 },
    error,
  );
}

/**
 * A subscription the processor renews can only be stopped there. A server without that processor configured (a
 * local run over a copy of production data) must not pretend to have stopped it.
 */
function assertProcessorConfigured(
  ctx: Context,
  sub: { provider: string; providerSubscriptionId: string | null },
) {
  if (
    sub.provider === 'stripe' &&
    sub.providerSubscriptionId !== null &&
    ctx.services.billing.provider !== 'stripe'
  ) {
    throw conflict(
      'This subscription renews at Stripe, which is not configured on this server, so it cannot be stopped from here.',
    );
  }
}

/** Activate Pro: paid access for a year from now, free of charge, marked as granted by an admin. */
async function activatePro(
  ctx: Context & { admin: SessionAdmin },
  email: string,
  reason: string | undefined,
) {
  return sellerAction(ctx, async (tx, now) => {
    const seller = await findSeller(tx, email);
    const state = paidAccess(seller, now);
    if (state.has_subscription) {
      throw conflict(
        `This user already has Pro access until ${day(new Date(state.subscription_expires_at!))}.`,
      );
    }
    const periodEnd = new Date(now.getTime() + ADMIN_GRANT_PRO_DAYS * DAY_MS);
    const data = {
      status: 'active' as const,
      provider: 'admin' as const,
      providerSubscriptionId: null,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    };
    await tx.subscription.upsert({
      where: { userId: seller.id },
      create: { userId: seller.id, ...data },
      update: data,
      select: { id: true },
    });
    const user = await sellerView(ctx, tx, seller.id, now);
    return {
      result: { message: `Pro activated for ${email} until ${day(periodEnd)}. No charge was made.`, user },
      log: {
        action: 'activate_pro',
        targetEmail: email,
        reason,
        details: `Activated Pro for ${email} until ${day(periodEnd)} (granted, no charge).`,
        data: { pro_until: periodEnd.toISOString() },
      },
    };
  });
}

/**
 * Cancel Pro (back to the trial they had) and Reset to Trial (a fresh 7-day trial). Paid access ends now. A
 * subscription the card processor renews is refused: the processor would restore it at its next event, so the
 * way to end it is Cancel Subscription (no further charge; access until the paid period ends).
 */
async function endPro(
  ctx: Context & { admin: SessionAdmin },
  email: string,
  freshTrial: boolean,
  reason: string | undefined,
) {
  return sellerAction(ctx, async (tx, now) => {
    const seller = await findSeller(tx, email);
    const state = paidAccess(seller, now);
    const sub = seller.subscription;
    if (!freshTrial && !state.has_subscription) throw conflict('This user does not have Pro access.');
    if (state.has_subscription && sub && sub.provider === 'stripe') {
      throw conflict(
        'This user pays through Stripe. Use Cancel Subscription to stop the renewal; Pro then ends with the paid period.',
      );
    }
    if (state.has_subscription && sub) {
      await tx.subscription.update({
        where: { id: sub.id },
        data: { status: 'trial', currentPeriodEnd: now, cancelAtPeriodEnd: false, canceledAt: now },
        select: { id: true },
      });
    }
    let trialEnd = seller.trialEndsAt;
    if (freshTrial) {
      trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.user.update({
        where: { id: seller.id },
        data: { trialStartedAt: now, trialEndsAt: trialEnd },
        select: { id: true },
      });
    }
    const user = await sellerView(ctx, tx, seller.id, now);
    const trialText = user.trial_active
      ? `their trial runs until ${day(trialEnd!)}`
      : 'their trial has ended, so they have the free features only';
    const message = freshTrial
      ? `${email} is on a fresh ${TRIAL_DAYS}-day trial until ${day(trialEnd!)}.`
      : `Pro cancelled for ${email}: ${trialText}.`;
    return {
      result: { message, user },
      log: {
        action: freshTrial ? 'reset_trial' : 'cancel_pro',
        targetEmail: email,
        reason,
        details: freshTrial
          ? `Reset ${email} to a fresh ${TRIAL_DAYS}-day trial until ${day(trialEnd!)}${state.has_subscription ? '; Pro ended' : ''}.`
          : `Cancelled Pro for ${email}; ${trialText}.`,
        data: { pro_ended: state.has_subscription, trial_ends_at: trialEnd?.toISOString() ?? null },
      },
    };
  });
}

/**
 * Cancel Subscription: renewal stops at the period's end and access continues until then. A subscription at the
 * card processor is cancelled there first (through the same billing service the seller's own button uses); only
 * when the processor has confirmed is the change logged.
 */
async function cancelSubscription(
  ctx: Context & { admin: SessionAdmin },
  email: string,
  reason: string | undefined,
) {
  const now = new Date();
  const seller = await findSeller(ctx.db.prisma, email);
  const state = paidAccess(seller, now);
  const sub = seller.subscription;
  if (!state.has_subscription || !sub || sub.cancelAtPeriodEnd || sub.status !== 'active') {
    throw conflict('This user has no renewing subscription to cancel.');
  }
  assertProcessorConfigured(ctx, sub);
  const atProcessor = sub.provider === ctx.services.billing.provider && sub.providerSubscriptionId !== null;
  let changed = true;
  if (atProcessor) {
    try {
      ({ changed } = await ctx.services.billing.cancelAtPeriodEnd(seller.id));
    } catch (error) {
      throw processorError(error);
    }
  }
  const result = await sellerAction(ctx, async (tx, at) => {
    if (!atProcessor) {
      const { count } = await tx.subscription.updateMany({
        where: { id: sub.id, status: 'active', cancelAtPeriodEnd: false },
        data: { cancelAtPeriodEnd: true, canceledAt: at },
      });
      changed = count === 1;
    }
    const user = await sellerView(ctx, tx, seller.id, at);
    const until = user.subscription_end_date
      ? day(new Date(user.subscription_end_date))
      : 'the end of the period';
    const where = atProcessor
      ? ` (also at ${sub.provider === 'stripe' ? 'Stripe' : 'the test checkout'})`
      : '';
    return {
      result: {
        message: `Subscription cancelled for ${email}: it will not renew, and Pro access continues until ${until}.`,
        user,
        accessUntil: user.subscription_end_date,
      },
      log: {
        action: 'cancel_subscription',
        targetEmail: email,
        reason,
        details: `Cancelled the subscription of ${email}${where}; Pro access continues until ${until}.`,
        data: { at_processor: atProcessor, access_until: user.subscription_end_date },
      },
    };
  });
  // The seller hears about it as if they had cancelled themselves (once, however often it is asked).
  if (changed && result.accessUntil) {
    await sendMail(
      ctx.db,
      ctx.services.mail,
      subscriptionCancelledEmail({
        to: email,
        userId: seller.id,
        accessUntil: new Date(result.accessUntil),
        appUrl: ctx.services.config.publicUrl,
      }),
    );
  }
  return { message: result.message, user: result.user };
}

// -----------------------------------------------------------------------------------------------------------
// The router
// -----------------------------------------------------------------------------------------------------------

export const adminRouter = {
  /** POST /api/admin/auth/login. 5 failures for a name in 15 minutes lock it (423), known or not. */
  login: publicProcedure
    .input(ZAdminLoginInputSchema)
    .output(ZAdminLoginResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { counters } = ctx.services;
      const { username, password } = input;
      await limitSignInCalls(counters, ctx.ip);
      await assertAdminNotLocked(counters, username);
      const admin = await ctx.db.prisma.adminUser.findUnique({
        where: { username },
        select: loginAdminSelect,
      });
      const valid = admin
        ? await verifyPassword(password, admin.passwordHash, hashing(ctx))
        : await verifyAgainstNothing(password, hashing(ctx));
      if (!admin || !valid) {
        return failedLogin(
          ctx,
          username,
          admin?.id ?? null,
          admin ? 'bad_password' : 'unknown_admin',
          ADMIN_MESSAGES.badCredentials,
        );
      }
      if (admin.mfaEnabledAt) {
        const now = new Date();
        const { token, expiresAt } = await createAdminSession(ctx.db, {
          adminId: admin.id,
          pendingMfa: true,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          now,
        });
        return { mfa_required: true as const, mfa_token: token, expires_in: secondsUntil(expiresAt, now) };
      }
      return completeLogin(ctx, admin, 'password');
    }),

  /** POST /api/admin/auth/mfa: the second step of a login with the second factor on. */
  mfaLogin: publicProcedure
    .input(ZAdminMfaLoginInputSchema)
    .output(ZAdminLoginResponseSchema)
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      const challenge = await findMfaChallenge(ctx.db, input.mfa_token);
      if (!challenge)
        throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.mfaChallengeExpired });
      await assertAdminNotLocked(ctx.services.counters, challenge.username);
      const admin = await ctx.db.prisma.adminUser.findUniqueOrThrow({
        where: { id: challenge.adminId },
        select: loginAdminSelect,
      });
      const via = await acceptSecondFactor(ctx, admin, input.code);
      if (!via) {
        return failedLogin(ctx, admin.username, admin.id, 'bad_code', ADMIN_MESSAGES.mfaCodeInvalid);
      }
      const { count } = await ctx.db.prisma.adminSession.updateMany({
        where: { id: challenge.sessionId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      // Two tabs finishing one step at once: one of them opens the session.
      if (count !== 1)
        throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.mfaChallengeExpired });
      return completeLogin(ctx, admin, via);
    }),

  /** GET /api/admin/auth/verify: the session is live; what the app must show first (expiry, second factor). */
  verify: adminSessionProcedure.output(ZAdminVerifyResultSchema).query(({ ctx }) => {
    const now = new Date();
    const required = Boolean(ctx.services.config.adminRequireMfa);
    return {
      admin_info: { username: ctx.admin.username, mfa_enabled: ctx.admin.mfaEnabled },
      expires_in: secondsUntil(ctx.admin.sessionExpiresAt, now),
      ...adminPasswordExpiry(ctx.admin.passwordChangedAt, now),
      mfa_enabled: ctx.admin.mfaEnabled,
      mfa_required: required,
      mfa_setup_required: required && !ctx.admin.mfaEnabled,
    };
  }),

  /** POST /api/admin/auth/logout: ends this session. */
  logout: adminSessionProcedure.output(ZAdminMessageSchema).mutation(({ ctx }) =>
    recordedAction(ctx.db, ctx.admin, async (tx, now) => {
      await tx.adminSession.updateMany({
        where: { id: ctx.admin.sessionId, revokedAt: null },
        data: { revokedAt: now },
      });
      return {
        result: { message: 'You have been logged out.' },
        log: { action: 'logout', details: `Admin "${ctx.admin.username}" logged out.` },
      };
    }),
  ),

  /**
   * POST /api/admin/auth/change-password. Also the way out of an expired password. A wrong current password
   * counts towards the login lockout (a session left open must not become a way to guess it).
   */
  changePassword: adminSessionProcedure
    .input(ZAdminChangePasswordInputSchema)
    .output(ZAdminChangePasswordResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { counters } = ctx.services;
      await assertAdminNotLocked(counters, ctx.admin.username);
      const row = await ctx.db.prisma.adminUser.findUniqueOrThrow({
        where: { id: ctx.admin.id },
        select: { passwordHash: true },
      });
      if (!(await verifyPassword(input.current_password, row.passwordHash, hashing(ctx)))) {
        await recordAdminLoginFailure(counters, ctx.admin.username);
        throw badRequest(ADMIN_MESSAGES.currentPasswordWrong);
      }
      if (input.new_password === input.current_password) throw badRequest(ADMIN_PASSWORD_RULES.sameAsCurrent);
      const problem = await serverPasswordProblem(ctx.db, ctx.admin, input.new_password, hashing(ctx));
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(input.new_password, hashing(ctx));
      return recordedAction(ctx.db, ctx.admin, async (tx, now) => {
        await tx.adminUser.update({
          where: { id: ctx.admin.id },
          data: { passwordHash, passwordChangedAt: now },
          select: { id: true },
        });
        await tx.adminPasswordHistory.create({
          data: { adminId: ctx.admin.id, passwordHash, createdAt: now },
          select: { id: true },
        });
        // Only the last few hashes are needed; older ones are not kept.
        const keep = await tx.adminPasswordHistory.findMany({
          where: { adminId: ctx.admin.id },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: ADMIN_PASSWORD_HISTORY,
          select: { id: true },
        });
        await tx.adminPasswordHistory.deleteMany({
          where: { adminId: ctx.admin.id, id: { notIn: keep.map((k) => k.id) } },
        });
        const ended = await tx.adminSession.updateMany({
          where: { adminId: ctx.admin.id, revokedAt: null, id: { not: ctx.admin.sessionId } },
          data: { revokedAt: now },
        });
        return {
          result: { message: ADMIN_MESSAGES.passwordChanged, ...adminPasswordExpiry(now, now) },
          log: {
            action: 'change_password',
            details: `Admin "${ctx.admin.username}" changed their password${ended.count > 0 ? ` (${plural(ended.count, 'other session')} ended)` : ''}.`,
          },
        };
      });
    }),

  /** POST /api/admin/auth/mfa/setup: a new secret and its QR code; logins change only once mfaEnable confirms. */
  mfaSetup: adminSessionProcedure.output(ZAdminMfaSetupResultSchema).mutation(async ({ ctx }) => {
    if (ctx.admin.mfaEnabled) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
    const enrolment = await newMfaEnrolment(ctx.admin.username);
    const encrypted = encryptMfaSecret(enrolment.secret, ctx.services.config.passwordPepper);
    return recordedAction(ctx.db, ctx.admin, async (tx) => {
      await tx.adminUser.update({
        where: { id: ctx.admin.id },
        data: { mfaPendingSecretEncrypted: encrypted },
        select: { id: true },
      });
      return {
        result: {
          secret: enrolment.secret,
          otpauth_url: enrolment.otpauthUrl,
          qr_code_data_url: enrolment.qrCodeDataUrl,
          issuer: MFA_ISSUER,
          account: ctx.admin.username,
        },
        log: {
          action: 'mfa_setup_started',
          details: `Admin "${ctx.admin.username}" started setting up two-factor authentication.`,
        },
      };
    });
  }),

  /** POST /api/admin/auth/mfa/enable: a code from the new secret turns the second factor on; answers the recovery codes once. */
  mfaEnable: adminSessionProcedure
    .input(ZAdminMfaEnableInputSchema)
    .output(ZAdminMfaEnableResultSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.db.prisma.adminUser.findUniqueOrThrow({
        where: { id: ctx.admin.id },
        select: { mfaEnabledAt: true, mfaPendingSecretEncrypted: true },
      });
      if (row.mfaEnabledAt) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
      if (!row.mfaPendingSecretEncrypted) throw badRequest(ADMIN_MESSAGES.mfaSetupNotStarted);
      const pepper = ctx.services.config.passwordPepper;
      const step = acceptTotpCode(decryptMfaSecret(row.mfaPendingSecretEncrypted, pepper), input.code, null);
      if (step === null) throw badRequest(ADMIN_MESSAGES.mfaCodeInvalid);
      const codes = newRecoveryCodes();
      return recordedAction(ctx.db, ctx.admin, async (tx, now) => {
        const { count } = await tx.adminUser.updateMany({
          where: {
            id: ctx.admin.id,
            mfaEnabledAt: null,
            mfaPendingSecretEncrypted: row.mfaPendingSecretEncrypted,
          },
          data: {
            mfaSecretEncrypted: row.mfaPendingSecretEncrypted,
            mfaPendingSecretEncrypted: null,
            mfaEnabledAt: now,
            mfaLastStep: step,
          },
        });
        if (count !== 1) throw conflict(ADMIN_MESSAGES.mfaAlreadyEnabled);
        await tx.adminRecoveryCode.deleteMany({ where: { adminId: ctx.admin.id } });
        await tx.adminRecoveryCode.createMany({
          data: codes.map((code) => ({ adminId: ctx.admin.id, codeHash: hashRecoveryCode(code, pepper) })),
        });
        return {
          result: { message: ADMIN_MESSAGES.mfaEnabled, recovery_codes: codes },
          log: {
            action: 'mfa_enabled',
            details: `Admin "${ctx.admin.username}" turned on two-factor authentication (${plural(codes.length, 'recovery code')} issued).`,
          },
        };
      });
    }),

  /** POST /api/admin/auth/mfa/disable: password and a current code; refused when the server requires it. */
  mfaDisable: adminSessionProcedure
    .input(ZAdminMfaDisableInputSchema)
    .output(ZAdminMessageSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.services.config.adminRequireMfa) throw conflict(ADMIN_MESSAGES.mfaRequiredByServer);
      const { counters } = ctx.services;
      await assertAdminNotLocked(counters, ctx.admin.username);
      const admin = await ctx.db.prisma.adminUser.findUniqueOrThrow({
        where: { id: ctx.admin.id },
        select: { ...loginAdminSelect },
      });
      if (!admin.mfaEnabledAt) throw conflict(ADMIN_MESSAGES.mfaNotEnabled);
      if (!(await verifyPassword(input.current_password, admin.passwordHash, hashing(ctx)))) {
        await recordAdminLoginFailure(counters, ctx.admin.username);
        throw badRequest(ADMIN_MESSAGES.currentPasswordWrong);
      }
      if (!(await acceptSecondFactor(ctx, admin, input.code))) {
        await recordAdminLoginFailure(counters, ctx.admin.username);
        throw badRequest(ADMIN_MESSAGES.mfaCodeInvalid);
      }
      return recordedAction(ctx.db, ctx.admin, async (tx) => {
        await tx.adminUser.update({
          where: { id: ctx.admin.id },
          data: {
            mfaSecretEncrypted: null,
            mfaPendingSecretEncrypted: null,
            mfaEnabledAt: null,
            mfaLastStep: null,
          },
          select: { id: true },
        });
        await tx.adminRecoveryCode.deleteMany({ where: { adminId: ctx.admin.id } });
        return {
          result: { message: ADMIN_MESSAGES.mfaDisabled },
          log: {
            action: 'mfa_disabled',
            details: `Admin "${ctx.admin.username}" turned off two-factor authentication.`,
          },
        };
      });
    }),

  /** GET /api/admin/stats: every figure of spec §3 from the live database (definitions in ZAdminStatsSchema). */
  stats: adminProcedure.output(ZAdminStatsSchema).query(async ({ ctx }) =>
    adminStats(ctx.db, testAccountDomains(ctx.services.config), new Date(), {
      configured: ctx.services.marketplace !== null,
      requestsToday: (await ctx.services.counters.peek(MARKETPLACE_DAY_COUNTER)).count,
    }),
  ),

  /** GET /api/admin/users?limit=100: sellers newest first, test accounts left out. */
  users: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminUsersResultSchema)
    .query(async ({ ctx, input }) => {
      const domains = testAccountDomains(ctx.services.config);
      const rows = await ctx.db.prisma.user.findMany({
        where: realSellers(domains),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: input.limit,
        select: adminUserSelect,
      });
      const now = new Date();
      return { users: rows.map((row) => adminUserView(row, domains, now)) };
    }),

  /** GET /api/admin/user/{email}: the search; any seller, test accounts included. 404 'User not found'. */
  user: adminProcedure
    .input(ZAdminUserInputSchema)
    .output(ZAdminUserDetailSchema)
    .query(async ({ ctx, input }) => {
      const row = await ctx.db.prisma.user.findUnique({
        where: { email: input.email },
        select: {
          ...adminUserSelect,
          marketplaceConnection: { select: { connectedAt: true, disconnectedAt: true } },
        },
      });
      if (!row) throw userNotFound();
      const payments = await ctx.db.prisma.payment.findMany({
        where: { userId: row.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: ADMIN_LIST_LIMIT,
        select: adminPaymentSelect,
      });
      const connection = row.marketplaceConnection;
      return {
        user: adminUserView(row, testAccountDomains(ctx.services.config)),
        payments: payments.map(adminPaymentView),
        etsy_active: Boolean(connection?.connectedAt && !connection.disconnectedAt),
      };
    }),

  /** GET /api/admin/payments?limit=100: every payment, newest first. */
  payments: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminPaymentsResultSchema)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db.prisma.payment.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: input.limit,
        select: adminPaymentSelect,
      });
      return { payments: rows.map(adminPaymentView) };
    }),

  /** GET /api/admin/activity-logs?limit=100: newest first. */
  activityLogs: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminActivityLogsResultSchema)
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db.prisma.adminActivityLog.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: input.limit,
        select: {
          id: true,
          adminUsername: true,
          action: true,
          details: true,
          targetEmail: true,
          reason: true,
          createdAt: true,
        },
      });
      return { logs: rows.map(activityView) };
    }),

  /** POST /api/admin/user/{email}/toggle-subscription: Activate Pro, Cancel Pro, Reset to Trial, Cancel Subscription. */
  toggleSubscription: adminProcedure
    .input(ZAdminToggleSubscriptionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(({ ctx, input }) => {
      switch (input.status) {
        case 'active':
          return activatePro(ctx, input.email, input.reason);
        case 'trial':
          return endPro(ctx, input.email, input.fresh_trial, input.reason);
        case 'canceled':
          return cancelSubscription(ctx, input.email, input.reason);
      }
    }),

  /** POST /api/admin/user/{email}/extend-trial: counted from the later of now and the trial's current end. */
  extendTrial: adminProcedure
    .input(ZAdminExtendTrialInputSchema)
    .output(ZAdminExtendTrialResultSchema)
    .mutation(({ ctx, input }) =>
      sellerAction(ctx, async (tx, now) => {
        const seller = await findSeller(tx, input.email);
        const from = seller.trialEndsAt && seller.trialEndsAt > now ? seller.trialEndsAt : now;
        const trialEnd = new Date(from.getTime() + input.days * DAY_MS);
        await tx.user.update({
          where: { id: seller.id },
          data: { trialEndsAt: trialEnd, ...(seller.trialStartedAt ? {} : { trialStartedAt: now }) },
          select: { id: true },
        });
        const user = await sellerView(ctx, tx, seller.id, now);
        const text = `Trial of ${input.email} extended by ${plural(input.days, 'day')}: it now ends ${day(trialEnd)}.`;
        return {
          result: { message: text, user, new_trial_end: trialEnd.toISOString() },
          log: {
            action: 'extend_trial',
            targetEmail: input.email,
            reason: input.reason,
            details: text,
            data: {
              days: input.days,
              previous_trial_end: seller.trialEndsAt?.toISOString() ?? null,
              new_trial_end: trialEnd.toISOString(),
            },
          },
        };
      }),
    ),

  /** POST /api/admin/user/{email}/resend-welcome: the welcome e-mail again, as a new trial gets it. */
  resendWelcome: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(async ({ ctx, input }) => {
      const seller = await findSeller(ctx.db.prisma, input.email);
      const { delivered } = await sendMail(
        ctx.db,
        ctx.services.mail,
        welcomeEmail({
          to: seller.email,
          userId: seller.id,
          trialEndsAt: seller.trialEndsAt ?? new Date(),
          appUrl: ctx.services.config.publicUrl,
        }),
      );
      const result = await sellerAction(ctx, async (tx, now) => ({
        result: {
          message: delivered
            ? `Welcome e-mail sent to ${input.email}.`
            : 'The mail server did not accept the e-mail. Please try again later.',
          user: await sellerView(ctx, tx, seller.id, now),
        },
        log: {
          action: 'resend_welcome',
          targetEmail: input.email,
          reason: input.reason,
          details: delivered
            ? `Resent the welcome e-mail to ${input.email}.`
            : `Tried to resend the welcome e-mail to ${input.email}; the mail server did not accept it.`,
          data: { delivered },
        },
      }));
      if (!delivered) throw hintedError('INTERNAL_SERVER_ERROR', result.message, { status: 502 });
      return result;
    }),

  /** POST /api/admin/user/{email}/force-logout: every session of the seller ends; their next call answers 401. */
  forceLogout: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminForceLogoutResultSchema)
    .mutation(({ ctx, input }) =>
      sellerAction(ctx, async (tx, now) => {
        const seller = await findSeller(tx, input.email);
        const { count } = await tx.session.updateMany({
          where: { userId: seller.id, revokedAt: null },
          data: { revokedAt: now },
        });
        const text = `${input.email} was signed out of ${plural(count, 'session')}.`;
        return {
          result: { message: text, user: await sellerView(ctx, tx, seller.id, now), sessions_ended: count },
          log: {
            action: 'force_logout',
            targetEmail: input.email,
            reason: input.reason,
            details: text,
            data: { sessions_ended: count },
          },
        };
      }),
    ),

  /**
   * DELETE /api/admin/user/{email}: the seller and everything of theirs (payments, subscription, shares, products,
   * sales, sessions, tokens, mail, sign-in records), permanently. A subscription the card processor still renews is
   * cancelled there first, so a deleted seller is never charged again. The log keeps the e-mail and who did it.
   */
  deleteUser: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(async ({ ctx, input }) => {
      const seller = await findSeller(ctx.db.prisma, input.email);
      const sub = seller.subscription;
      const renewingAtProcessor =
        sub !== null &&
        sub.provider === ctx.services.billing.provider &&
        sub.providerSubscriptionId !== null &&
        sub.status === 'active' &&
        !sub.cancelAtPeriodEnd &&
        paidAccess(seller, new Date()).has_subscription;
      if (
        sub &&
        sub.status === 'active' &&
        !sub.cancelAtPeriodEnd &&
        paidAccess(seller, new Date()).has_subscription
      ) {
        assertProcessorConfigured(ctx, sub);
      }
      if (renewingAtProcessor) {
        try {
          await ctx.services.billing.cancelAtPeriodEnd(seller.id);
        } catch (error) {
          throw processorError(error);
        }
      }
      return sellerAction(ctx, async (tx) => {
        const { count } = await tx.user.deleteMany({ where: { id: seller.id } });
        if (count !== 1) throw userNotFound();
        await tx.loginAttempt.deleteMany({ where: { scope: 'user', email: seller.email } });
        const text = `${input.email} and all their data were deleted permanently.`;
        return {
          result: { message: text, user: null },
          log: {
            action: 'delete_user',
            targetEmail: input.email,
            reason: input.reason,
            details: `Deleted ${input.email} and all their data${renewingAtProcessor ? ' (their subscription was cancelled at the card processor first)' : ''}.`,
            data: { user_id: seller.id, subscription_cancelled_at_processor: renewingAtProcessor },
          },
        };
      });
    }),
} satisfies TRPCRouterRecord;
