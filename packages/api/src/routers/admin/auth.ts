import type { TRPCRouterRecord } from '@trpc/server';
import {
  ZAdminChangePasswordInputSchema,
  ZAdminChangePasswordResultSchema,
  ZAdminLoginInputSchema,
  ZAdminLoginResponseSchema,
  ZAdminLoginResultSchema,
  ZAdminMessageSchema,
  ZAdminMfaDisableInputSchema,
  ZAdminMfaEnableInputSchema,
  ZAdminMfaEnableResultSchema,
  ZAdminMfaLoginInputSchema,
  ZAdminMfaSetupResultSchema,
  ZAdminVerifyResultSchema,
} from '@margin/core';
import { loginAdmin, loginWithSecondFactor } from '../../services/admin/login';
import { disableMfa, enableMfa, startMfaSetup } from '../../services/admin/mfa-enrolment';
import { changeAdminPassword, logoutAdmin, verifyAdminSession } from '../../services/admin/own-account';
import { adminSessionProcedure, publicProcedure } from '../../trpc';

/** The operator's own account: login (with the second factor), the session, the password, the second factor. */
export const adminAuthRouter = {
  /** POST /api/admin/auth/login. 5 failures for a name in 15 minutes lock it (423), known or not. */
  login: publicProcedure
    .input(ZAdminLoginInputSchema)
    .output(ZAdminLoginResultSchema)
    .mutation(({ ctx, input }) => loginAdmin(ctx.db, ctx.services, ctx, input)),

  /** POST /api/admin/auth/mfa: the second step of a login with the second factor on. */
  mfaLogin: publicProcedure
    .input(ZAdminMfaLoginInputSchema)
    .output(ZAdminLoginResponseSchema)
    .mutation(({ ctx, input }) => loginWithSecondFactor(ctx.db, ctx.services, ctx, input)),

  /** GET /api/admin/auth/verify: the session is live; what the app must show first (expiry, second factor). */
  verify: adminSessionProcedure
    .output(ZAdminVerifyResultSchema)
    .query(({ ctx }) => verifyAdminSession(ctx.services, ctx.admin)),

  /** POST /api/admin/auth/logout: ends this session. */
  logout: adminSessionProcedure
    .output(ZAdminMessageSchema)
    .mutation(({ ctx }) => logoutAdmin(ctx.db, ctx.admin)),

  /** POST /api/admin/auth/change-password. Also the way out of an expired password; other sessions end. */
  changePassword: adminSessionProcedure
    .input(ZAdminChangePasswordInputSchema)
    .output(ZAdminChangePasswordResultSchema)
    .mutation(({ ctx, input }) => changeAdminPassword(ctx.db, ctx.services, ctx.admin, ctx, input)),

  /** POST /api/admin/auth/mfa/setup: a new secret and its QR code; logins change only once mfaEnable confirms. */
  mfaSetup: adminSessionProcedure
    .output(ZAdminMfaSetupResultSchema)
    .mutation(({ ctx }) => startMfaSetup(ctx.db, ctx.services, ctx.admin)),

  /** POST /api/admin/auth/mfa/enable: a code from the new secret turns the second factor on; answers the recovery codes once. */
  mfaEnable: adminSessionProcedure
    .input(ZAdminMfaEnableInputSchema)
    .output(ZAdminMfaEnableResultSchema)
    .mutation(({ ctx, input }) => enableMfa(ctx.db, ctx.services, ctx.admin, input)),

  /** POST /api/admin/auth/mfa/disable: password and a current code; refused when the server requires it. */
  mfaDisable: adminSessionProcedure
    .input(ZAdminMfaDisableInputSchema)
    .output(ZAdminMessageSchema)
    .mutation(({ ctx, input }) => disableMfa(ctx.db, ctx.services, ctx.admin, ctx, input)),
} satisfies TRPCRouterRecord;
