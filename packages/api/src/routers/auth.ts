import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  ZAccountSchema,
  ZCheckUserInputSchema,
  ZForgotPasswordInputSchema,
  ZLoginInputSchema,
  spokenLocale,
  ZResetPasswordInputSchema,
  ZSignedInSchema,
  ZSignInLinkInputSchema,
  ZUpgradeTrialInputSchema,
  ZVerifyInputSchema,
} from '@margin/core';
import { assertOwnEmail, assertOwnUserId } from '../ownership';
import {
  accountById,
  accountEmail,
  accountPasswordHash,
  accountProfile,
  findAccount,
  recordLoginAttempt,
  saveResetPassword,
  setFirstPassword,
  signIn,
  startTrialAccount,
} from '../services/auth/accounts';
import {
  assertNotLocked,
  clearFailedPasswords,
  limitSignInCalls,
  recordFailedPassword,
} from '../services/auth/login-guard';
import {
  endOutstandingLinks,
  issueLink,
  LINK_VALID_MINUTES,
  peekLink,
  redeemLink,
} from '../services/auth/one-time-links';
import { hashPassword, hashingFor, verifyAgainstNothing, verifyPassword } from '../services/auth/passwords';
import { proveAddress } from '../services/auth/earlier-data';
import { mailResetLink, mayMailLink } from '../services/auth/link-mails';
import { revokeSession, revokeSessions } from '../services/auth/sessions';
import { mailLocale, sendMail, signInLinkEmail, welcomeEmail } from '../services/mail';
import { publicProcedure, userProcedure } from '../trpc';
import { earlierDataRouter } from './auth-earlier-data';
import { accountLocaleRouter } from './auth-locale';

