import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  ZAccountSchema,
  ZCheckUserInputSchema,
  ZForgotPasswordInputSchema,
  ZLoginInputSchema,
  ZResetPasswordInputSchema,
  ZSignedInSchema,
  ZSignInLinkInputSchema,
  ZUpgradeTrialInputSchema,
} from '@margin/core';
import type { Context } from '../context';
import { assertOwnEmail, assertOwnUserId } from '../ownership';
import {
  accountSelect,
  findAccount,
  recordLoginAttempt,
  signIn,
  startTrialAccount,
} from '../services/auth/accounts';
import {
  assertNotLocked,
  clearFailedPasswords,
  limitSignInCalls,
  recordFailedPassword,
} from '../services/auth/login-guard';
import { issueLink, LINK_VALID_MINUTES, redeemLink } from '../services/auth/one-time-links';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../services/auth/passwords';
import { revokeAllSessions, revokeSession } from '../services/auth/sessions';
import { passwordResetEmail, sendMail, signInLinkEmail, welcomeEmail } from '../services/mail';
import { publicProcedure, userProcedure } from '../trpc';

/** The detail contains 'password', so the seller app shows the spec's 'Invalid password...' text. */
const BAD_CREDENTIALS = 'Invalid email or password.';
const PASSWORD_ACCOUNT = 'This account has a password. Please sign in with your password.';
/** The spec's 403 text; its detail contains 'verify'. */
const VERIFY_EMAIL = 'Please verify your email. Check your inbox for a verification link.';
const RESET_SENT = 'If an account exists for this email, we have sent instructions to reset your password.';
const LINK_EXPIRED = 'This link is invalid or has expired. Please request a new one.';
/** At most this many sign-in or reset e-mails per account per window, so nobody can flood an inbox. */
const LINK_MAILS = { max: 3, windowMs: 15 * 60_000 } as const;

function hashing(ctx: Context) {
  return { pepper: ctx.services.config.passwordPepper, cost: ctx.services.config.bcryptCost };
}

async function mayMailLink(ctx: Context, kind: string, email: string): Promise<boolean> {
  const { count } = await ctx.services.counters.hit(`mail:${kind}:${email}`, LINK_MAILS.windowMs);
  return count <= LINK_MAILS.max;
}

export const authRouter = {
  /** Whether the e-mail's account has a password, so the dialog can switch to Pro sign-in. */
  checkUser: publicProcedure
    .input(ZCheckUserInputSchema)
    .output(z.object({ has_password: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      const account = await findAccount(ctx.db, input.email);
      return { has_password: Boolean(account?.passwordHash) };
    }),

  /**
   * E-mail only: a new e-mail starts its trial; a returning trial account on the device that holds its session
   * gets a fresh one, on any other device it is e-mailed a one-time sign-in link instead (an e-mail address
   * alone is not proof of anything). With a password: the Pro sign-in, guarded by the account lockout.
   */
  login: publicProcedure
    .input(ZLoginInputSchema)
    .output(ZSignedInSchema)
    .mutation(async ({ ctx, input }) => {
      const { counters, config } = ctx.services;
      const { email } = input;
      await limitSignInCalls(counters, ctx.ip);
      await assertNotLocked(counters, email);
      const account = await findAccount(ctx.db, email);
      const request = { ip: ctx.ip, userAgent: ctx.userAgent };

      if (input.password !== undefined) {
        const valid = account?.passwordHash
          ? await verifyPassword(input.password, account.passwordHash, hashing(ctx))
          : await verifyAgainstNothing(input.password, hashing(ctx));
        if (!account || !valid) {
          await recordFailedPassword(counters, email);
          await recordLoginAttempt(ctx.db, {
            email,
            ip: ctx.ip,
            success: false,
            reason: account ? 'bad_password' : 'unknown_account',
          });
          throw new TRPCError({ code: 'UNAUTHORIZED', message: BAD_CREDENTIALS });
        }
        await clearFailedPasswords(counters, email);
        await recordLoginAttempt(ctx.db, { email, ip: ctx.ip, success: true });
        return signIn(ctx.db, account, input.remember_me, request);
      }

      if (!account) {
        const { account: created, created: isNew } = await startTrialAccount(ctx.db, email);
        if (isNew && created.trialEndsAt) {
          await sendMail(
            ctx.db,
            ctx.services.mail,
            welcomeEmail({
              to: email,
              userId: created.id,
              trialEndsAt: created.trialEndsAt,
              appUrl: config.publicUrl,
            }),
          );
          await recordLoginAttempt(ctx.db, { email, ip: ctx.ip, success: true, reason: 'trial_started' });
          return signIn(ctx.db, created, input.remember_me, request, true);
        }
        // Someone else created it a moment ago: treat this call like any other returning e-mail.
        throw new TRPCError({ code: 'FORBIDDEN', message: VERIFY_EMAIL });
      }
      if (account.passwordHash) throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSWORD_ACCOUNT });
      if (ctx.user?.id === account.id) return signIn(ctx.db, account, input.remember_me, request);

      if (await mayMailLink(ctx, 'sign_in', email)) {
        const link = await issueLink(ctx.db, 'sign_in', account.id, config.publicUrl);
        await sendMail(
          ctx.db,
          ctx.services.mail,
          signInLinkEmail({ to: email, userId: account.id, link, validMinutes: LINK_VALID_MINUTES }),
        );
      }
      await recordLoginAttempt(ctx.db, { email, ip: ctx.ip, success: false, reason: 'sign_in_link_sent' });
      throw new TRPCError({ code: 'FORBIDDEN', message: VERIFY_EMAIL });
    }),

  /** Opens a session from a one-time sign-in link (/sign-in?token=...). */
  redeemSignInLink: publicProcedure
    .input(ZSignInLinkInputSchema)
    .output(ZSignedInSchema)
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      const userId = await redeemLink(ctx.db, 'sign_in', input.token, async (tx, id) => {
        await tx.user.update({ where: { id }, data: { emailVerifiedAt: new Date() }, select: { id: true } });
      });
      if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_EXPIRED });
      const account = await ctx.db.prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: accountSelect,
      });
      return signIn(ctx.db, account, input.remember_me, { ip: ctx.ip, userAgent: ctx.userAgent });
    }),

  /** Ends this device's session on the server. Without a (valid) session there is nothing to end. */
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
    return { ok: true as const };
  }),

  /** The signed-in seller's account (GET /api/auth/verify/{user_id}); another user's id answers 403. */
  verify: userProcedure
    .input(z.object({ user_id: z.string().optional() }))
    .output(ZAccountSchema)
    .query(async ({ ctx, input }) => {
      assertOwnUserId(ctx.user, input.user_id);
      const user = await ctx.db.prisma.user.findUniqueOrThrow({
        where: { id: ctx.user.id },
        select: { id: true, email: true, passwordHash: true, trialEndsAt: true, createdAt: true },
      });
      return {
        user_id: user.id,
        email: user.email,
        account_type: user.passwordHash ? ('full' as const) : ('trial' as const),
        has_password: user.passwordHash !== null,
        trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
        created_at: user.createdAt.toISOString(),
      };
    }),

  /** Always the same answer, so it never tells whether an e-mail has an account. */
  forgotPassword: publicProcedure
    .input(ZForgotPasswordInputSchema)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      const account = await findAccount(ctx.db, input.email);
      if (account && (await mayMailLink(ctx, 'password_reset', input.email))) {
        const link = await issueLink(ctx.db, 'password_reset', account.id, ctx.services.config.publicUrl);
        await sendMail(
          ctx.db,
          ctx.services.mail,
          passwordResetEmail({
            to: account.email,
            userId: account.id,
            link,
            validMinutes: LINK_VALID_MINUTES,
          }),
        );
      }
      return { message: RESET_SENT };
    }),

  /** Sets a new password from a reset link; every device signs in again afterwards. */
  resetPassword: publicProcedure
    .input(ZResetPasswordInputSchema)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      // bcrypt first, outside the transaction that uses the link up.
      const passwordHash = await hashPassword(input.password, hashing(ctx));
      const userId = await redeemLink(ctx.db, 'password_reset', input.token, async (tx, id) => {
        await tx.user.update({
          where: { id },
          data: { passwordHash, emailVerifiedAt: new Date() },
          select: { id: true },
        });
      });
      if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_EXPIRED });
      await revokeAllSessions(ctx.db, userId);
      const user = await ctx.db.prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true },
      });
      await clearFailedPasswords(ctx.services.counters, user.email);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    }),

  /**
   * The trial account sets its password before paying (subscription modal, step 'account_creation'). An account
   * that already has one must give that same password.
   */
  upgradeTrial: userProcedure
    .input(ZUpgradeTrialInputSchema)
    .output(z.object({ ok: z.literal(true), account_type: z.literal('full'), has_password: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      assertOwnUserId(ctx.user, input.user_id);
      assertOwnEmail(ctx.user, input.email);
      const user = await ctx.db.prisma.user.findUniqueOrThrow({
        where: { id: ctx.user.id },
        select: { passwordHash: true },
      });
      if (user.passwordHash) {
        if (!(await verifyPassword(input.password, user.passwordHash, hashing(ctx)))) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: 'This account already has a password. Please enter that password to continue.',
          });
        }
      } else {
        const passwordHash = await hashPassword(input.password, hashing(ctx));
        await ctx.db.prisma.user.update({
          where: { id: ctx.user.id },
          data: { passwordHash },
          select: { id: true },
        });
      }
      return { ok: true as const, account_type: 'full' as const, has_password: true as const };
    }),
} satisfies TRPCRouterRecord;