/** The detail contains 'password', so the seller app shows the spec's 'Invalid password...' text. */
const BAD_CREDENTIALS = 'Invalid email or password.';
const PASSWORD_ACCOUNT = 'This account has a password. Please sign in with your password.';
/** The spec's 403 text; its detail contains 'verify'. */
const VERIFY_EMAIL = 'Please verify your email. Check your inbox for a verification link.';
const RESET_SENT = 'If an account exists for this email, we have sent instructions to reset your password.';
const LINK_EXPIRED = 'This link is invalid or has expired. Please request a new one.';
const HAS_PASSWORD = 'This account already has a password. Please enter that password to continue.';
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
          ? await verifyPassword(input.password, account.passwordHash, hashingFor(ctx.services, ctx.ip))
          : await verifyAgainstNothing(input.password, hashingFor(ctx.services, ctx.ip));
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
        // Proves the address only if whoever set the password had proven it (see User.passwordProven).
        return signIn(ctx.db, account, {
          remember: input.remember_me,
          request,
          addressProven: account.passwordProven,
        });
      }

      if (!account) {
        const { account: created, created: isNew } = await startTrialAccount(ctx.db, email, {
          locale: input.locale,
        });
        if (isNew && created.trialEndsAt) {
          await sendMail(
            ctx.db,
            ctx.services.mail,
            welcomeEmail({
              to: email,
              userId: created.id,
              locale: mailLocale(created.locale),
              trialEndsAt: created.trialEndsAt,
              appUrl: config.publicUrl,
            }),
          );
          await recordLoginAttempt(ctx.db, { email, ip: ctx.ip, success: true, reason: 'trial_started' });
          // The e-mail alone starts a trial (core spec §1): this session has proven nothing about the address.
          return signIn(ctx.db, created, {
            remember: input.remember_me,
            request,
            addressProven: false,
            isNew: true,
          });
        }
        // Someone else created it a moment ago: treat this call like any other returning e-mail.
        throw new TRPCError({ code: 'FORBIDDEN', message: VERIFY_EMAIL });
      }
      if (account.passwordHash) throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSWORD_ACCOUNT });
      if (ctx.user?.id === account.id) {
        return signIn(ctx.db, account, {
          remember: input.remember_me,
          request,
          addressProven: ctx.sessionProven,
        });
      }

      if (await mayMailLink(ctx.services, 'sign_in', email)) {
        const link = await issueLink(ctx.db, 'sign_in', account.id, config.publicUrl);
        await sendMail(
          ctx.db,
          ctx.services.mail,
          signInLinkEmail({
            to: email,
            userId: account.id,
            // The account's language; an account that never chose one gets the app's.
            locale: mailLocale(account.locale, input.locale),
            link,
            validMinutes: LINK_VALID_MINUTES,
          }),
        );
      }
      await recordLoginAttempt(ctx.db, { email, ip: ctx.ip, success: false, reason: 'sign_in_link_sent' });
      throw new TRPCError({ code: 'FORBIDDEN', message: VERIFY_EMAIL });
    }),

  /**
   * Opens a session from a one-time sign-in link (/sign-in?token=...). The link proves the address, so every
   * session of the account that never proved it ends: a trial someone started with this e-mail before its owner
   * signed in loses its access here.
   */
  redeemSignInLink: publicProcedure
    .input(ZSignInLinkInputSchema)
    .output(ZSignedInSchema)
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      const userId = await redeemLink(ctx.db, 'sign_in', input.token, proveAddress);
      if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_EXPIRED });
      await revokeSessions(ctx.db, userId, { onlyUnproven: true });
      const account = await accountById(ctx.db, userId);
      return signIn(ctx.db, account, {
        remember: input.remember_me,
        request: { ip: ctx.ip, userAgent: ctx.userAgent },
        addressProven: true,
      });
    }),

  /** Ends this device's session on the server. Without a (valid) session there is nothing to end. */
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
    return { ok: true as const };
  }),

  /**
   * 'Sign out everywhere': ends every session of the account but this one and answers how many. A session that
   * never proved the address can only end others like it, so a stranger's trial session cannot sign the owner out.
   */
  logoutEverywhere: userProcedure
    .output(z.object({ ok: z.literal(true), ended: z.number().int() }))
    .mutation(async ({ ctx }) => {
      const ended = await revokeSessions(ctx.db, ctx.user.id, {
        except: ctx.sessionId,
        onlyUnproven: !ctx.sessionProven,
      });
      return { ok: true as const, ended };
    }),

  /** The signed-in seller's account (GET /api/auth/verify/{user_id}); another user's id answers 403. */
  verify: userProcedure
    .input(ZVerifyInputSchema)
    .output(ZAccountSchema)
    .query(async ({ ctx, input }) => {
      assertOwnUserId(ctx.user, input.user_id);
      const user = await accountProfile(ctx.db, ctx.user.id);
      return {
        user_id: user.id,
        email: user.email,
        account_type: user.passwordHash ? ('full' as const) : ('trial' as const),
        has_password: user.passwordHash !== null,
        trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
        created_at: user.createdAt.toISOString(),
        locale: spokenLocale(user.locale),
      };
    }),

  /**
   * Always the same answer, so it never tells whether an e-mail has an account; the account is looked up and the
   * link mailed after the answer has gone, so its timing does not tell either.
   */
  forgotPassword: publicProcedure
    .input(ZForgotPasswordInputSchema)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      ctx.services.deferred.defer('password reset mail', () =>
        mailResetLink(ctx.db, ctx.services, input.email, input.locale),
      );
      return { message: RESET_SENT };
    }),

  /**
   * Sets a new password from a reset link; every device signs in again afterwards, and every other link of the
   * account stops working. The link proves the address, so signing in with this password proves it too.
   */
  resetPassword: publicProcedure
    .input(ZResetPasswordInputSchema)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitSignInCalls(ctx.services.counters, ctx.ip);
      // A made-up or spent token costs no bcrypt time; the hash is made outside the transaction that uses the
      // link up, which checks the link again (two tabs may redeem it at once).
      if (!(await peekLink(ctx.db, 'password_reset', input.token))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_EXPIRED });
      }
      const passwordHash = await hashPassword(input.password, hashingFor(ctx.services, ctx.ip));
      const userId = await redeemLink(ctx.db, 'password_reset', input.token, saveResetPassword(passwordHash));
      if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_EXPIRED });
      await revokeSessions(ctx.db, userId);
      await clearFailedPasswords(ctx.services.counters, await accountEmail(ctx.db, userId));
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    }),

  /**
   * The trial account sets its password before paying (subscription modal, step 'account_creation'). An account
   * that already has one must give that same password. Setting it signs out every other device and ends the
   * account's outstanding sign-in links (they are for accounts without a password).
   */
  upgradeTrial: userProcedure
    .input(ZUpgradeTrialInputSchema)
    .output(z.object({ ok: z.literal(true), account_type: z.literal('full'), has_password: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      assertOwnUserId(ctx.user, input.user_id);
      assertOwnEmail(ctx.user, input.email);
      const currentHash = await accountPasswordHash(ctx.db, ctx.user.id);
      if (currentHash) {
        if (!(await verifyPassword(input.password, currentHash, hashingFor(ctx.services, ctx.ip)))) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: HAS_PASSWORD,
          });
        }
      } else {
        const passwordHash = await hashPassword(input.password, hashingFor(ctx.services, ctx.ip));
        // Only where no password was set meanwhile (two tabs at once): the first one set stays.
        if (!(await setFirstPassword(ctx.db, ctx.user.id, passwordHash, ctx.sessionProven))) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: HAS_PASSWORD,
          });
        }
        await revokeSessions(ctx.db, ctx.user.id, { except: ctx.sessionId });
        await endOutstandingLinks(ctx.db, ctx.user.id, ['sign_in']);
      }
      return { ok: true as const, account_type: 'full' as const, has_password: true as const };
    }),

  ...earlierDataRouter,
  ...accountLocaleRouter,
} satisfies TRPCRouterRecord;
